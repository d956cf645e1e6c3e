/// Turns frames into the bytes a terminal needs: the whole frame the first time (or after a
/// resize), afterwards only the cells that changed, each run of changes reached with one
/// cursor move.
public struct FrameRenderer: Sendable {
    private var previous: Canvas?

    public init() {}

    /// Forgets the previous frame, so the next render redraws everything (after a resize or
    /// when the screen was disturbed).
    public mutating func invalidate() { previous = nil }

    /// The escape sequences and text that turn the previous frame into `frame`.
    public mutating func render(_ frame: Canvas) -> String {
        var output = "\u{1B}[?25l"
        let full = previous?.size != frame.size
        if full { output += "\u{1B}[0m\u{1B}[2J" }
        var currentStyle: TextStyle?
        for y in 0..<frame.size.height {
            var x = 0
            var cursorAt: Int?
            while x < frame.size.width {
                let cell = frame[x, y]
                let changed = full || previous![x, y] != cell || (cell.width == 2 && x + 1 < frame.size.width && previous![x + 1, y] != frame[x + 1, y])
                if cell.width == 0 || !changed {
                    x += 1
                    continue
                }
                if cursorAt != x { output += "\u{1B}[\(y + 1);\(x + 1)H" }
                if currentStyle != cell.style {
                    output += cell.style.sgr
                    currentStyle = cell.style
                }
                output.append(cell.character)
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
}
