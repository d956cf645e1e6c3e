/// Text a test can tell apart by its look: a section header from an item of the same words, a
/// focused button from the others. ``Canvas/lines`` reads what a person reads and drops the
/// style; these keep one fact of it, as brackets around the runs of cells it marks.
extension Canvas {
    /// The frame's text as ``lines``, with each run of cells whose style `isMarked` accepts put
    /// between `open` and `close`: `lines(marking: \.underline)` reads a list's section header
    /// "A" as `"[A]"` and an item "A" as `"A"`. Trailing spaces are removed, marked or not, so a
    /// row filled with its style closes after its last character.
    public func lines(marking isMarked: (TextStyle) -> Bool, open: String = "[", close: String = "]") -> [String] {
        (0..<size.height).map { y in
            var cells: [(character: Character, marked: Bool)] = []
            for x in 0..<size.width where self[x, y].width > 0 {
                cells.append((self[x, y].character, isMarked(self[x, y].style)))
            }
            while cells.last?.character == " " { cells.removeLast() }
            var line = ""
            var inRun = false
            for cell in cells {
                if cell.marked != inRun {
                    line += cell.marked ? open : close
                    inRun = cell.marked
                }
                line.append(cell.character)
            }
            if inRun { line += close }
            return line
        }
    }
}

extension HeadlessTerminal {
    /// The screen's rows as ``lines`` reads them, with the runs whose style `isMarked` accepts
    /// between `open` and `close` (see ``Canvas/lines(marking:open:close:)``):
    /// `terminal.lines(marking: \.underline)` shows which rows are section headers.
    public func lines(marking isMarked: (TextStyle) -> Bool, open: String = "[", close: String = "]") -> [String] {
        refresh()
        return application.lastFrame.lines(marking: isMarked, open: open, close: close)
    }
}
