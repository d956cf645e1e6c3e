import RxCore
import RxLanes
import RxUI

/// A screen — the terminal's view controller: a title, a body of views, a banner for
/// errors, focus that moves with Tab, and a dispose bag for its bindings. Subclass it, build
/// the body in ``makeBody()`` and bind a view model in ``viewDidLoad()``.
@MainActor
open class Screen: @MainActor HasDisposeBag {
    /// The title shown in the navigation bar.
    public var title: String {
        didSet { navigationBar.title = title }
    }
    /// The bar at the top: the title, a back hint on a pushed screen, and a status at the right.
    public let navigationBar = NavigationBar()
    /// The error/notice line at the bottom.
    public let banner = BannerView()
    /// The bindings of this screen; disposed with it.
    public var disposeBag = DisposeBag()
    /// The stack the screen is on.
    public internal(set) weak var navigationController: NavigationController?
    /// The smallest terminal this screen can be drawn in; below it a message is shown.
    open var minimumSize: Size { Size(width: 40, height: 10) }

    /// The view that receives keys first; Tab and Shift-Tab move it.
    public private(set) var focusedView: View?
    /// The alert shown above the screen, which receives every key until one of its actions runs.
    public private(set) var presentedAlert: AlertView?
    private var loadedBody: View?
    /// The body if it was built, without building it (for reads that must not load a screen).
    var bodyIfLoaded: View? { loadedBody }

    /// Whether the terminal shows this screen: it was the top screen of the shown stack (of
    /// the selected tab) when the last frame was drawn. A screen pushed under another, on a
    /// hidden tab or replaced as the root is not shown. Observe it with `rx.isShown` to pause
    /// work the user cannot see (polls, clocks) while the screen is hidden.
    public internal(set) var isShown: Bool {
        get { shownRelay.value }
        set { if newValue != shownRelay.value { shownRelay.accept(newValue) } }
    }
    let shownRelay = BehaviorRelay(value: false)

    /// A screen titled `title`; its body is built on first use.
    public init(title: String = "") {
        self.title = title
        navigationBar.title = title
    }

    /// Builds the screen's views; called once, before ``viewDidLoad()``.
    open func makeBody() -> View { View() }

    /// Called once after the body is built: bind the view model here.
    open func viewDidLoad() {}

    /// Handles a key that the focused view and ``keyCommands`` did not; return whether it did.
    open func handleKey(_ key: Key) -> Bool { false }

    /// The keys this screen answers to, declared once: each key the focused view does not take
    /// goes to the first enabled command with that key, before ``handleKey(_:)``, and
    /// ``keyHints`` lists the enabled ones.
    public var keyCommands: [KeyCommand] = [] {
        didSet {
            for command in keyCommands { command.onChange = { [weak self] in self?.updateKeyHints() } }
            updateKeyHints()
        }
    }

    /// The dim line of key hints ("Enter: open  r: refresh"), kept equal to
    /// ``keyHintText(for:)`` of the enabled ``keyCommands``; place it in the body.
    public let keyHints = Label.keyHints()

    /// The hint line for `commands` (the enabled ones, in order): "label: title" two spaces
    /// apart. Override it to add the keys every screen of an app shares.
    open func keyHintText(for commands: [KeyCommand]) -> String {
        commands.map(\.hint).joined(separator: "  ")
    }

    /// Redraws ``keyHints``; call it when something ``keyHintText(for:)`` reads changes.
    public func updateKeyHints() { keyHints.text = keyHintText(for: keyCommands.filter(\.isEnabled)) }

    /// The screen's body, built on first use. ``makeBody()`` and ``viewDidLoad()`` run in the
    /// screen's ``laneScope``.
    public var body: View {
        if let loadedBody { return loadedBody }
        return inLaneScope {
            let body = makeBody()
            loadedBody = body
            viewDidLoad()
            updateKeyHints()
            if focusedView == nil { focusNext() }
            return body
        }
    }

