import RxCore
import RxUI

/// A `<button>`: a click, or Enter or Space while focused (the browser's own), taps it.
@MainActor
public final class Button: View {
    /// The button's text.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// A disabled button is written `disabled`: the browser neither focuses nor clicks it, and
    /// a click that was on its way when it was disabled is ignored here.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    let taps = PublishRelay<Void>()

    /// An enabled button titled `title`.
    public init(_ title: String) {
        self.title = title
        super.init()
    }

    public override var tag: String { "button" }
    public override func attributes() -> [Attribute] {
        [Attribute("type", "button")] + (isEnabled ? [] : [Attribute("disabled")])
    }
    public override func content(id: String) -> NodeContent { .text(title) }
    public override var canBecomeFocused: Bool { isEnabled }

    /// Taps the button as a click would.
    public func sendTap() {
        if isEnabled { taps.accept(()) }
    }

    public override func handle(_ event: WebEvent) -> Bool {
        guard case .activate = event else { return false }
        sendTap()
        return true
    }
}
