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
        let label = Label(text, style: Appearance.current.secondary)
        label.cutsBeforeWords = true
        return label
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    /// The text's width, measured only up to the widest window drawn
    /// (``TerminalApplication/maximumSize``): past it, any wider width lays out the same.
    public override func intrinsicWidth() -> Int {
        DisplayWidth.of(text, upTo: TerminalApplication.maximumSize.width)
    }

    public override func draw(in canvas: inout Canvas) {
        let line =
            cutsBeforeWords
            ? DisplayWidth.truncateAtWord(text, toWidth: frame.width)
            : DisplayWidth.truncate(text, toWidth: frame.width)
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