    /// The scope of the lanes this screen subscribes: those subscribed while its body is built
    /// and bound (``makeBody()``, ``viewDidLoad()``) and while it handles a key. The stream
    /// inspector shows the lanes of the screen on top. Subscribe elsewhere (a timer's callback)
    /// inside `screen.laneScope.enclose { … }` to make the subscription the screen's too.
    public let laneScope = LaneScope()

    /// Runs `body` in ``laneScope`` while a lane recorder is installed, and alone otherwise, so
    /// that marking the scope costs nothing when nothing records.
    func inLaneScope<Result>(_ body: () -> Result) -> Result {
        Lanes.recorder == nil ? body() : laneScope.enclose(body)
    }

    /// Presents `alert` above the screen until one of its actions runs.
    public func present(_ alert: AlertView) {
        alert.onDismiss = { [weak self, weak alert] in
            if self?.presentedAlert === alert { self?.presentedAlert = nil }
            self?.body.setNeedsDisplay()
        }
        presentedAlert = alert
        alert.setNeedsDisplay()
    }

    /// Moves focus to `view`.
    public func focus(_ view: View?) {
        guard focusedView !== view else { return }
        let previous = focusedView
        previous?.isFocused = false
        focusedView = view
        view?.isFocused = true
        previous?.didResignFocused()
        view?.didBecomeFocused()
        body.setNeedsDisplay()
    }

    /// Moves focus to the next focusable view (Tab), wrapping around.
    public func focusNext() { moveFocus(by: 1) }

    /// Moves focus to the previous focusable view (Shift-Tab), wrapping around.
    public func focusPrevious() { moveFocus(by: -1) }

    private func moveFocus(by step: Int) {
        let views = body.focusableViews()
        guard !views.isEmpty else { return focus(nil) }
        guard let current = focusedView, let index = views.firstIndex(where: { $0 === current }) else {
            return focus(step > 0 ? views.first : views.last)
        }
        focus(views[(index + step + views.count) % views.count])
    }

    /// Routes a key: the alert if one is shown, then Tab/Shift-Tab, the focused view, then
    /// ``handleKey(_:)``.
    func route(_ key: Key) -> Bool {
        if let alert = presentedAlert { return alert.handle(key) }
        switch key {
        case .tab:
            focusNext()
            return true
        case .backTab:
            focusPrevious()
            return true
        default:
            break
        }
        if let focused = focusedView, !focused.isHidden, focused.handle(key) { return true }
        // Down from a text field moves on to what is under it (a search's results, a form's
        // button): in a tabbed application Tab switches tabs instead of moving focus.
        if key == .down, let field = focusedView as? TextField, !field.isHidden {
            focusNext()
            return true
        }
        // Up from what is under a text field, with nowhere else to go, goes back into it.
        if key == .up, let focused = focusedView, !(focused is TextField) {
            let views = body.focusableViews()
            if let index = views.firstIndex(where: { $0 === focused }), index > 0,
                let field = views[index - 1] as? TextField, !field.isHidden
            {
                focus(field)
                return true
            }
        }
        // Esc leaves a text field before it goes back: from inside a field every letter is
        // text, so the screen's letter keys ("q: quit") work once the user is out of it.
        if key == .escape, let field = focusedView, field is TextField || field is TextView, !field.isHidden {
            leave(field)
            return true
        }
        if keyCommands.contains(where: { $0.perform(key) }) { return true }
        return handleKey(key)
    }

    /// Moves focus from `field` to the next focusable view that is not a text field, or to
    /// nothing when there is none.
    private func leave(_ field: View) {
        let views = body.focusableViews()
        let start = views.firstIndex { $0 === field } ?? 0
        let others = (views[(start + 1)...] + views[..<start]).filter { !($0 is TextField || $0 is TextView) }
        focus(others.first)
    }

    /// Settles what the next frame reads, before it is drawn: focus leaves a view that was
    /// hidden or removed, and the bar says how to leave a focused text field.
    func prepareForDisplay() {
        let body = self.body
        if let focused = focusedView, focused.isHidden || !body.focusableViews().contains(where: { $0 === focused }) {
            focusNext()
        }
        navigationBar.hint =
            focusedView is TextField || focusedView is TextView ? WidgetStrings.current.leaveField : nil
    }

