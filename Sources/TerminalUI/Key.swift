/// A key press, decoded from the terminal's input bytes.
public enum Key: Equatable, Hashable, Sendable {
    /// Printable text, including multi-byte characters such as Hangul.
    case character(Character)
    /// Return or Enter.
    case enter
    /// Escape alone (not the start of a sequence).
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Delete, which removes the character after the cursor.
    case delete
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Control plus a letter, such as Ctrl-C (`.control("c")`).
    case control(Character)
    /// A function key, F1 to F12.
    case function(Int)
}
