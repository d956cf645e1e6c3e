import RxCore
import RxUI

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
    /// Whether a stopped indicator takes no room at all: in a ``StackView`` it gets no line and
    /// no spacing, as if hidden, so stopping it leaves no blank line (`true` by default).
    public var hidesWhenStopped = true { didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } } }
    /// Shown beside the spinner ("Loading…").
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }

    static var animatingCount = 0

    /// A stopped indicator with `text`.
    public init(text: String? = nil) {
        self.text = text ?? WidgetStrings.current.loading
        super.init()
    }

    isolated deinit {
        guard isAnimating else { return }
        ActivityIndicatorView.animatingCount -= 1
        TerminalApplication.current?.animatingIndicatorsChanged()
    }

    override var takesNoRoom: Bool { isHidden || (!isAnimating && hidesWhenStopped) }

    public override func intrinsicHeight(forWidth width: Int) -> Int { (!isAnimating && hidesWhenStopped) ? 0 : 1 }
    public override func intrinsicWidth() -> Int {
        DisplayWidth.of(text, upTo: TerminalApplication.maximumSize.width) + 2
    }

    public override func draw(in canvas: inout Canvas) {
        guard isAnimating || !hidesWhenStopped else { return }
        let tick = TerminalApplication.current?.animationTick ?? 0
        let spinner = isAnimating ? ActivityIndicatorView.frames[tick % ActivityIndicatorView.frames.count] : " "
        canvas.draw("\(spinner) \(text)", at: frame.origin, style: Appearance.current.accent, clip: frame)
    }
}
