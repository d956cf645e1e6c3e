import RxCore
import RxUI

/// A multi-line text editor, for paragraphs (a retrospective, a comment): Enter starts a new
/// line, the arrows move through the text (Up and Down by line, keeping the column), Home and
/// End go to the start and end of the line, and long lines wrap at the view's width. It takes
/// as many lines as it is given and scrolls to keep the cursor in view.
///
/// Keys it does not use — Tab, Esc, Ctrl-S — go on to the screen, which decides what saves.
public final class TextView: View {
    /// The text, lines separated by "\n"; setting it keeps the cursor inside it and reports
    /// the change to `rx.text`.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            if !isCommittingEdit { characters = Array(text) }
            cursor = min(cursor, characters.count)
            textRelay.accept(text)
            setNeedsDisplay()
        }
    }
    /// The text as characters (grapheme clusters), kept with it so that an edit costs no
    /// re-segmentation of the whole text: a long paste is typed in time linear in its length.
    private var characters: [Character]
    /// Set while an edit writes ``text`` from ``characters``, which are already up to date.
    private var isCommittingEdit = false
    /// Shown dimmed while the text is empty and the view is not focused.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The lines it asks for when laid out (it scrolls past them).
    public var preferredLines: Int { didSet { if preferredLines != oldValue { setNeedsDisplay() } } }
    /// The cursor's position, in characters from the start of the text.
    public private(set) var cursor = 0
    /// The first wrapped row shown.
    private var firstVisibleRow = 0
    let textRelay: BehaviorRelay<String>

    /// An editor holding `text`, the cursor at its end, asking for `preferredLines` lines.
    public init(text: String = "", placeholder: String = "", preferredLines: Int = 6) {
        self.text = text
        characters = Array(text)
        self.placeholder = placeholder
        self.preferredLines = preferredLines
        textRelay = BehaviorRelay(value: text)
        cursor = characters.count
        super.init()
        sizing = .flexible(1)
    }

    public override var canBecomeFocused: Bool { true }
    public override func intrinsicHeight(forWidth width: Int) -> Int { max(1, preferredLines) }
    public override func intrinsicWidth() -> Int { 40 }

    /// Edits work on characters (grapheme clusters), as ``TextField``'s do.
    public override func handle(_ key: Key) -> Bool {
        let cursor = min(self.cursor, characters.count)
        switch key {
        case .character(let character):
            // Typing and pasting: the draw keeps the cursor's row in view; the remembered
            // scroll catches up at the next move, so a paste does not wrap the text per key.
            insert(character, at: cursor)
            return true
        case .enter:
            // A line break is a character of its own: it never joins what is before it (a
            // carriage return set from code would make one "\r\n" character of the two).
            characters.insert("\n", at: cursor)
            commitEdit(cursor: cursor + 1)
            scrollToCursor()
            return true
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            commitEdit(cursor: cursor - 1)
            scrollToCursor()
            return true
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            commitEdit(cursor: cursor)
            scrollToCursor()
            return true
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .control("a"): moveCursor(to: lineStart(characters, cursor))
        case .end, .control("e"): moveCursor(to: lineEnd(characters, cursor))
        case .up, .down:
            let start = lineStart(characters, cursor)
            let column = cursor - start
            if key == .up {
                guard start > 0 else { return false }
                let previousStart = lineStart(characters, start - 1)
                moveCursor(to: min(previousStart + column, start - 1))
            } else {
                let end = lineEnd(characters, cursor)
                guard end < characters.count else { return false }
                let nextStart = end + 1
                moveCursor(to: min(nextStart + column, lineEnd(characters, nextStart)))
            }
        default:
            return false
        }
        return true
    }

    private func insert(_ character: Character, at cursor: Int) {
        // A scalar that joins the character before the cursor (a combining mark, a skin tone,
        // the rest of a ZWJ sequence) becomes part of it.
        if cursor > 0 {
            let joined = String(characters[cursor - 1]) + String(character)
            if joined.count == 1 {
                characters[cursor - 1] = Character(joined)
                return commitEdit(cursor: cursor)
            }
        }
        characters.insert(character, at: cursor)
        commitEdit(cursor: cursor + 1)
    }

    /// Writes ``text`` from ``characters`` after an edit and puts the cursor at `cursor`.
    private func commitEdit(cursor: Int) {
        isCommittingEdit = true
        text = String(characters)
        isCommittingEdit = false
        self.cursor = min(cursor, characters.count)
        setNeedsDisplay()
    }

    private func moveCursor(to position: Int) {
        let clamped = max(0, min(characters.count, position))
        guard clamped != cursor else { return }
        cursor = clamped
        scrollToCursor()
        setNeedsDisplay()
    }

    private func lineStart(_ characters: [Character], _ position: Int) -> Int {
        var index = min(position, characters.count)
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd(_ characters: [Character], _ position: Int) -> Int {
        var index = min(position, characters.count)
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    /// The text cut into rows of at most `width` columns: each row's first character's index
    /// and its characters. An empty line is one empty row.
    private func rows(width: Int) -> [(start: Int, characters: [Character])] {
        var rows: [(start: Int, characters: [Character])] = []
        var row: [Character] = []
        var rowStart = 0
        var rowWidth = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append((rowStart, row))
                row = []
                rowStart = index + 1
                rowWidth = 0
                continue
            }
            let shown = TextField.drawable(character)
            let characterWidth = DisplayWidth.of(shown)
            if rowWidth + characterWidth > width && !row.isEmpty {
                rows.append((rowStart, row))
                row = []
                rowStart = index
                rowWidth = 0
            }
            row.append(shown)
            rowWidth += characterWidth
        }
        rows.append((rowStart, row))
        return rows
    }

    public override func draw(in canvas: inout Canvas) {
        let width = max(1, frame.width)
        canvas.fill(frame, with: " ", style: .plain)
        if text.isEmpty && !isFocused {
            canvas.draw(
                DisplayWidth.truncate(placeholder, toWidth: width), at: frame.origin,
                style: Appearance.current.secondary,
                clip: frame)
            return
        }
        // The cursor keeps one column free at the end of a full row.
        let rows = rows(width: max(1, width - 1))
        let cursorRow = rows.lastIndex { $0.start <= cursor } ?? 0
        var first = min(firstVisibleRow, cursorRow)
        if cursorRow >= first + frame.height { first = cursorRow - frame.height + 1 }
        for offset in 0..<max(0, frame.height) {
            let index = first + offset
            guard index < rows.count else { break }
            canvas.draw(
                String(rows[index].characters), at: Point(x: frame.x, y: frame.y + offset), style: .plain, clip: frame)
        }
        if isFocused {
            let row = rows[cursorRow]
            let column = DisplayWidth.of(String(row.characters.prefix(cursor - row.start)))
            canvas.cursor = Point(x: frame.x + column, y: frame.y + cursorRow - first)
        }
    }

    /// Scrolls so that the cursor's row is shown; called after every edit and move, never
    /// while drawing, so that drawing stays a pure read of state.
    private func scrollToCursor() {
        let rows = rows(width: max(1, frame.width - 1))
        let cursorRow = rows.lastIndex { $0.start <= cursor } ?? 0
        if cursorRow < firstVisibleRow { firstVisibleRow = cursorRow }
        if frame.height > 0 && cursorRow >= firstVisibleRow + frame.height {
            firstVisibleRow = cursorRow - frame.height + 1
        }
    }
}

@MainActor
extension Reactive where Base: TextView {
    /// The editor's text, lines separated by "\n". Observing emits the current text at once,
    /// then the text after every edit (each key, Enter included); binding replaces the text
    /// (emitted too). Never `nil`: `.orEmpty` gives `String`.
    public var text: ControlProperty<String?> {
        let view = base
        return ControlProperty(
            values: view.textRelay.asObservable().map { Optional($0) },
            valueSink: Binder(mainActor: view) { view, text in view.text = text ?? "" }
        )
    }
}
