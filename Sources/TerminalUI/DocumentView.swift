import RxCore
import RxUI

/// A run of text in one style: a piece of a ``DocumentParagraph``.
public struct StyledText: Equatable, Sendable {
    /// The characters of the run.
    public var text: String
    /// How they are drawn.
    public var style: TextStyle

    /// A run of `text` in `style`.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// A paragraph of a ``DocumentView``: styled runs wrapped to the view's width at word
/// boundaries, or — for code — kept as one line and cut at the edge.
public struct DocumentParagraph: Equatable, Sendable {
    /// The runs, in order; words may cross from one run to the next.
    public var runs: [StyledText]
    /// Text put before every line the paragraph wraps onto after its first (a list item's
    /// hanging indent, a quote's bar).
    public var continuation: String
    /// Whether it wraps; code keeps its spaces and is cut instead.
    public var wraps: Bool

    /// A paragraph of `runs`; `continuation` starts every line after the first, and `wraps: false` keeps one line cut at the edge.
    public init(_ runs: [StyledText], continuation: String = "", wraps: Bool = true) {
        self.runs = runs
        self.continuation = continuation
        self.wraps = wraps
    }

    /// A blank line.
    public static let blank = DocumentParagraph([])
}

/// Read-only styled text that scrolls, like a non-editable `UITextView`: a README, an issue
/// and its comments. Paragraphs are wrapped once per change — new ``paragraphs`` or a new
/// width (a resize re-wraps them) — and the lines are kept between frames: a frame, a scroll or
/// a key costs what the shown lines cost, however long the document. The one wrap is linear in
/// the document's length (a 1 MB paragraph from a server is wrapped once when it arrives), and
/// all of it is needed: the line count bounds the scrolling. Keys: Up/Down scroll a line, Page Up/Down a screen, Home/End jump; Down at
/// the end asks for more (`rx.reachedBottom`) and `r` for a refresh.
public final class DocumentView: View {
    /// The text; replacing it keeps the scroll position when the old lines are still there
    /// (more comments arriving below), and starts at the top after a refresh.
    public var paragraphs: [DocumentParagraph] = [] {
        didSet {
            wrappedWidth = -1
            if resetsOnNextParagraphs {
                resetsOnNextParagraphs = false
                topLine = 0
            }
            setNeedsDisplay()
        }
    }
    /// Shown when there is no text.
    public var emptyText = "" { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// The first line shown.
    public private(set) var topLine = 0

    private var wrappedWidth = -1
    private var wrapped: [[StyledText]] = []
    private var resetsOnNextParagraphs = false

    let bottomReached = PublishRelay<Void>()
    let refreshes = PublishRelay<Void>()

    public override init() {
        super.init()
        sizing = .flexible(1)
    }

    public override var canBecomeFocused: Bool { true }

    /// The lines as drawn at `width` (for tests and the scroll bounds).
    public func lines(forWidth width: Int) -> [[StyledText]] {
        if width != wrappedWidth {
            wrapped = paragraphs.flatMap { Self.wrap($0, width: width) }
            wrappedWidth = width
        }
        return wrapped
    }

    private var lineCount: Int { lines(forWidth: max(1, frame.width)).count }
    private var lastTopLine: Int { max(0, lineCount - frame.height) }

    /// ↑/↓ scroll a line, PageUp/PageDown a page, Home/End to the top and bottom; Down or PageDown at the bottom, and End, fire `bottomReached`; `r` or F5 fires `refreshes`.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .down:
            if topLine >= lastTopLine { bottomReached.accept(()) } else { topLine += 1 }
        case .up: topLine = max(0, topLine - 1)
        case .pageDown:
            if topLine >= lastTopLine { bottomReached.accept(()) }
            topLine = min(lastTopLine, topLine + max(1, frame.height - 1))
        case .pageUp: topLine = max(0, topLine - max(1, frame.height - 1))
        case .home: topLine = 0
        case .end:
            topLine = lastTopLine
            bottomReached.accept(())
        case .character("r"), .function(5):
            resetsOnNextParagraphs = true
            refreshes.accept(())
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        let lines = lines(forWidth: max(1, frame.width))
        if lines.isEmpty {
            canvas.draw(
                DisplayWidth.truncate(emptyText, toWidth: frame.width), at: frame.origin,
                style: Appearance.current.secondary,
                clip: frame)
            return
        }
        topLine = min(topLine, lastTopLine)
        for offset in 0..<frame.height {
            let index = topLine + offset
            guard index < lines.count else { break }
            var x = frame.x
            for run in lines[index] {
                x += canvas.draw(run.text, at: Point(x: x, y: frame.y + offset), style: run.style, clip: frame)
            }
        }
        // Where the reader is, when not everything fits.
        if lines.count > frame.height, frame.width > 8 {
            let mark = topLine >= lastTopLine ? " end " : " \(min(99, (topLine + frame.height) * 100 / lines.count))% "
            canvas.draw(
                mark, at: Point(x: frame.maxX - DisplayWidth.of(mark), y: frame.maxY - 1),
                style: Appearance.combine(Appearance.current.secondary, TextStyle(inverse: true)), clip: frame)
        }
    }

