import RxCore
import RxUI

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

    /// The lines drawn. Only the start of the message that ``maximumLines`` lines can show is
    /// wrapped (``DisplayWidth/wrappable(_:lines:width:)``): a megabyte from a server costs a
    /// frame what three lines cost.
    private func lines(forWidth width: Int) -> [String] {
        guard let message else { return [] }
        let (shown, isWhole) = DisplayWidth.wrappable(message, lines: Self.maximumLines, width: width)
        let lines = DisplayWidth.wrap((kind == .error ? "✖ " : "✔ ") + String(shown), toWidth: max(1, width))
        guard lines.count > Self.maximumLines || !isWhole else { return lines }
        var kept = Array(lines.prefix(Self.maximumLines))
        guard let last = kept.last else { return ["…"] }
        kept[kept.count - 1] = DisplayWidth.truncate(last + " …", toWidth: width)
        return kept
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int { lines(forWidth: width).count }

    public override func draw(in canvas: inout Canvas) {
        let style = kind == .error ? Appearance.current.error : Appearance.current.information
        for (offset, line) in lines(forWidth: frame.width).enumerated() where offset < frame.height {
            canvas.fill(Rect(x: frame.x, y: frame.y + offset, width: frame.width, height: 1), style: style)
            canvas.draw(
                DisplayWidth.truncate(line, toWidth: frame.width), at: Point(x: frame.x, y: frame.y + offset),
                style: style, clip: frame)
        }
    }
}
