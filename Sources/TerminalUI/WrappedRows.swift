/// Where a ``TextView``'s text breaks into rows at a width, worked out only as far as asked and
/// kept between frames: a frame wraps the text up to the rows it shows, an edit forgets the rows
/// from the one before it, so neither a frame nor a key costs time in the length of the text
/// (a long paste wraps once, as it is typed).
///
/// A row ends at a "\n" (which it does not show) or before a character that would make it wider
/// than the width; a character wider than the width gets a row of its own. Widths are those of
/// the characters as drawn (``TextField/drawable(_:)``).
@MainActor
struct WrappedRows {
    /// The width the rows were worked out for.
    private var width = 0
    /// The first character of every row known so far; the last is the row being wrapped.
    private var starts = [0]
    /// How many characters have been wrapped: those before it are in known rows.
    private var wrapped = 0
    /// The width of the last row so far.
    private var lastRowWidth = 0

    /// Forgets the rows an edit at `index` may change: a character there (or one that joined the
    /// character before it) can change where the row before it ends.
    mutating func invalidate(from index: Int) {
        let changed = max(0, index - 1)
        // The last row starting at or before the change, and the one before it, are wrapped again.
        var row = rowIndex(startingAtOrBefore: changed)
        row = max(0, row - 1)
        starts.removeSubrange((row + 1)...)
        wrapped = starts[row]
        lastRowWidth = 0
    }

    /// The row that holds `position` (a cursor: at a row's start it is in that row), wrapping as
    /// far as it.
    mutating func row(of position: Int, in characters: [Character], width: Int) -> Int {
        wrap(characters, width: width) { $0.wrapped <= position && $0.wrapped < characters.count }
        return rowIndex(startingAtOrBefore: position)
    }

    /// The characters of row `row` (without its "\n"), or `nil` past the last row.
    mutating func characters(ofRow row: Int, in characters: [Character], width: Int) -> ArraySlice<Character>? {
        wrap(characters, width: width) { $0.starts.count <= row + 1 && $0.wrapped < characters.count }
        guard row < starts.count else { return nil }
        let start = starts[row]
        var end = row + 1 < starts.count ? starts[row + 1] : characters.count
        if end > start, characters[end - 1] == "\n" { end -= 1 }
        return characters[start..<end]
    }

    /// The number of the last known row that starts at or before `position`.
    private func rowIndex(startingAtOrBefore position: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Wraps more characters while `more` says so.
    private mutating func wrap(_ characters: [Character], width: Int, while more: (WrappedRows) -> Bool) {
        if width != self.width || wrapped > characters.count {
            self = WrappedRows()
            self.width = width
        }
        while more(self) {
            let character = characters[wrapped]
            if character == "\n" {
                wrapped += 1
                starts.append(wrapped)
                lastRowWidth = 0
                continue
            }
            // Every ASCII character but "\n" is drawn one cell wide (a control as its picture).
            let characterWidth = character.isASCII ? 1 : DisplayWidth.of(TextField.drawable(character))
            if lastRowWidth + characterWidth > width && wrapped > starts[starts.count - 1] {
                starts.append(wrapped)
                lastRowWidth = 0
            }
            lastRowWidth += characterWidth
            wrapped += 1
        }
    }
}
