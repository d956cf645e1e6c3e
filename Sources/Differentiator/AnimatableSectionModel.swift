/// A section whose header value `model` gives it its identity, with identifiable items: the
/// kind a diffing data source follows across updates.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable>:
    AnimatableSectionModelType
{
    /// The section's header value; its identity is the section's.
    public var model: Section
    /// The rows.
    public var items: [ItemType]

    /// A section with `model` and `items`.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }

    /// A section with `original`'s model and `items`.
    public init(original: AnimatableSectionModel, items: [ItemType]) {
        self.model = original.model
        self.items = items
    }

    /// The model's identity.
    public var identity: Section.Identity { model.identity }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}

extension AnimatableSectionModel: CustomStringConvertible {
    /// `HashableSectionModel(model: "header", items: [items])`, RxDataSources' wording (its
    /// earlier name for this type).
    public var description: String { "HashableSectionModel(model: \"\(model)\", items: \(items))" }
}
