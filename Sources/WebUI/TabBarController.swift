import RxCore
import RxUI

/// Tabs, each a ``NavigationController``: a `role="tablist"` of `role="tab"` buttons above the
/// shown tab's stack, in a `role="tabpanel"` named by the tab. Every part of the page is in a
/// landmark: the tab list in a `<nav>` named ``WebStrings/tabs`` (read when the tabs are made),
/// the tab panel in the page's `<main>` (the stacks are not `<main>`s of their own in tabs). A click on a tab (or Enter or Space on it; ←/→
/// move between tabs in the client) shows it; every tab's stack keeps its screens while another
/// is shown, and all of them are torn down when the page closes.
@MainActor
public final class TabBarController: View {
    /// One tab: its title in the tab list and its stack.
    public struct Tab {
        /// The tab's title.
        public let title: String
        /// The tab's stack of screens.
        public let navigation: NavigationController

        /// A tab titled `title` showing `navigation`.
        public init(title: String, navigation: NavigationController) {
            self.title = title
            self.navigation = navigation
        }
    }

    /// The tabs, in order.
    public private(set) var tabs: [Tab]
    /// The shown tab; each change reaches `rx.selectedIndex`.
    public private(set) var selectedIndex: Int
    let selection: BehaviorRelay<Int>
    private let strip = TabStrip()
    private let bar: ElementView
    private let panel = TabPanel()
    private let content: ElementView

    /// Tabs showing `selectedIndex` first (the first tab when it is out of range).
    public init(tabs: [Tab], selectedIndex: Int = 0) {
        self.tabs = tabs
        let shown = tabs.indices.contains(selectedIndex) ? selectedIndex : 0
        self.selectedIndex = shown
        selection = BehaviorRelay(value: shown)
        bar = ElementView(
            "nav", [Attribute("class", "tabbar"), Attribute("aria-label", WebStrings.current.tabs)], [strip])
        content = ElementView("main", [], [panel])
        super.init()
        strip.titles = tabs.map(\.title)
        strip.selectedIndex = shown
        strip.onSelect = { [weak self] index in self?.select(index) }
        for tab in tabs { tab.navigation.tabBarController = self }
        addChild(bar)
        addChild(content)
        if tabs.indices.contains(shown) { panel.show(tabs[shown]) }
    }

    /// The stack of the shown tab.
    public var selectedNavigation: NavigationController? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].navigation : nil
    }

    /// The top screen of the shown tab.
    public var topScreen: Screen? { selectedNavigation?.topScreen }
    override var shownScreen: Screen? { topScreen }

    /// Shows tab `index`; an index out of range changes nothing. The focus stays where it is
    /// (on the tab, after a click) unless it was in the stack that left the page.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        strip.selectedIndex = index
        panel.show(tabs[index])
        selection.accept(index)
    }

    public override func attributes() -> [Attribute] { [Attribute("class", "tabs")] }
    public override var pageTitle: String? { selectedNavigation?.pageTitle }

    /// Keys the focused view left go to the shown tab's stack: Escape goes back in it, other
    /// keys reach its screen's commands.
    public override func handleKey(_ key: String) -> Bool { selectedNavigation?.handleKey(key) ?? false }

    /// The shown tab's preferred view, else the tab list.
    public override func preferredFocusView() -> View? {
        selectedNavigation?.preferredFocusView() ?? strip.preferredFocusView()
    }

    /// Disposes every tab's screens, shown or not.
    public override func tearDown() {
        for tab in tabs { tab.navigation.tearDown() }
        strip.tearDown()
    }
}

/// The tab list: one `role="tab"` button per tab, `aria-selected` on the shown one.
@MainActor
final class TabStrip: View {
    var titles: [String] = [] { didSet { if titles != oldValue { setNeedsDisplay() } } }
    var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    var onSelect: ((Int) -> Void)?

    override func attributes() -> [Attribute] { [Attribute("class", "tablist"), Attribute("role", "tablist")] }
    override var canBecomeFocused: Bool { !titles.isEmpty }
    override var focusedPartIndex: Int? {
        get { super.focusedPartIndex ?? selectedIndex }
        set { super.focusedPartIndex = newValue }
    }
    override func content(id: String) -> NodeContent {
        .parts(
            titles.enumerated().map { index, title in
                let selected = index == selectedIndex
                // Only the shown tab is in the Tab order; ←/→ reach the others (the ARIA tabs pattern).
                return "<button id=\"\(id).\(index)\" type=\"button\" role=\"tab\" data-index=\"\(index)\""
                    + " aria-selected=\"\(selected)\" tabindex=\"\(selected ? 0 : -1)\">" + HTML.escape(title)
                    + "</button>"
            })
    }
    override func handle(_ event: WebEvent) -> Bool {
        guard case .activate(_, let index?) = event, titles.indices.contains(index) else { return false }
        onSelect?(index)
        return true
    }
}

/// The shown tab's stack.
@MainActor
final class TabPanel: View {
    private var label = ""

    func show(_ tab: TabBarController.Tab) {
        label = tab.title
        removeAllChildren()
        addChild(tab.navigation)
    }

    override func attributes() -> [Attribute] { [Attribute("role", "tabpanel"), Attribute("aria-label", label)] }
}
