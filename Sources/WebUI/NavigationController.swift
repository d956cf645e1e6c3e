import RxCore
import RxUI

/// A stack of screens, the page's `<main>` (a `<div>` in a ``TabBarController``'s, which holds
/// the tab list too): the top screen is shown; a Back button (and
/// Escape) pops it. A popped screen's bindings are disposed, which releases its view models.
/// Back does what Escape does: a screen that takes Escape (one holding unsent text asks first)
/// keeps the page, and while an alert is shown Back chooses its cancel action.
@MainActor
public final class NavigationController: View {
    /// The screens, bottom first.
    public private(set) var screens: [Screen] = []
    private let backButton = Button(WebStrings.current.back)
    private let bar = StackView(axis: .horizontal, element: "nav", [])
    private let backTaps = DisposeBag()
    private let inspectorToggle = InspectorToggle()

    /// The stream inspector under the shown screen, opened and closed by a button in the bar
    /// and by F12; `nil` (the default) for none. It shows the lanes of the screen on top.
    public var inspector: LaneInspectorView? {
        didSet {
            oldValue?.close()
            oldValue?.navigationController = nil
            inspector?.navigationController = self
            inspectorToggle.inspector = inspector
            arrange()
        }
    }

    /// A stack showing `root`.
    public init(root: Screen) {
        super.init()
        bar.addChild(backButton)
        addChild(bar)
        backButton.taps.subscribe(onNext: { [weak self] in self?.back() }).disposed(by: backTaps)
        push(root)
    }

    /// The screen on top.
    public var topScreen: Screen? { screens.last }

    /// The tab bar this stack is a tab of, if any.
    public internal(set) weak var tabBarController: TabBarController?

    /// Shows `screen` above the others; its first focusable view takes the focus.
    public func push(_ screen: Screen) {
        screen.navigationController = self
        screens.append(screen)
        show(screen)
    }

    /// Removes the top screen (never the root) and disposes its bindings.
    public func pop() {
        guard screens.count > 1, let screen = screens.popLast() else { return }
        screen.tearDown()
        screen.navigationController = nil
        if let top = screens.last { show(top) }
    }

    /// The Back button, as Escape on the shown screen: the alert's cancel action while one is
    /// shown, the screen's own answer when it takes Escape, else the screen goes.
    private func back() {
        guard let top = topScreen else { return }
        if let alert = top.presentedAlert {
            _ = alert.handleKey("Escape")
        } else if !top.runKey("Escape") {
            pop()
        }
    }

    /// Removes every screen above the root, disposing their bindings, and shows the root.
    public func popToRoot() {
        guard screens.count > 1 else { return }
        for screen in screens.dropFirst().reversed() {
            screen.tearDown()
            screen.navigationController = nil
        }
        screens.removeLast(screens.count - 1)
        show(screens[0])
    }

    /// Makes `screen` the only screen: every other one's bindings are disposed.
    public func setRoot(_ screen: Screen) {
        for old in screens.reversed() {
            old.tearDown()
            old.navigationController = nil
        }
        screens = []
        push(screen)
    }

    private func show(_ screen: Screen) {
        let view = screen.view
        let document = self.document
        arrange()
        if let focus = view.preferredFocusView() { document?.focus(focus) }
    }

    /// The bar (Back above the root screen, the inspector's button when there is an
    /// inspector), the top screen, then the inspector, which now shows that screen's lanes.
    private func arrange() {
        removeAllChildren()
        bar.removeAllChildren()
        bar.addChild(backButton)
        if inspector != nil { bar.addChild(inspectorToggle) }
        addChild(bar)
        if let view = topScreen?.view { addChild(view) }
        // Without an inspector the bar hides with Back; with one it stays for its button.
        backButton.isHidden = inspector != nil && screens.count < 2
        bar.isHidden = screens.count < 2 && inspector == nil
        if let inspector {
            addChild(inspector)
            inspector.refresh()
        }
    }

    /// A page has one `<main>`: a tab bar's, when the stack is one of its tabs.
    public override var tag: String { tabBarController == nil ? "main" : "div" }
    public override var pageTitle: String? { topScreen?.title }
    override var shownScreen: Screen? { topScreen }

    /// Escape goes back; F12 opens or closes the inspector; any other key (pressed on Back)
    /// goes to the shown screen's commands.
    public override func handleKey(_ key: String) -> Bool {
        if key == LaneInspectorView.key, let inspector {
            inspector.toggle()
            inspectorToggle.setNeedsDisplay()
            return true
        }
        guard key == "Escape", screens.count > 1 else { return topScreen?.runKey(key) ?? false }
        pop()
        return true
    }

    /// The shown screen's preferred view first, then Back.
    public override func preferredFocusView() -> View? {
        topScreen?.view.preferredFocusView() ?? super.preferredFocusView()
    }

    /// Disposes every screen's bindings (the tab closed).
    public override func tearDown() {
        inspector?.close()
        for screen in screens.reversed() { screen.tearDown() }
        super.tearDown()
    }
}
