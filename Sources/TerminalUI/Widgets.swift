import RxCore
import RxUI

/// One line of text, cut with "…" when it does not fit.
public final class Label: View {
    /// Where a label's text sits when the label is wider than the text.
    public enum Alignment: Sendable {
        /// Against the left edge.
        case left
        /// In the middle, the extra column (if any) on the right.
        case center
        /// Against the right edge.
        case right
    }

    /// The text; longer than the label's width, it is cut with "…".
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// How the text is drawn.
    public var style: TextStyle { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Where the text sits in a wider label.
    public var alignment: Alignment
    /// Whether text too long for the label is cut before a word ("Enter: open  r: refresh …")
    /// rather than inside one. Key hints set it.
    public var cutsBeforeWords = false { didSet { if cutsBeforeWords != oldValue { setNeedsDisplay() } } }

    /// A one-line label.
    public init(_ text: String = "", style: TextStyle = .plain, alignment: Alignment = .left) {
        self.text = text
        self.style = style
        self.alignment = alignment
        super.init()
    }

    /// A line of key hints ("Enter: open  r: refresh  q: quit"): dimmed, and cut before a
    /// word with "…" when the terminal is too narrow for all of it.
    public static func keyHints(_ text: String = "") -> Label {
        let label = Label(text, style: TextStyle(dim: true))
        label.cutsBeforeWords = true
        return label
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    public override func intrinsicWidth() -> Int { DisplayWidth.of(text) }

    public override func draw(in canvas: inout Canvas) {
        let line = cutsBeforeWords ? DisplayWidth.truncateAtWord(text, toWidth: frame.width) : DisplayWidth.truncate(text, toWidth: frame.width)
        let width = DisplayWidth.of(line)
        let x: Int
        switch alignment {
        case .left: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .right: x = frame.maxX - width
        }
        canvas.draw(line, at: Point(x: x, y: frame.y), style: style, clip: frame)
    }
}

/// A pressable button: Enter or Space while focused taps it.
public final class Button: View {
    /// The label inside the brackets.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// A disabled button is dimmed, cannot take the focus and ignores taps.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    let taps = PublishRelay<Void>()

    /// An enabled button labelled `title`.
    public init(_ title: String) {
        self.title = title
        super.init()
    }

    public override var canBecomeFocused: Bool { isEnabled }
    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    public override func intrinsicWidth() -> Int { DisplayWidth.of(title) + 4 }

    /// Taps the button as a key press would.
    public func sendTap() {
        if isEnabled { taps.accept(()) }
    }

    /// Enter or Space taps the button.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            sendTap()
            return true
        default:
            return false
        }
    }

    public override func draw(in canvas: inout Canvas) {
        let style = isFocused ? TextStyle(bold: true, inverse: true) : TextStyle(dim: !isEnabled)
        canvas.draw(DisplayWidth.truncate("[ \(title) ]", toWidth: frame.width), at: frame.origin, style: style, clip: frame)
    }
}

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
        canvas.fill(Rect(x: frame.x, y: frame.y, width: width, height: 1), with: " ", style: TextStyle(underline: true))
        if text.isEmpty && !isFocused {
            canvas.draw(DisplayWidth.truncate(placeholder, toWidth: width), at: frame.origin, style: TextStyle(dim: true, underline: true), clip: frame)
            return
        }
        // Scroll so that the cursor stays visible.
        let characters = Array(shown)
        let cursor = min(self.cursor, characters.count)
        var start = 0
        while DisplayWidth.of(String(characters[start..<cursor])) >= width && start < cursor { start += 1 }
        let visible = String(characters[start...])
        canvas.draw(visible, at: frame.origin, style: TextStyle(underline: true), clip: frame)
        if isFocused {
            canvas.cursor = Point(x: frame.x + DisplayWidth.of(String(characters[start..<cursor])), y: frame.y)
        }
    }
}

/// A row of mutually exclusive choices; Left and Right change the selection while focused.
public final class SegmentedControl: View {
    /// The segments' titles, left to right.
    public var segments: [String] { didSet { if segments != oldValue { setNeedsDisplay() } } }
    /// The selected segment; Left and Right move it, and each change reaches `rx.selectedSegmentIndex`.
    public var selectedSegmentIndex: Int {
        didSet {
            if selectedSegmentIndex != oldValue {
                selection.accept(selectedSegmentIndex)
                setNeedsDisplay()
            }
        }
    }
    let selection: BehaviorRelay<Int>

    /// A control of `segments` with one selected.
    public init(segments: [String], selectedSegmentIndex: Int = 0) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        selection = BehaviorRelay(value: selectedSegmentIndex)
        super.init()
    }

    /// Whether Tab stops here. A screen that forwards Left/Right to the control from anywhere
    /// turns this off, so that Tab never strands the focus on it.
    public var isFocusable = true

    public override var canBecomeFocused: Bool { isFocusable && !isHidden }
    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    public override func intrinsicWidth() -> Int { segments.map { DisplayWidth.of($0) + 3 }.reduce(0, +) }

    /// ←/→ select the previous or next segment, stopping at the ends.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .left:
            selectedSegmentIndex = max(0, selectedSegmentIndex - 1)
            return true
        case .right:
            selectedSegmentIndex = min(segments.count - 1, selectedSegmentIndex + 1)
            return true
        default:
            return false
        }
    }

    public override func draw(in canvas: inout Canvas) {
        var x = frame.x
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            let style = TextStyle(bold: selected, underline: isFocused && selected, inverse: selected)
            x += canvas.draw(" \(segment) ", at: Point(x: x, y: frame.y), style: style, clip: frame)
            if index < segments.count - 1 { x += canvas.draw("|", at: Point(x: x, y: frame.y), style: TextStyle(dim: true), clip: frame) }
        }
    }
}

