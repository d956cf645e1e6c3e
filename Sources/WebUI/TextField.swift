import RxCore
import RxUI

/// An `<input>` for one line of text, labelled for screen readers, with a placeholder and
/// secure entry. The browser owns what the user types: each edit arrives as an event and is
/// not sent back; a change the program makes (a view model clearing the field) is.
@MainActor
public final class TextField: View {
    /// The moments a text field reports, as TerminalUI's and UIKit's.
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

    /// The text; setting it reports the change to `rx.text` and sends it to the browser.
    public var text: String {
        didSet {
            if text != oldValue {
                textRelay.accept(text)
                setNeedsDisplay()
            }
        }
    }
    /// Shown while the text is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The field's accessible name (`aria-label`) when no `<label>` (``FormField``) holds it.
    public var accessibilityLabel: String { didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } } }
    /// A password field: the browser shows bullets.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }
    /// The most characters the field keeps; longer input (typed or pasted) is cut here and
    /// the cut text sent back. The browser is told the same bound (`maxlength`).
    public var maximumLength = 1024 { didSet { if maximumLength != oldValue { setNeedsDisplay() } } }
    let textRelay: BehaviorRelay<String>
    let events = PublishRelay<Event>()

    /// A field holding `text`.
    public init(text: String = "", placeholder: String = "", accessibilityLabel: String = "") {
        self.text = text
        self.placeholder = placeholder
        self.accessibilityLabel = accessibilityLabel
        textRelay = BehaviorRelay(value: text)
        super.init()
    }

    public override var tag: String { "input" }
    public override func attributes() -> [Attribute] {
        var attributes = [
            Attribute("type", isSecureTextEntry ? "password" : "text"),
            Attribute("maxlength", String(maximumLength)), Attribute("autocomplete", "off"),
        ]
        if !placeholder.isEmpty { attributes.append(Attribute("placeholder", placeholder)) }
        if !accessibilityLabel.isEmpty { attributes.append(Attribute("aria-label", accessibilityLabel)) }
        return attributes
    }
    public override var value: String? { text }
    public override var canBecomeFocused: Bool { true }
    public override func didBecomeFocused() { events.accept(.editingDidBegin) }
    public override func didResignFocused() { events.accept(.editingDidEnd) }

    public override func handle(_ event: WebEvent) -> Bool {
        switch event {
        case .input(_, let typed):
            let bounded = typed.count > maximumLength ? String(typed.prefix(maximumLength)) : typed
            guard bounded != text else { return true }
            text = bounded
            events.accept(.editingChanged)
            return true
        case .submit:
            events.accept(.editingDidEndOnExit)
            return true
        default:
            return false
        }
    }
}
