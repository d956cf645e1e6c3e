import RxCore

/// Text: a `<span>` by default, or the element that says what the text is — a heading
/// (`h1`, `h2`), a paragraph (`p`), a `strong` line.
@MainActor
public final class Label: View {
    /// The text; escaped when written.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The element: `span`, `p`, `h1`…`h3`, `strong`, `small`.
    public let element: String
    /// Class names for the page's style sheet (`dim`, `count`), or `""`.
    public var styleClass: String { didSet { if styleClass != oldValue { setNeedsDisplay() } } }

    /// A label writing `text` in an `element`.
    public init(_ text: String = "", element: String = "span", styleClass: String = "") {
        self.text = text
        self.element = element
        self.styleClass = styleClass
        super.init()
    }

    public override var tag: String { element }
    public override func attributes() -> [Attribute] { styleClass.isEmpty ? [] : [Attribute("class", styleClass)] }
    public override func content(id: String) -> NodeContent { .text(text) }
}
