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

    /// A character with no width of its own — a combining mark typed first, with nothing to
    /// join — is drawn on a dotted circle (U+25CC), as terminals and editors show it, so that
    /// it can be seen and the cursor stays on the cell after it.
    static func drawable(_ character: Character) -> Character {
        guard DisplayWidth.of(character) == 0 else { return character }
        return Character("\u{25CC}" + String(character))
    }

    public override func draw(in canvas: inout Canvas) {
        let width = max(0, frame.width)
        let shown = isSecureTextEntry ? String(repeating: "•", count: text.count) : String(text.map(TextField.drawable))
        canvas.fill(Rect(x: frame.x, y: frame.y, width: width, height: 1), with: " ", style: Appearance.current.field)
        if text.isEmpty && !isFocused {
            canvas.draw(
                DisplayWidth.truncate(placeholder, toWidth: width), at: frame.origin,
                style: Appearance.combine(Appearance.current.field, Appearance.current.secondary), clip: frame)
            return
        }
        // Scroll so that the cursor stays visible.
        let characters = Array(shown)
        let cursor = min(self.cursor, characters.count)
        var start = 0
        while DisplayWidth.of(String(characters[start..<cursor])) >= width && start < cursor { start += 1 }
        let visible = String(characters[start...])
        canvas.draw(visible, at: frame.origin, style: Appearance.current.field, clip: frame)
        if isFocused {
            canvas.cursor = Point(x: frame.x + DisplayWidth.of(String(characters[start..<cursor])), y: frame.y)
        }
    }
}
