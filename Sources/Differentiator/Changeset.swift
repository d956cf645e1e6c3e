/// One batch of changes to sectioned rows: the element of what
/// ``Diff/differencesForSectionedView(initialSections:finalSections:)`` returns, which a view
/// applies in order. Indices of deleted sections, of deleted and updated items and of moves'
/// origins refer to the sections before the batch (the previous changeset's
/// ``finalSections``); indices of inserted sections and items and of moves' destinations to
/// ``finalSections``. Items of a deleted or inserted section are not listed one by one.
public struct Changeset<Section: SectionModelType> {
    /// The type of the rows.
    public typealias Item = Section.Item

    /// The sections before, when the changeset's maker gives them; the diff leaves it empty,
    /// as RxDataSources does.
    public let originalSections: [Section]
    /// The sections after the batch: what the view shows once it is applied.
    public let finalSections: [Section]
    /// `true` for a first snapshot or a change too large to describe: show `finalSections` anew.
    public let reloadData: Bool

    /// Indices in ``finalSections`` of sections that are new.
    public let insertedSections: [Int]
    /// Indices before the batch of sections that are gone.
    public let deletedSections: [Int]
    /// Sections moved explicitly, from their index before the batch to their index in
    /// ``finalSections``; the other kept sections fall into place around them.
    public let movedSections: [(from: Int, to: Int)]
    /// Indices of sections to reload. The diff compares items, not headers, so it leaves this
    /// empty, as RxDataSources does; it is here for code that builds changesets.
    public let updatedSections: [Int]

    /// Items that are new (paths in ``finalSections``).
    public let insertedItems: [ItemPath]
    /// Items that are gone (paths before the batch).
    public let deletedItems: [ItemPath]
    /// Items moved explicitly, from their path before the batch to their path in
    /// ``finalSections``: to another section, or out of the order of the items around them.
    public let movedItems: [(from: ItemPath, to: ItemPath)]
    /// Items that stayed but are no longer equal, to reload (paths before the batch).
    public let updatedItems: [ItemPath]

    /// A changeset listing the given changes.
    public init(
        reloadData: Bool = false, originalSections: [Section] = [], finalSections: [Section] = [],
        insertedSections: [Int] = [], deletedSections: [Int] = [], movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        insertedItems: [ItemPath] = [], deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [], updatedItems: [ItemPath] = []
    ) {
        self.reloadData = reloadData
        self.originalSections = originalSections
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// The changeset of a first snapshot: reload everything.
    public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
        Changeset(reloadData: true, finalSections: sections, insertedSections: Array(sections.indices))
    }

    /// Whether it lists no change at all.
    public var isEmpty: Bool {
        !reloadData && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
            && updatedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty && updatedItems.isEmpty
    }
}

extension Changeset: CustomDebugStringConvertible {
    /// The non-empty lists, one per line.
    public var debugDescription: String {
        var lines: [String] = []
        if reloadData { lines.append("reloadData") }
        if !deletedSections.isEmpty { lines.append("deletedSections: \(deletedSections)") }
        if !insertedSections.isEmpty { lines.append("insertedSections: \(insertedSections)") }
        if !movedSections.isEmpty { lines.append("movedSections: \(movedSections.map { "\($0.from)->\($0.to)" })") }
        if !updatedSections.isEmpty { lines.append("updatedSections: \(updatedSections)") }
        if !deletedItems.isEmpty { lines.append("deletedItems: \(deletedItems)") }
        if !insertedItems.isEmpty { lines.append("insertedItems: \(insertedItems)") }
        if !movedItems.isEmpty {
            lines.append("movedItems: \(movedItems.map { "\($0.from.debugDescription)->\($0.to.debugDescription)" })")
        }
        if !updatedItems.isEmpty { lines.append("updatedItems: \(updatedItems)") }
        return lines.isEmpty ? "no changes" : lines.joined(separator: "\n")
    }
}
