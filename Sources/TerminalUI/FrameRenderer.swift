/// Turns frames into the bytes a terminal needs: the whole frame the first time (or after a
/// resize), afterwards only the cells that changed, each run of changes reached with one
/// cursor move.
///
/// Terminals disagree on the width of some characters — an emoji with a skin tone, a flag,
/// "❤️" (a text-style heart made emoji by U+FE0F): tmux 3.3a draws 👍🏽 four cells wide and ❤️
/// one, where most terminals draw both two wide. So a changed row that holds such a character
/// is redrawn whole, the character's cells are blanked before it is written, and the cursor is
/// placed absolutely after it: whatever width the terminal gives it, the rest of the row lands
/// where this frame puts it.
public struct FrameRenderer: Sendable {
    private var previous: Canvas?

    /// A renderer with no previous frame: the first frame is drawn whole.
    public init() {}

    /// Forgets the previous frame, so the next render redraws everything (after a resize or
    /// when the screen was disturbed).
    public mutating func invalidate() { previous = nil }

    /// The escape sequences and text that turn the previous frame into `frame`. With
    /// `changedRows`, the caller says that no row outside them changed since the previous frame
    /// (the inspector's clock moves only its overlay), and only those are compared; a frame
    /// drawn whole (the first, or after a resize) draws every row regardless.
    public mutating func render(_ frame: Canvas, changedRows: Range<Int>? = nil) -> String {
        var output = "\u{1B}[?25l"
        let full = previous?.size != frame.size
        if full { output += "\u{1B}[0m\u{1B}[2J" }
        var currentStyle: TextStyle?
        let rows =
            full ? 0..<frame.size.height : (changedRows ?? 0..<frame.size.height).clamped(to: 0..<frame.size.height)
        for y in rows {
            // A row that holds (or held) such a character is redrawn whole when anything on it changed.
            let redrawsRow =
                !full && (0..<frame.size.width).contains { previous![$0, y] != frame[$0, y] }
                && (0..<frame.size.width).contains {
                    Self.isWidthAmbiguous(frame[$0, y].character) || Self.isWidthAmbiguous(previous![$0, y].character)
                }
            var x = 0
            var cursorAt: Int?
            while x < frame.size.width {
                let cell = frame[x, y]
                let changed =
                    full || redrawsRow || previous![x, y] != cell
                    || (cell.width == 2 && x + 1 < frame.size.width && previous![x + 1, y] != frame[x + 1, y])
                if cell.width == 0 || !changed {
                    x += 1
                    continue
                }
                let ambiguous = Self.isWidthAmbiguous(cell.character)
                if cursorAt != x || ambiguous { output += "\u{1B}[\(y + 1);\(x + 1)H" }
                if currentStyle != cell.style {
                    output += cell.style.sgr
                    currentStyle = cell.style
                }
                if ambiguous {
                    output += String(repeating: " ", count: max(cell.width, 1)) + "\u{1B}[\(y + 1);\(x + 1)H"
                    Self.append(cell.character, to: &output)
                    x += max(cell.width, 1)
                    cursorAt = nil
                    continue
                }
                Self.append(cell.character, to: &output)
                x += max(cell.width, 1)
                cursorAt = x
            }
        }
        if currentStyle != nil && currentStyle != .plain { output += "\u{1B}[0m" }
        if let cursor = frame.cursor {
            output += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h"
        }
        previous = frame
        return output
    }

    /// Writes a cell's character through the terminal gate: drawing drops what a terminal would
    /// act on, but a cell can be set directly, so a control or bidi character that reached one
    /// is sent as its stand-in (``/TerminalGate/TerminalText/escaped(_:keepingLineBreaks:)``).
    private static func append(_ character: Character, to output: inout String) {
        if TerminalText.isSafe(character) {
            output.append(character)
        } else {
            output += TerminalText.escaped(String(character), keepingLineBreaks: false)
        }
    }

    /// Whether terminals may disagree on how wide `character` is: more than one scalar
    /// (modifiers, flags, ZWJ sequences, variation selectors, combining marks) or an emoji.
    static func isWidthAmbiguous(_ character: Character) -> Bool {
        if character.isASCII { return false }
        let scalars = character.unicodeScalars
        if scalars.count > 1 { return true }
        guard let scalar = scalars.first else { return false }
        return scalar.properties.isEmojiPresentation || scalar.value >= 0x1F000
    }
}
