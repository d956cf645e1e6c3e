import RxCore

/// A `<label>` holding a caption and a field: the field is named by its caption, and a click
/// on the caption focuses the field.
@MainActor
public final class FormField: View {
    /// The caption's view.
    public let caption: Label
    /// The field.
    public let field: View

    /// `field` captioned `caption`.
    public init(_ caption: String, _ field: View) {
        self.caption = Label(caption, styleClass: "caption")
        self.field = field
        super.init()
        addChild(self.caption)
        addChild(field)
    }

    public override var tag: String { "label" }
    public override func attributes() -> [Attribute] { [Attribute("class", "field")] }
}