    /// Breaks a paragraph into lines of at most `width` cells.
    static func wrap(_ paragraph: DocumentParagraph, width: Int) -> [[StyledText]] {
        guard !paragraph.runs.isEmpty else { return [[]] }
        guard paragraph.wraps else {
            var line: [StyledText] = []
            var used = 0
            for run in paragraph.runs where used < width {
                let piece = DisplayWidth.truncate(run.text, toWidth: width - used)
                used += DisplayWidth.of(piece)
                line.append(StyledText(piece, style: run.style))
            }
            return [line]
        }
        // Words keep their style; a space between words takes the style of the word before it.
        // Spaces before the first word are kept as part of it (a nested list item's indent).
        var words: [(text: String, style: TextStyle, spaceBefore: Bool)] = []
        var pendingSpace = false
        for run in paragraph.runs {
            var current = ""
            var currentIsSpaces = true
            for character in run.text {
                if character == " " && !(words.isEmpty && currentIsSpaces) {
                    if !current.isEmpty {
                        words.append((current, run.style, pendingSpace))
                        (current, currentIsSpaces) = ("", true)
                    }
                    pendingSpace = true
                } else {
                    if current.isEmpty && words.isEmpty { pendingSpace = false }
                    current.append(character)
                    currentIsSpaces = currentIsSpaces && character == " "
                }
            }
            if !current.isEmpty {
                words.append((current, run.style, pendingSpace))
                pendingSpace = false
            }
        }
        var lines: [[StyledText]] = []
        var line: [StyledText] = []
        var used = 0
        let indent = paragraph.continuation
        let indentWidth = DisplayWidth.of(paragraph.continuation)
        func newLine() {
            lines.append(line)
            line = indent.isEmpty ? [] : [StyledText(indent, style: Appearance.current.secondary)]
            used = indentWidth
        }
        for word in words {
            var text = word.text
            let space = word.spaceBefore && used > (lines.isEmpty ? 0 : indentWidth) ? 1 : 0
            if used + space + DisplayWidth.of(text) > width, used > (lines.isEmpty ? 0 : indentWidth) {
                newLine()
            } else if space == 1 {
                line.append(StyledText(" ", style: word.style))
                used += 1
            }
            // A word wider than the line is cut into pieces, in one pass over its characters
            // (a server may send a word of 100,000 characters). A character wider than a whole
            // line stops the cutting: the rest is drawn as it is, clipped.
            if DisplayWidth.of(text) > width - used, width - used > 0 {
                var head = ""
                var headWidth = 0
                var index = text.startIndex
                while index < text.endIndex {
                    let characterWidth = DisplayWidth.of(text[index])
                    if headWidth + characterWidth > width - used {
                        if head.isEmpty { break }
                        line.append(StyledText(head, style: word.style))
                        newLine()
                        (head, headWidth) = ("", 0)
                        continue
                    }
                    head.append(text[index])
                    headWidth += characterWidth
                    index = text.index(after: index)
                }
                text = head + text[index...]
            }
            line.append(StyledText(text, style: word.style))
            used += DisplayWidth.of(text)
        }
        lines.append(line)
        return lines
    }
}

@MainActor
extension Reactive where Base: DocumentView {
    /// Emits when Down (or End) reaches the end of the text: time to load more (a long log, a
    /// paged README).
    public var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.bottomReached.asObservable()) }

    /// Emits when the user asks for a refresh: `r` or F5 while the view is focused.
    public var refresh: ControlEvent<Void> { ControlEvent(events: base.refreshes.asObservable()) }

    /// Accepts the document's paragraphs: each array replaces the text shown, wrapped to the
    /// view's width.
    public var paragraphs: Binder<[DocumentParagraph]> {
        Binder(base) { view, paragraphs in view.paragraphs = paragraphs }
    }
}
