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
        get { storage }
        set {
            guard newValue != storage else { return }
            (storage, characters) = TextEdit.cut(newValue, to: maximumLength)
            rows = WrappedRows()
            textChanged()
            if storage.utf8.count != newValue.utf8.count { truncations.accept(maximumLength) }
        }
    }
    /// The text, edited in place by typing (a `didSet` would copy it for every key).
    private var storage: String
    /// The text as characters (grapheme clusters), kept with it so that an edit costs no
    /// re-segmentation of the whole text: a long paste is typed in time linear in its length.
    private var characters: [Character]
    /// Shown dimmed while the text is empty and the view is not focused.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The lines it asks for when laid out (it scrolls past them).
    public var preferredLines: Int { didSet { if preferredLines != oldValue { setNeedsDisplay() } } }
    /// The cursor's position, in characters from the start of the text.
    public private(set) var cursor = 0
    /// The most characters (grapheme clusters) the text holds: 1,048,576 (a megabyte of ASCII; line breaks count)
    /// by default. Text from outside — a paste, a value bound to ``text`` — is cut there, so
    /// its size never sets what is allocated; ``insertText(_:)`` says when it cut, and so does
    /// `rx.textTruncated`, which the running application shows on its bottom line
    /// (``WidgetStrings/textCut``). Lowering it cuts the present text.
    public var maximumLength = TextView.defaultMaximumLength {
        didSet {
            guard characters.count > maximumLength else { return }
            (storage, characters) = TextEdit.cut(storage, to: maximumLength)
            rows = WrappedRows()
            textChanged()
            truncations.accept(maximumLength)
        }
    }
    /// ``maximumLength``'s default.
    public static let defaultMaximumLength = 1_048_576
    /// The limit, each time text was cut at it (`rx.textTruncated`).
    let truncations = PublishRelay<Int>()
    /// The first wrapped row shown.
    private var firstVisibleRow = 0
    /// Where the text breaks into rows, as far as it was drawn: a cache that drawing fills.
    private var rows = WrappedRows()
    let textRelay: BehaviorRelay<String>

    /// An editor holding `text`, the cursor at its end, asking for `preferredLines` lines.
    public init(text: String = "", placeholder: String = "", preferredLines: Int = 6) {
        (storage, characters) = TextEdit.cut(text, to: Self.defaultMaximumLength)
        self.placeholder = placeholder
        self.preferredLines = preferredLines
        textRelay = BehaviorRelay(value: storage)
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
            insertText(String(character))
            return true
        case .enter:
            // A line break is a character of its own: it never joins what is before it (a
            // carriage return set from code would make one "\r\n" character of the two).
            insertText("\n")
            scrollToCursor()
            return true
        case .backspace:
            guard cursor > 0 else { return true }
            remove(at: cursor - 1)
            scrollToCursor()
            return true
        case .delete:
            guard cursor < characters.count else { return true }
            remove(at: cursor)
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

    /// Types `text` at the cursor as one edit, as the keys of a paste read in one batch are:
    /// each "\n" a line break of its own, every other scalar joining the character before it
    /// when they form one — the same text and cursor as typing it key by key, in time linear in
    /// its length (plus one copy of the view's text), and one change reported to `rx.text`.
    ///
    /// Characters past ``maximumLength`` are not typed: the paste is cut there, and the result
    /// says so (`false`), as `rx.textTruncated` does; the text up to the cut is still one edit.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard !text.isEmpty else { return true }
        let start = min(cursor, characters.count)
        let index = storage.scalarIndex(ofCharacter: start, in: characters)
        rows.invalidate(from: start)
        var edit = TextEdit(taking: &characters, cursor: start, joinsFollowing: false, limit: maximumLength)
        for scalar in text.unicodeScalars {
            if scalar == "\n" { edit.breakLine() } else { edit.type(scalar) }
        }
        storage.splice(edit.inserted, at: index)
        (characters, cursor) = edit.finish()
        textChanged()
        if edit.wasCut { truncations.accept(maximumLength) }
        return !edit.wasCut
    }

    /// Removes the character at `offset` and puts the cursor where it was.
    private func remove(at offset: Int) {
        let start = storage.scalarIndex(ofCharacter: offset, in: characters)
        let end = storage.utf8.index(start, offsetBy: characters[offset].utf8.count)
        storage.removeScalars(in: start..<end)
        rows.invalidate(from: offset)
        characters.remove(at: offset)
        cursor = offset
        textChanged()
    }

    /// Reports the text after it changed, keeping the cursor inside it.
    private func textChanged() {
        cursor = min(cursor, characters.count)
        textRelay.accept(storage)
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

    public override func draw(in canvas: inout Canvas) {
        let width = max(1, frame.width)
        canvas.fill(frame, with: " ", style: .plain)
        if characters.isEmpty && !isFocused {
            canvas.draw(
                DisplayWidth.truncate(placeholder, toWidth: width), at: frame.origin,
                style: Appearance.current.secondary,
                clip: frame)
            return
        }
        // The cursor keeps one column free at the end of a full row. Only the rows up to the
        // last one shown are wrapped (and kept for the next frame).
        let rowWidth = max(1, width - 1)
        let cursorRow = rows.row(of: cursor, in: characters, width: rowWidth)
        var first = min(firstVisibleRow, cursorRow)
        if cursorRow >= first + frame.height { first = cursorRow - frame.height + 1 }
        for offset in 0..<max(0, frame.height) {
            guard let row = rows.characters(ofRow: first + offset, in: characters, width: rowWidth) else { break }
            canvas.draw(
                String(row.map(TextField.drawable)), at: Point(x: frame.x, y: frame.y + offset), style: .plain,
                clip: frame)
        }
        if isFocused, let row = rows.characters(ofRow: cursorRow, in: characters, width: rowWidth) {
            let column = row[..<min(cursor, row.endIndex)].reduce(0) { $0 + DisplayWidth.of(TextField.drawable($1)) }
            canvas.cursor = Point(x: frame.x + column, y: frame.y + cursorRow - first)
        }
    }

    /// Scrolls so that the cursor's row is shown; called after every edit and move, never
    /// while drawing, so that drawing stays a pure read of state.
    private func scrollToCursor() {
        let cursorRow = rows.row(of: cursor, in: characters, width: max(1, frame.width - 1))
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

    /// Emits ``TextView/maximumLength`` each time text was cut at it: a paste past it (typed up
    /// to it), text set past it, the limit lowered under the text. A screen shows it its own
    /// way; the running application already says so on its bottom line until the next key.
    /// Never completes while the editor lives.
    public var textTruncated: ControlEvent<Int> { ControlEvent(events: base.truncations.asObservable()) }
}
