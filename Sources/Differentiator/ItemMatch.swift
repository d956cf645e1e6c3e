/// Which items of two snapshots are the same item (by identity, across all sections), and what
/// becomes of each in the sections that are kept.
///
/// An initial item of a kept section is *deleted* when no final item matches it, or when its
/// match lies in an inserted section (a view cannot move a row into a section it inserts). A
/// final item of a kept section is *inserted* when it matches no initial item, or one of a
/// deleted section (nor out of a section it deletes). Every other final item of a kept section
/// is kept and either falls into place or moves explicitly: each kept final section is walked
/// in order with a cursor on the first item of its initial section that is neither deleted nor
/// placed yet; an item found at the cursor falls into place, any other — one that changed
/// section included — moves. Items of deleted and inserted sections go and come with them.
struct ItemMatch {
    /// What becomes of a final item of a kept section.
    enum Arrival: Equatable {
        /// It is new to the section: inserted.
        case inserted
        /// It came from `from` (an initial path) and falls into place.
        case fallsIntoPlace(from: ItemPath)
        /// It came from `from` (an initial path) and must be moved there explicitly.
        case moves(from: ItemPath)
    }

    /// For each initial item, the final path of the item with its identity, wherever it is.
    private(set) var finalPath: [[ItemPath?]]
    /// For each initial item of a kept section, its index in its section once the deleted items
    /// are gone; `nil` when it is deleted (and for items of deleted sections).
    private(set) var indexAfterDeletes: [[Int?]]
    /// For each final item, what becomes of it (`.inserted` for items of inserted sections).
    private(set) var arrivals: [[Arrival]]

    /// Matches `final`'s items to `initial`'s, given how their sections matched.
    ///
    /// - Throws: ``Diff/Error/duplicateItem(item:)`` for the first of two initial items with
    ///   one identity, or for the second final item matching one initial item. (Two *new*
    ///   items with one identity are not detected, as in RxDataSources.)
    init<Section: AnimatableSectionModelType>(initial: [Section], final: [Section], sections: SectionMatch) throws {
        var initialPath: [Section.Item.Identity: ItemPath] = [:]
        for (sectionIndex, section) in initial.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                if let first = initialPath.updateValue(path, forKey: item.identity) {
                    throw Diff.Error.duplicateItem(item: initial[first.sectionIndex].items[first.itemIndex])
                }
            }
        }

        finalPath = initial.map { Array(repeating: nil, count: $0.items.count) }
        var origin: [[ItemPath?]] = final.map { Array(repeating: nil, count: $0.items.count) }
        for (sectionIndex, section) in final.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                guard let match = initialPath[item.identity] else { continue }
                guard finalPath[match.sectionIndex][match.itemIndex] == nil else {
                    throw Diff.Error.duplicateItem(item: item)
                }
                finalPath[match.sectionIndex][match.itemIndex] = ItemPath(
                    sectionIndex: sectionIndex, itemIndex: itemIndex)
                origin[sectionIndex][itemIndex] = match
            }
        }

        indexAfterDeletes = initial.map { Array(repeating: nil, count: $0.items.count) }
        // Settled initial items no longer stand at a cursor: the deleted ones, then the placed.
        var settled = initial.map { Array(repeating: false, count: $0.items.count) }
        for sectionIndex in initial.indices where sections.isKept(initial: sectionIndex) {
            var keptSoFar = 0
            for itemIndex in initial[sectionIndex].items.indices {
                guard let target = finalPath[sectionIndex][itemIndex], !sections.isInserted(final: target.sectionIndex)
                else {
                    settled[sectionIndex][itemIndex] = true
                    continue
                }
                indexAfterDeletes[sectionIndex][itemIndex] = keptSoFar
                keptSoFar += 1
            }
        }

        arrivals = final.map { Array(repeating: .inserted, count: $0.items.count) }
        for (sectionIndex, section) in final.enumerated() {
            guard let initialSection = sections.initialIndex[sectionIndex] else { continue }
            var cursor = 0
            for itemIndex in section.items.indices {
                while cursor < settled[initialSection].count && settled[initialSection][cursor] { cursor += 1 }
                guard let from = origin[sectionIndex][itemIndex], sections.isKept(initial: from.sectionIndex) else {
                    continue
                }
                let atCursor = from == ItemPath(sectionIndex: initialSection, itemIndex: cursor)
                arrivals[sectionIndex][itemIndex] = atCursor ? .fallsIntoPlace(from: from) : .moves(from: from)
                settled[from.sectionIndex][from.itemIndex] = true
            }
        }
    }

    /// Whether the initial item at `path` (of a kept section) is deleted.
    func isDeleted(_ path: ItemPath) -> Bool { indexAfterDeletes[path.sectionIndex][path.itemIndex] == nil }
}
