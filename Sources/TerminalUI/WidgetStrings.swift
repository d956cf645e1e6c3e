/// The words TerminalUI's widgets show on their own — the back button, the end of a list, the
/// message of a terminal too small — so that an app in another language replaces every one.
public struct WidgetStrings: Sendable {
    /// The navigation bar's back button of a pushed screen.
    public var back = "‹ Back (Esc)"
    /// The navigation bar's hint while a text field or text view has the cursor.
    public var leaveField = "Esc: leave field"
    /// A list with no rows, unless its screen says better.
    public var noItems = "No items"
    /// The spinner's text, unless its screen says better.
    public var loading = "Loading…"
    /// An alert's button when it is given none.
    public var ok = "OK"
    /// What the terminal shows instead of a screen that does not fit: given the terminal's size
    /// and the size the screen needs.
    public var terminalTooSmall: @Sendable (_ size: Size, _ needed: Size) -> String = { size, needed in
        "Terminal too small: \(size.width)×\(size.height), needs \(needed.width)×\(needed.height). Enlarge the window to continue."
    }

    /// TerminalUI's English words.
    public init() {}

    /// What every widget says; set it on the main actor before building screens.
    @MainActor public static var current = WidgetStrings()
}
