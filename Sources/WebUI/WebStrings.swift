/// The words WebUI's views show on their own — the Back button, an empty list, a spinner, the
/// stream inspector's button, the name a screen reader gives the tab bar — so that an app in another language replaces every one, as
/// TerminalUI's `WidgetStrings` does for the terminal.
///
/// Read when a view is made (a list's ``ListView/emptyText``, a spinner's title) or drawn (the
/// Back and inspector buttons): set ``current`` before the first page is built. Every page of
/// a process shares it, as the apps' language is the process's.
public struct WebStrings: Sendable, Equatable {
    /// The Back button of a stack with a screen pushed.
    public var back: String
    /// A list with no rows, unless its screen says better.
    public var noItems: String
    /// A spinner's text, unless its screen says better.
    public var loading: String
    /// The bar's button that opens and closes the stream inspector (F12 does too).
    public var inspectorToggle: String
    /// The name of a ``TabBarController``'s tab list, a navigation landmark: not shown, read by
    /// screen readers ("Tabs navigation").
    public var tabs: String

    /// WebUI's English words, each replaced by the one given.
    public init(
        back: String = "Back", noItems: String = "No items", loading: String = "Loading…",
        inspectorToggle: String = "Streams (F12)", tabs: String = "Tabs"
    ) {
        self.back = back
        self.noItems = noItems
        self.loading = loading
        self.inspectorToggle = inspectorToggle
        self.tabs = tabs
    }

    /// What every view says; set it on the main actor before building pages.
    @MainActor public static var current = WebStrings()

    /// WebUI's English words, the default.
    public static let english = WebStrings()

    /// WebUI's words in Korean (한국어), as the apps of this repository say them.
    public static let korean = WebStrings(
        back: "뒤로", noItems: "항목 없음", loading: "불러오는 중…", inspectorToggle: "스트림 (F12)", tabs: "탭")
}
