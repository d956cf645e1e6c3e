/// The three changesets of a diff, built from the matched sections and items. Each stage's
/// indices refer, on the "before" side, to the previous stage's `finalSections` (the initial
/// sections for the first stage), and on the "after" side to its own `finalSections`.
struct DiffStages<Section: AnimatableSectionModelType> {
    let initial: [Section]
    let final: [Section]
    let sections: SectionMatch
    let items: ItemMatch

    /// Stage 1: deleted sections, deleted items and updated items, all at initial indices. Its
    /// sections are the kept initial sections (initial headers), without their deleted items
    /// and with their updated items in their final value. `nil` when there are none.
    ///
    /// Every kept section is rebuilt — even when nothing changed — so a faulty
    /// `init(original:items:)` is reported for any pair of snapshots.
    func deletesAndUpdates() throws -> Changeset<Section>? {
        var deletedSections: [Int] = []
        var deletedItems: [ItemPath] = []
        var updatedItems: [ItemPath] = []
        var remaining: [Section] = []
        for (sectionIndex, section) in initial.enumerated() {
            guard sections.isKept(initial: sectionIndex) else {
                deletedSections.append(sectionIndex)
                continue
            }
            var kept: [Section.Item] = []
            for (itemIndex, item) in section.items.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                guard !items.isDeleted(path), let target = items.finalPath[sectionIndex][itemIndex] else {
                    deletedItems.append(path)
                    continue
                }
                let finalItem = final[target.sectionIndex].items[target.itemIndex]
                if finalItem != item { updatedItems.append(path) }
                kept.append(finalItem)
            }
            remaining.append(try Section(checkedOriginal: section, items: kept))
        }
        guard !(deletedSections.isEmpty && deletedItems.isEmpty && updatedItems.isEmpty) else { return nil }
        return Changeset(
            finalSections: remaining, deletedSections: deletedSections, deletedItems: deletedItems,
            updatedItems: updatedItems)
    }

    /// Stage 2: inserted sections (final indices) and explicitly moved sections (from the
    /// index after the deletions to the final index), in initial order. Its sections are the
    /// final ones in final order; a kept section has its final header and, in their initial
    /// order, its initial items that are not deleted, in their final value. `nil` when there
    /// are none.
    func sectionInsertsAndMoves() throws -> Changeset<Section>? {
        var movedSections: [(from: Int, to: Int)] = []
        for (sectionIndex, moves) in sections.movesExplicitly.enumerated() where moves {
            guard let from = sections.indexAfterDeletes[sectionIndex], let to = sections.finalIndex[sectionIndex]
            else { continue }
            movedSections.append((from: from, to: to))
        }
        let insertedSections = final.indices.filter { sections.isInserted(final: $0) }
        guard !(insertedSections.isEmpty && movedSections.isEmpty) else { return nil }

        var placed: [Section] = []
        for (sectionIndex, section) in final.enumerated() {
            guard let source = sections.initialIndex[sectionIndex] else {
                placed.append(section)
                continue
            }
            let keptItems = items.finalPath[source].enumerated().compactMap { itemIndex, target -> Section.Item? in
                guard let target, !items.isDeleted(ItemPath(sectionIndex: source, itemIndex: itemIndex)) else {
                    return nil
                }
                return final[target.sectionIndex].items[target.itemIndex]
            }
            placed.append(try Section(checkedOriginal: section, items: keptItems))
        }
        return Changeset(finalSections: placed, insertedSections: insertedSections, movedSections: movedSections)
    }

    /// Stage 3: inserted items and explicitly moved items of the kept sections, in final
    /// order. A move goes from the item's place after stages 1 and 2 (its section's final
    /// index, its index after the deletions) to its final path. Its sections are the final
    /// sections. `nil` when there are none.
    func itemInsertsAndMoves() -> Changeset<Section>? {
        var insertedItems: [ItemPath] = []
        var movedItems: [(from: ItemPath, to: ItemPath)] = []
        for (sectionIndex, arrivals) in items.arrivals.enumerated() where !sections.isInserted(final: sectionIndex) {
            for (itemIndex, arrival) in arrivals.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                switch arrival {
                case .inserted:
                    insertedItems.append(path)
                case .moves(let from):
                    guard let section = sections.finalIndex[from.sectionIndex],
                        let item = items.indexAfterDeletes[from.sectionIndex][from.itemIndex]
                    else { continue }
                    movedItems.append((from: ItemPath(sectionIndex: section, itemIndex: item), to: path))
                case .fallsIntoPlace:
                    break
                }
            }
        }
        guard !(insertedItems.isEmpty && movedItems.isEmpty) else { return nil }
        return Changeset(finalSections: final, insertedItems: insertedItems, movedItems: movedItems)
    }
}

extension AnimatableSectionModelType {
    /// `init(original:items:)`, checked: the copy must hold exactly `items` and keep
    /// `original`'s identity, or the stages built from it would not be what the view shows.
    fileprivate init(checkedOriginal original: Self, items: [Item]) throws {
        self.init(original: original, items: items)
        guard self.items == items, identity == original.identity else {
            throw Diff.Error.invalidInitializerImplementation(
                section: self, expectedItems: items, expectedIdentifier: original.identity)
        }
    }
}
