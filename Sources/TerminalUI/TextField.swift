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
        didSet {
            if text != oldValue {
                cursor = min(cursor, text.count)
                textRelay.accept(text)
                setNeedsDisplay()
            }
        }
    }
    /// Shown dimmed while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// Draws a bullet for every character (tokens, passwords).
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }
    /// The cursor's position, in characters.
    public private(set) var cursor = 0
    let textRelay: BehaviorRelay<String>
    let events = PublishRelay<Event>()

    /// A field holding `text`, the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        textRelay = BehaviorRelay(value: text)
        cursor = text.count
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
        let characters = Array(text)
        let cursor = min(self.cursor, characters.count)
        var before = String(characters[..<cursor])
        var after = String(characters[cursor...])
        switch key {
        case .character(let character):
            before.append(character)
        case .backspace:
            guard !before.isEmpty else { return true }
            before.removeLast()
        case .delete:
            guard !after.isEmpty else { return true }
            after.removeFirst()
        case .left:
            self.cursor = max(0, cursor - 1)
            setNeedsDisplay()
            return true
        case .right:
            self.cursor = min(characters.count, cursor + 1)
            setNeedsDisplay()
            return true
        case .home, .control("a"):
            self.cursor = 0
            setNeedsDisplay()
            return true
        case .end, .control("e"):
            self.cursor = characters.count
            setNeedsDisplay()
            return true
        case .control("u"):
            before = ""
            after = ""
        case .enter:
            events.accept(.editingDidEndOnExit)
            return true
        default:
            return false
        }
        let edited = before + after
        text = edited
        self.cursor = min(before.count, edited.count)
        events.accept(.editingChanged)
        setNeedsDisplay()
        return true
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

    /// The visible symbol for a zero-width character that no base can carry.
    private static func standIn(for character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first else { return "\u{FFFD}" }
        switch scalar.value {
        case 0x00..<0x20: return Character(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
        case 0x7F: return "\u{2421}"
        default: return "\u{FFFD}"
        }
    }

    public override func draw(in canvas: inout Canvas) {
        let width = max(0, frame.width)
        // One drawn character per character of the text, not re-segmented, so the cursor's
        // index is the same in both.
        let characters: [Character] =
            isSecureTextEntry ? Array(repeating: "•", count: text.count) : text.map(TextField.drawable)
        canvas.fill(Rect(x: frame.x, y: frame.y, width: width, height: 1), with: " ", style: Appearance.current.field)
        if text.isEmpty && !isFocused {
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
            let characterWidth = DisplayWidth.of(characters[start - 1])
            if widthBeforeCursor + characterWidth >= width { break }
            widthBeforeCursor += characterWidth
            start -= 1
        }
        var visible = ""
        var visibleWidth = 0
        for character in characters[start...] {
            if visibleWidth >= width { break }
            visible.append(character)
            visibleWidth += DisplayWidth.of(character)
        }
        canvas.draw(visible, at: frame.origin, style: Appearance.current.field, clip: frame)
        if isFocused {
            canvas.cursor = Point(x: frame.x + widthBeforeCursor, y: frame.y)
        }
    }
}
