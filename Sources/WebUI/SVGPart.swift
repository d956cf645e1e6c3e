/// One element of a diagram's ``KeyedPartsView``: a tag, attributes and escaped content,
/// written with its id once the view knows its own.
struct SVGPart: Equatable {
    let key: String
    let tag: String
    let attributes: [Attribute]
    /// Markup inside the element, already escaped.
    let inner: String

    init(key: String, tag: String, _ attributes: [Attribute], inner: String = "") {
        self.key = key
        self.tag = tag
        self.attributes = attributes
        self.inner = inner
    }

    /// The part as a ``KeyedPart`` of the view `id`.
    func keyed(in id: String) -> KeyedPart {
        KeyedPart(
            key: key,
            html: HTML.startTag(tag, attributes: [Attribute("id", "\(id).\(key)")] + attributes) + inner + "</\(tag)>")
    }

    /// `value` as an SVG coordinate: whole numbers without a fraction, halves with one digit.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        return value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}

/// An element whose parts are ``SVGPart``s named by keys (``NodeContent/keyedParts(_:)``):
/// parts that stay keep their place, new ones go last, so a change is sent as removals,
/// replacements and one append.
@MainActor
final class KeyedPartsView: View {
    private let element: String
    private let styleClass: String
    private(set) var parts: [SVGPart] = []

    init(_ element: String, styleClass: String) {
        self.element = element
        self.styleClass = styleClass
        super.init()
    }

    /// Shows `parts`: those already shown keep their order, the others follow in the order given.
    func setParts(_ newParts: [SVGPart]) {
        var byKey: [String: SVGPart] = [:]
        for part in newParts where byKey[part.key] == nil { byKey[part.key] = part }
        var ordered = parts.compactMap { byKey.removeValue(forKey: $0.key) }
        ordered += newParts.filter { byKey.removeValue(forKey: $0.key) != nil }
        guard ordered != parts else { return }
        parts = ordered
        setNeedsDisplay()
    }

    override var tag: String { element }
    override func attributes() -> [Attribute] { [Attribute("class", styleClass)] }
    override func content(id: String) -> NodeContent { .keyedParts(parts.map { $0.keyed(in: id) }) }
}

/// An element with attributes set from outside and children: the diagram's `<svg>`s.
@MainActor
final class ElementView: View {
    private let element: String
    var elementAttributes: [Attribute] {
        didSet { if elementAttributes != oldValue { setNeedsDisplay() } }
    }

    init(_ element: String, _ attributes: [Attribute] = [], _ children: [View] = []) {
        self.element = element
        elementAttributes = attributes
        super.init()
        children.forEach(addChild)
    }

    override var tag: String { element }
    override func attributes() -> [Attribute] { elementAttributes }
}
