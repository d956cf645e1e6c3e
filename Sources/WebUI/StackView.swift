import RxCore

/// A column or a row of views: a `<div>` styled as a flex box.
@MainActor
public final class StackView: View {
    /// The direction a stack lays its views out in.
    public enum Axis: String, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// Vertical or horizontal.
    public let axis: Axis
    /// The element: `div` by default; `section`, `form`-less groups, `nav`, `header` or
    /// `footer` when the stack is one of those parts of a page.
    public let element: String

    /// A stack of `views` along `axis`, written as a `<element class="stack vertical">`.
    public init(axis: Axis, element: String = "div", _ views: [View]) {
        self.axis = axis
        self.element = element
        super.init()
        views.forEach(addChild)
    }

    public override var tag: String { element }
    public override func attributes() -> [Attribute] { [Attribute("class", "stack \(axis.rawValue)")] }
}
