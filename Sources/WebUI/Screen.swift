import RxCore
import RxLanes
import RxUI

/// A screen — the page's view controller: a title (the page's `<h1>` and the tab's title), a
/// body of views, a banner, an alert it may present, key commands, and a dispose bag for its
/// bindings, disposed when the screen leaves its navigation stack or the tab closes. Subclass
/// it, build the body in ``makeBody()`` and bind a view model in ``viewDidLoad()``, as with
/// TerminalUI's `Screen`.
@MainActor
open class Screen: @MainActor HasDisposeBag, ReactiveCompatible {
    /// The title: the screen's heading and the page's title.
    public var title: String {
        didSet { heading.text = title }
    }
    /// The error or notice line.
    public let banner = BannerView()
    /// The bindings of this screen; disposed with it.
    public var disposeBag = DisposeBag()
    /// The stack the screen is on.
    public internal(set) weak var navigationController: NavigationController?
    /// The alert shown above the screen, if any.
    public private(set) var presentedAlert: AlertView?
    /// The dim line listing the enabled ``keyCommands``; place it in the body.
    public let keyHints = Label("", element: "p", styleClass: "hints")

    /// The keys this screen answers to: a key the focused view does not take goes to the first
    /// enabled command with that key, then to ``handleKey(_:)``.
    public var keyCommands: [KeyCommand] = [] {
        didSet {
            for command in keyCommands { command.onChange = { [weak self] in self?.updateKeyHints() } }
            updateKeyHints()
        }
    }

    /// The scope of the lanes this screen subscribes: while its body is built and bound, and
    /// while it handles an event from the browser. The stream inspector shows the lanes of the
    /// screen on top. Subscribe elsewhere (a timer's callback) inside
    /// `screen.laneScope.enclose { … }` to make the subscription the screen's too.
    public let laneScope = LaneScope()

    /// Whether the page shows the screen: the top of its stack, on the shown tab, of a page not
    /// closed. A screen under another, on a hidden tab or popped is not shown. Observe it with
    /// `rx.isShown` to pause work the user cannot see (a poll), as in TerminalUI. Updated when
    /// the page is next flushed after the change (a push, a pop, a tab chosen).
    public internal(set) var isShown: Bool {
        get { shownRelay.value }
        set { if newValue != shownRelay.value { shownRelay.accept(newValue) } }
    }
    let shownRelay = BehaviorRelay(value: false)

    let heading = Label("", element: "h1")
    private let alertSlot = View()
    private var loadedView: ScreenView?

    /// A screen titled `title`; its body is built on first use.
    public init(title: String = "") {
        self.title = title
        heading.text = title
    }

    /// Builds the screen's views; called once, before ``viewDidLoad()``.
    open func makeBody() -> View { View() }

    /// Called once after the body is built: bind the view model here.
    open func viewDidLoad() {}

    /// Handles a key that the focused view and ``keyCommands`` did not; returns whether it did.
    open func handleKey(_ key: String) -> Bool { false }

    /// The view that takes the focus when the screen is shown; the body's first focusable view by default.
    open var initialFocusView: View? { nil }

    /// The hint line for the enabled `commands`: "label: title", two spaces apart.
    open func keyHintText(for commands: [KeyCommand]) -> String {
        commands.map(\.hint).joined(separator: "  ")
    }

    /// Rewrites ``keyHints``.
    public func updateKeyHints() { keyHints.text = keyHintText(for: keyCommands.filter(\.isEnabled)) }

    /// The screen's element (a `<section>`), built with its body on first use.
    public var view: View {
        if let loadedView { return loadedView }
        let view = ScreenView(screen: self)
        loadedView = view
        inLaneScope {
            view.addChild(heading)
            view.addChild(makeBody())
            view.addChild(alertSlot)
            view.addChild(banner)
            viewDidLoad()
        }
        updateKeyHints()
        return view
    }

    /// Runs `body` in ``laneScope`` while a lane recorder is installed, and alone otherwise, so
    /// that with recording off building a screen costs what it did.
    func inLaneScope<Result>(_ body: () -> Result) -> Result {
        Lanes.recorder == nil ? body() : laneScope.enclose(body)
    }

    /// Shows `alert` above the body; it takes the focus until one of its actions runs.
    public func present(_ alert: AlertView) {
        dismissAlert()
        alert.presentingScreen = self
        presentedAlert = alert
        alertSlot.addChild(alert)
        if let focus = alert.preferredFocusView() { alertSlot.document?.focus(focus) }
    }

    /// Removes the presented alert; the focus goes back to the screen.
    public func dismissAlert() {
        guard presentedAlert != nil else { return }
        presentedAlert = nil
        alertSlot.removeAllChildren()
    }

    func runKey(_ key: String) -> Bool {
        if presentedAlert != nil { return false }
        for command in keyCommands where command.run(key) { return true }
        return handleKey(key)
    }

    /// Disposes the bindings: the view models the screen holds are released with them.
    func tearDown() {
        dismissAlert()
        disposeBag = DisposeBag()
    }
}

/// The `<section>` of a screen; routes keys and focus to it.
@MainActor
final class ScreenView: View {
    private(set) weak var screen: Screen?

    init(screen: Screen) {
        self.screen = screen
        super.init()
    }

    override var tag: String { "section" }
    override func attributes() -> [Attribute] { [Attribute("class", "screen")] }
    /// The screen's commands get the key; only Escape (back) and the stream inspector's key,
    /// if they left them, go on up.
    override func handleKey(_ key: String) -> Bool {
        (screen?.runKey(key) ?? false) || (key != "Escape" && key != LaneInspectorView.key)
    }
    override func preferredFocusView() -> View? {
        if let alert = screen?.presentedAlert { return alert.preferredFocusView() }
        if let view = screen?.initialFocusView, !view.isHidden { return view }
        return super.preferredFocusView()
    }
}
