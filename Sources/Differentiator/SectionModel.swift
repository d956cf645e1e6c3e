/// A section with any header value `model` and its items: the plain, non-diffed kind, shown
/// by reloading.
public struct SectionModel<Section, ItemType>: SectionModelType {
    /// The section's header value (a title, or anything the data source shows).
    public var model: Section
    /// The rows.
    public var items: [ItemType]

    /// A section with `model` and `items`.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }

    /// A section with `original`'s model and `items`.
    public init(original: SectionModel<Section, ItemType>, items: [ItemType]) {
        self.model = original.model
        self.items = items
    }

    /// The header value's identity (for `SectionModelType` generic code that wants one).
    public var identity: Section { model }
}

extension SectionModel: CustomStringConvertible {
    /// `model > [items]`.
    public var description: String { "\(model) > \(items)" }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}
