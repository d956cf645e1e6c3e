import RxCore
import RxUI

/// A `<textarea>` for text of several lines (a comment, an issue's description), labelled for
/// screen readers. As with ``TextField`` the browser owns what the user types: each edit
/// arrives as an event and is not sent back; a change the program makes (a view model clearing
/// the text after a send) is. Enter is a new line here, never a submit, and keys typed in it
/// never reach the screen's key commands.
@MainActor
public final class TextView: View {
    /// The most characters a text view keeps by default: at most 6 bytes each once the browser
    /// writes them as JSON (a control character is `\u0001`), so one edit always fits in a
    /// message (``WebEvent/maximumMessageBytes``) and is never refused.
    public static let defaultMaximumLength = 2_500

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
    /// The accessible name (`aria-label`) when no `<label>` (``FormField``) holds the view.
    public var accessibilityLabel: String { didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } } }
    /// How many lines the browser shows before it scrolls (`rows`).
    public var preferredLines: Int { didSet { if preferredLines != oldValue { setNeedsDisplay() } } }
    /// The most characters the view keeps; longer input (typed or pasted) is cut here and the
    /// cut text sent back. The browser is told the same bound (`maxlength`).
    public var maximumLength = TextView.defaultMaximumLength {
        didSet { if maximumLength != oldValue { setNeedsDisplay() } }
    }
    let textRelay: BehaviorRelay<String>
    let events = PublishRelay<TextField.Event>()

    /// A text view holding `text`, `preferredLines` lines high.
    public init(text: String = "", placeholder: String = "", accessibilityLabel: String = "", preferredLines: Int = 6) {
        self.text = text
        self.placeholder = placeholder
        self.accessibilityLabel = accessibilityLabel
        self.preferredLines = preferredLines
        textRelay = BehaviorRelay(value: text)
        super.init()
    }

    /// A `<textarea>`: the document writes its ``value`` as the element's text, since a
    /// textarea has no `value` attribute.
    public override var tag: String { "textarea" }
    public override func attributes() -> [Attribute] {
        var attributes = [
            Attribute("rows", String(max(1, preferredLines))), Attribute("maxlength", String(maximumLength)),
            Attribute("autocomplete", "off"),
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
        guard case .input(_, let typed) = event else { return false }
        let bounded = typed.count > maximumLength ? String(typed.prefix(maximumLength)) : typed
        guard bounded != text else { return true }
        text = bounded
        events.accept(.editingChanged)
        return true
    }
}
