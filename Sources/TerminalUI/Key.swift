/// A key press, decoded from the terminal's input bytes.
public enum Key: Equatable, Hashable, Sendable {
    /// Printable text, including multi-byte characters such as Hangul.
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    case delete
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    /// Control plus a letter, such as Ctrl-C (`.control("c")`).
    case control(Character)
    /// A function key, F1 to F12.
    case function(Int)
}