    /// Draws the screen: a pure read of its state (see ``prepareForDisplay()``).
    func render(in canvas: inout Canvas, area: Rect) {
        let body = self.body
        navigationBar.layout(in: Rect(x: area.x, y: area.y, width: area.width, height: 1))
        navigationBar.render(in: &canvas)
        let bannerHeight = min(banner.intrinsicHeight(forWidth: area.width), max(0, area.height - 3))
        let content = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1 - bannerHeight)
        body.layout(in: content)
        body.render(in: &canvas)
        if bannerHeight > 0 {
            banner.layout(in: Rect(x: area.x, y: area.maxY - bannerHeight, width: area.width, height: bannerHeight))
            banner.render(in: &canvas)
        }
        if let alert = presentedAlert {
            canvas.cursor = nil
            alert.drawCentered(in: &canvas, area: area)
        }
    }
}

/// What a ``TerminalApplication`` shows: a navigation stack, or tabs of them.
@MainActor
public protocol RootController: AnyObject {
    /// The screen keys go to and whose minimum size applies.
    var topScreen: Screen { get }
    /// Routes a key; returns whether anything handled it.
    func handle(_ key: Key) -> Bool
    /// Draws into `area` of `canvas`. Drawing only reads state: a frame asked for while it
    /// draws is dropped.
    func render(in canvas: inout Canvas, area: Rect)
    /// Settles the state the next frame reads (focus, hints), just before it is drawn.
    func prepareForDisplay()
}

extension RootController {
    /// Settles the top screen's focus and hints before a frame.
    public func prepareForDisplay() { topScreen.prepareForDisplay() }
}

/// A stack of screens: push to go deeper, pop (Escape) to go back, present a screen modally
/// above the stack.
@MainActor
public final class NavigationController: RootController {
    /// The tab bar this stack is a tab of, if any.
    public internal(set) weak var tabBarController: TabBarController?
    /// The stack, the root first; the last is shown.
    public private(set) var screens: [Screen]
    /// A modal screen shown above the stack, if any.
    public private(set) var presented: Screen?

    /// A stack holding `root`, which stays when everything above it is popped.
    public init(root: Screen) {
        screens = [root]
        root.navigationController = self
    }

    /// The screen on top (the modal one when presented).
    public var topScreen: Screen { presented ?? screens[screens.count - 1] }

    /// Shows `screen` above the current one; Escape goes back. The screen is built at once, so keys typed right after reach it.
    public func push(_ screen: Screen) {
        screen.navigationController = self
        screen.navigationBar.showsBack = true
        screens.append(screen)
        // Built now, not at the next draw: keys already read (typed right after the key that
        // pushed it) reach its focused view instead of being dropped.
        _ = screen.body
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Goes back one screen; the root stays.
    @discardableResult
    public func pop() -> Screen? {
        guard screens.count > 1 else { return nil }
        let screen = screens.removeLast()
        TerminalApplication.current?.setNeedsDisplay()
        return screen
    }

    /// Goes back to the root screen.
    public func popToRoot() {
        screens.removeSubrange(1...)
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Replaces the whole stack with `screen` (after a login, say).
    public func setRoot(_ screen: Screen) {
        screen.navigationController = self
        screens = [screen]
        _ = screen.body
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Shows `screen` modally above the stack; Escape dismisses it.
    public func present(_ screen: Screen) {
        screen.navigationController = self
        screen.navigationBar.showsBack = true
        presented = screen
        _ = screen.body
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Removes the modal screen shown with ``present(_:)``.
    public func dismiss() {
        presented = nil
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Routes a key to the top screen; Escape it leaves unhandled dismisses the modal screen or pops.
    public func handle(_ key: Key) -> Bool {
        let screen = topScreen
        if screen.route(key) { return true }
        if key == .escape {
            if presented != nil {
                dismiss()
                return true
            }
            return pop() != nil
        }
        return false
    }

    /// Draws the top screen into `area`.
    public func render(in canvas: inout Canvas, area: Rect) {
        topScreen.render(in: &canvas, area: area)
    }
}
