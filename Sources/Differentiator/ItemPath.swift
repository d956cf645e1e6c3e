/// Where an item is: its section's index and its index within the section.
public struct ItemPath: Hashable, Comparable, Sendable, CustomDebugStringConvertible {
    /// The section's index.
    public let sectionIndex: Int
    /// The item's index within its section.
    public let itemIndex: Int

    /// The item at `itemIndex` of section `sectionIndex`.
    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }

    /// Section first, then item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
    }

    /// `(section, item)`.
    public var debugDescription: String { "(\(sectionIndex), \(itemIndex))" }
}
