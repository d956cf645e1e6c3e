/// A section of a list: its items, and a way to make a copy with other items. View models
/// emit arrays of sections; a sectioned data source shows them.
public protocol SectionModelType {
    /// The type of the rows.
    associatedtype Item
    /// The rows, in order.
    var items: [Item] { get }
    /// A section like `original` (same header, same identity) holding `items`.
    init(original: Self, items: [Item])
}
