import RxCore
import RxUI

/// Tabs across the top row, each a navigation stack of its own, like `UITabBarController`.
///
/// Keys: **Tab** and **Shift-Tab** cycle through the tabs, and the digit keys **1**…**9**
/// choose one — unless the top screen takes the digit first (a text field types it). Each tab
/// keeps its stack while another is shown. An alert on the top screen gets every key.
@MainActor
public final class TabBarController: RootController, ReactiveCompatible {
    /// A tab's title and its stack.
    public struct Tab {
        /// The name in the tab bar.
        public let title: String
        /// The stack the tab shows; it keeps its screens while other tabs are shown.
        public let navigation: NavigationController

        /// A tab titled `title` showing `navigation`.
        public init(title: String, navigation: NavigationController) {
            self.title = title
            self.navigation = navigation
        }
    }

    /// The tabs, in the order of the bar (keys 1, 2, …).
    public let tabs: [Tab]
    /// The tab shown; change it with ``select(_:)``.
    public private(set) var selectedIndex: Int
    /// The tab chosen, by index, as the user switches: bind it to a view model.
    let selections = PublishRelay<Int>()

    /// Tabs showing `tabs` (at least one), `selectedIndex` first.
    public init(tabs: [Tab], selectedIndex: Int = 0) {
        precondition(!tabs.isEmpty, "a tab bar needs a tab")
        self.tabs = tabs
        self.selectedIndex = max(0, min(tabs.count - 1, selectedIndex))
        for tab in tabs { tab.navigation.tabBarController = self }
    }

    /// The stack of the selected tab.
    public var selectedNavigation: NavigationController { tabs[selectedIndex].navigation }

    /// The top screen of the shown tab.
    public var topScreen: Screen { selectedNavigation.topScreen }

    /// Shows tab `index` (ignored when out of range).
    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        _ = topScreen.body
        selections.accept(index)
        TerminalApplication.current?.setNeedsDisplay()
    }

    /// Tab and Shift-Tab cycle the tabs; other keys go to the shown stack, and a digit it leaves unhandled selects that tab.
    public func handle(_ key: Key) -> Bool {
        if topScreen.presentedAlert != nil { return selectedNavigation.handle(key) }
        switch key {
        case .tab:
            select((selectedIndex + 1) % tabs.count)
            return true
        case .backTab:
            select((selectedIndex + tabs.count - 1) % tabs.count)
            return true
        default:
            break
        }
        if selectedNavigation.handle(key) { return true }
        if case .character(let character) = key, let digit = character.wholeNumberValue,
            (1...tabs.count).contains(digit)
        {
            select(digit - 1)
            return true
        }
        return false
    }

    /// The tab bar in the first row — " 1 Search │ 2 Events " with the selected tab inverse —
    /// and the selected stack below it.
    public func render(in canvas: inout Canvas, area: Rect) {
        canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: Appearance.current.secondary)
        var x = area.x
        for (index, tab) in tabs.enumerated() {
            let label = " \(index + 1) \(tab.title) "
            let style = index == selectedIndex ? Appearance.current.selected : Appearance.current.secondary
            x += canvas.draw(label, at: Point(x: x, y: area.y), style: style, clip: area)
            if index < tabs.count - 1 {
                x += canvas.draw("│", at: Point(x: x, y: area.y), style: Appearance.current.secondary, clip: area)
            }
        }
        selectedNavigation.render(
            in: &canvas, area: Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1))
    }
}

@MainActor
extension Reactive where Base: TabBarController {
    /// Emits the index of each tab the user switches to (from 0), not the tab shown first.
    public var selectedIndex: ControlEvent<Int> { ControlEvent(events: base.selections.asObservable()) }
}
