import RxCore
import RxUI

/// A one-line text input with a cursor, a placeholder and secure entry.
public final class TextField: View {
    /// The moments a text field reports.
    public enum Event: Sendable {
        /// The field took the focus.
        case editingDidBegin
        /// The field lost the focus.
        case editingDidEnd
        /// Enter was pressed in the field.
        case editingDidEndOnExit
        /// The text changed by typing (not by setting `text`).
        case editingChanged
    }

    /// The text; setting it keeps the cursor inside it and reports the change to `rx.text`.
    public var text: String {
        get { storage }
        set {
            guard newValue != storage else { return }
            (storage, characters) = TextEdit.cut(newValue, to: maximumLength)
            textChanged()
            if storage.utf8.count != newValue.utf8.count { truncations.accept(maximumLength) }
        }
    }
    /// The text, edited in place by typing (a `didSet` would copy it for every key).
    private var storage: String
    /// The text as characters (grapheme clusters), kept with it so that an edit costs no
    /// re-segmentation of the whole text.
    private var characters: [Character]
    /// Shown dimmed while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// Draws a bullet for every character (tokens, passwords).
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }
    /// The cursor's position, in characters.
    public private(set) var cursor = 0
    /// The most characters (grapheme clusters) the text holds: 1,048,576 (a megabyte of ASCII, far past any token or URL)
    /// by default. Text from outside — a paste, a value bound to ``text`` — is cut there, so
    /// its size never sets what is allocated; ``insertText(_:)`` says when it cut, and so does
    /// `rx.textTruncated`, which the running application shows on its bottom line
    /// (``WidgetStrings/textCut``). Lowering it cuts the present text.
    public var maximumLength = TextField.defaultMaximumLength {
        didSet {
            guard characters.count > maximumLength else { return }
            (storage, characters) = TextEdit.cut(storage, to: maximumLength)
            textChanged()
            truncations.accept(maximumLength)
        }
    }
    /// ``maximumLength``'s default.
    public static let defaultMaximumLength = 1_048_576
    /// The limit, each time text was cut at it (`rx.textTruncated`).
    let truncations = PublishRelay<Int>()
    let textRelay: BehaviorRelay<String>
    let events = PublishRelay<Event>()

    /// A field holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        (storage, characters) = TextEdit.cut(text, to: Self.defaultMaximumLength)
        self.placeholder = placeholder
        textRelay = BehaviorRelay(value: storage)
        cursor = characters.count
        super.init()
    }

    public override var canBecomeFocused: Bool { true }
    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    public override func intrinsicWidth() -> Int { 20 }

    public override func didBecomeFocused() { events.accept(.editingDidBegin) }
    public override func didResignFocused() { events.accept(.editingDidEnd) }

    /// Edits work on characters (grapheme clusters): a terminal sends a cluster one scalar at
    /// a time (👍 then 🏽, e then U+0301), and the scalar that joins the character before the
    /// cursor becomes part of it. So after an edit the cursor is counted again, as the
    /// characters of the text before it, never carried over as a keystroke count.
    public override func handle(_ key: Key) -> Bool {
        let cursor = min(self.cursor, characters.count)
        switch key {
        case .character(let character):
            insertText(String(character))
            return true
        case .backspace:
            guard cursor > 0 else { return true }
            remove(at: cursor - 1)
        case .delete:
            guard cursor < characters.count else { return true }
            remove(at: cursor)
        case .left:
            self.cursor = max(0, cursor - 1)
        case .right:
            self.cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            self.cursor = 0
        case .end, .control("e"):
            self.cursor = characters.count
        case .control("u"):
            storage = ""
            characters = []
            self.cursor = 0
            textChanged()
            events.accept(.editingChanged)
        case .enter:
            events.accept(.editingDidEndOnExit)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Types `text` at the cursor as one edit, as the keys of a paste read in one batch are:
    /// the same text and cursor as typing its scalars one by one, in time linear in their
    /// number (plus one copy of the field's text), and one change reported to `rx.text`.
    ///
    /// Characters past ``maximumLength`` are not typed: the paste is cut there, and the result
    /// says so (`false`), as `rx.textTruncated` does; the text up to the cut is still one edit.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard !text.isEmpty else { return true }
        let start = min(cursor, characters.count)
        let index = storage.scalarIndex(ofCharacter: start, in: characters)
        var edit = TextEdit(taking: &characters, cursor: start, joinsFollowing: true, limit: maximumLength)
        for scalar in text.unicodeScalars { edit.type(scalar) }
        storage.splice(edit.inserted, at: index)
        (characters, cursor) = edit.finish()
        textChanged()
        events.accept(.editingChanged)
        if edit.wasCut { truncations.accept(maximumLength) }
        return !edit.wasCut
    }

    /// Removes the character at `offset`; the characters around it are segmented again, as the
    /// text would be (``TextEdit/resegment(_:from:)``), and the cursor stands where it was.
    private func remove(at offset: Int) {
        let start = storage.scalarIndex(ofCharacter: offset, in: characters)
        let end = storage.utf8.index(start, offsetBy: characters[offset].utf8.count)
        storage.removeScalars(in: start..<end)
        characters.remove(at: offset)
        TextEdit.resegment(&characters, from: offset - 1)
        cursor = min(offset, characters.count)
        textChanged()
        events.accept(.editingChanged)
    }

    /// Reports the text after it changed, keeping the cursor inside it.
    private func textChanged() {
        cursor = min(cursor, characters.count)
        textRelay.accept(storage)
        setNeedsDisplay()
    }

    /// How a character with no width of its own is drawn, so that it can be seen and the cursor
    /// stays on the cell after it. A combining mark typed first, with nothing to join, sits on a
    /// dotted circle (U+25CC), as terminals and editors show it. A character that joins nothing —
    /// a control, a format or bidi character (U+00AD, U+200B, U+202E), a tag, a prepended mark —
    /// cannot be joined to the circle: a C0 control is drawn as its Control Pictures symbol
    /// (U+2400…), any other as U+FFFD. Only the drawing changes; the text keeps what was typed.
    static func drawable(_ character: Character) -> Character {
        guard DisplayWidth.of(character) == 0 else { return character }
        let onCircle = "\u{25CC}" + String(character)
        if onCircle.count == 1, let joined = onCircle.first { return joined }
        return standIn(for: character)
    }

    /// The visible symbol for a zero-width character that no base can carry: the terminal
    /// gate's stand-in for its first scalar.
    private static func standIn(for character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first else { return "\u{FFFD}" }
        return Character(TerminalText.standIn(for: scalar))
    }

    /// How one character of the text is drawn: a bullet in secure entry, else ``drawable(_:)``.
    private func shown(_ character: Character) -> Character {
        isSecureTextEntry ? "•" : TextField.drawable(character)
    }

    public override func draw(in canvas: inout Canvas) {
        let width = max(0, frame.width)
        // One drawn character per character of the text, not re-segmented, so the cursor's
        // index is the same in both.
        let characters = self.characters
        canvas.fill(Rect(x: frame.x, y: frame.y, width: width, height: 1), with: " ", style: Appearance.current.field)
        if characters.isEmpty && !isFocused {
            canvas.draw(
                DisplayWidth.truncate(placeholder, toWidth: width), at: frame.origin,
                style: Appearance.combine(Appearance.current.field, Appearance.current.secondary), clip: frame)
            return
        }
        // Scroll so that the cursor stays visible: the characters before it that fit in the
        // field with one cell left for the cursor, counted back from it (linear in what is
        // shown, however long the text).
        let cursor = min(self.cursor, characters.count)
        var start = cursor
        var widthBeforeCursor = 0
        while start > 0 {
            let characterWidth = DisplayWidth.of(shown(characters[start - 1]))
            if widthBeforeCursor + characterWidth >= width { break }
            widthBeforeCursor += characterWidth
            start -= 1
        }
        var visible = ""
        var visibleWidth = 0
        for character in characters[start...] {
            if visibleWidth >= width { break }
            let drawn = shown(character)
            visible.append(drawn)
            visibleWidth += DisplayWidth.of(drawn)
        }
        canvas.draw(visible, at: frame.origin, style: Appearance.current.field, clip: frame)
        if isFocused {
            canvas.cursor = Point(x: frame.x + widthBeforeCursor, y: frame.y)
        }
    }
}