/// A spinner shown while work is in progress.
public final class ActivityIndicatorView: View {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Whether the spinner turns; while any does, the application redraws for it.
    public var isAnimating = false {
        didSet {
            if isAnimating != oldValue {
                ActivityIndicatorView.animatingCount += isAnimating ? 1 : -1
                TerminalApplication.current?.animatingIndicatorsChanged()
                setNeedsDisplay()
            }
        }
    }
    /// Whether a stopped indicator takes no room at all.
    public var hidesWhenStopped = true
    /// Shown beside the spinner ("Loading…").
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }

    static var animatingCount = 0

    /// A stopped indicator with `text`.
    public init(text: String = "Loading…") {
        self.text = text
        super.init()
    }

    isolated deinit {
        guard isAnimating else { return }
        ActivityIndicatorView.animatingCount -= 1
        TerminalApplication.current?.animatingIndicatorsChanged()
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { (!isAnimating && hidesWhenStopped) ? 0 : 1 }
    public override func intrinsicWidth() -> Int { DisplayWidth.of(text) + 2 }

    public override func draw(in canvas: inout Canvas) {
        guard isAnimating || !hidesWhenStopped else { return }
        let tick = TerminalApplication.current?.animationTick ?? 0
        let spinner = isAnimating ? ActivityIndicatorView.frames[tick % ActivityIndicatorView.frames.count] : " "
        canvas.draw("\(spinner) \(text)", at: frame.origin, style: TextStyle(foreground: .cyan), clip: frame)
    }
}

/// The bar at the top of a screen: a back hint when there is somewhere to go back to, and
/// the title.
public final class NavigationBar: View {
    /// The screen's title, cut to fit.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// Whether "‹ Back (Esc)" precedes the title (set for pushed screens).
    public var showsBack = false { didSet { if showsBack != oldValue { setNeedsDisplay() } } }
    /// Shown at the right edge: how to leave a text field while one is focused.
    public var hint: String? { didSet { if hint != oldValue { setNeedsDisplay() } } }
    /// Shown at the right edge when there is no ``hint``: a status such as who is signed in.
    public var detail: String? { didSet { if detail != oldValue { setNeedsDisplay() } } }

    /// A bar showing `title`.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }

    public override func draw(in canvas: inout Canvas) {
        let style = TextStyle(bold: true, inverse: true)
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: style)
        var x = frame.x
        if showsBack { x += canvas.draw("‹ Back (Esc)  ", at: Point(x: x, y: frame.y), style: style, clip: frame) }
        let right = hint ?? detail
        let hintWidth = right.map { DisplayWidth.of($0) + 2 } ?? 0
        let titleWidth = frame.maxX - x - hintWidth
        if let hint = right, titleWidth >= 10 {
            canvas.draw(DisplayWidth.truncate(title, toWidth: titleWidth), at: Point(x: x, y: frame.y), style: style, clip: frame)
            canvas.draw(hint, at: Point(x: frame.maxX - hintWidth + 1, y: frame.y), style: style, clip: frame)
        } else {
            canvas.draw(DisplayWidth.truncate(title, toWidth: frame.maxX - x), at: Point(x: x, y: frame.y), style: style, clip: frame)
        }
    }
}

/// A message at the bottom of a screen: an error (with what to press to retry) or a notice.
/// Long messages wrap at word boundaries onto up to ``maximumLines`` lines, so the hint at
/// the end is not cut off. Hidden when there is no message.
public final class BannerView: View {
    /// An error (red, with ✖) or a notice.
    public enum Kind: Sendable {
        /// A failure: red, with ✖.
        case error
        /// A notice.
        case info
    }

    /// The message; `nil` hides the banner.
    public var message: String? {
        didSet {
            isHidden = message == nil
            if message != oldValue { setNeedsDisplay() }
        }
    }
    /// How the message is drawn.
    public var kind: Kind = .error { didSet { if kind != oldValue { setNeedsDisplay() } } }

    public override init() {
        super.init()
        isHidden = true
    }

    /// The most lines a message takes; beyond them it is cut with "…".
    public static let maximumLines = 3

    private func lines(forWidth width: Int) -> [String] {
        guard let message else { return [] }
        let lines = DisplayWidth.wrap((kind == .error ? "✖ " : "✔ ") + message, toWidth: max(1, width))
        guard lines.count > Self.maximumLines else { return lines }
        var kept = Array(lines.prefix(Self.maximumLines))
        kept[kept.count - 1] = DisplayWidth.truncate(kept[kept.count - 1] + " …", toWidth: width)
        return kept
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { lines(forWidth: width).count }

    public override func draw(in canvas: inout Canvas) {
        let style = TextStyle(bold: true, inverse: true, foreground: kind == .error ? .red : .green)
        for (offset, line) in lines(forWidth: frame.width).enumerated() where offset < frame.height {
            canvas.fill(Rect(x: frame.x, y: frame.y + offset, width: frame.width, height: 1), style: style)
            canvas.draw(DisplayWidth.truncate(line, toWidth: frame.width), at: Point(x: frame.x, y: frame.y + offset), style: style, clip: frame)
        }
    }
}
