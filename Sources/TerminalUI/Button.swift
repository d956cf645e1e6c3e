import RxCore
import RxUI

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
    public override func intrinsicWidth() -> Int {
        DisplayWidth.of(title, upTo: TerminalApplication.maximumSize.width) + 4
    }

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
        let style = isFocused ? Appearance.current.selected : isEnabled ? TextStyle.plain : Appearance.current.secondary
        canvas.draw(
            DisplayWidth.truncate("[ \(title) ]", toWidth: frame.width), at: frame.origin, style: style, clip: frame)
    }
}
