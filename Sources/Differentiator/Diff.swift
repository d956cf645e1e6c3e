/// Computes what changed between two snapshots of identifiable sections.
public enum Diff {
    /// Why two snapshots cannot be compared.
    /// (The duplicate is carried as `Any`, as RxDataSources does, only to be described.)
    public enum Error: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
        /// Two items of one snapshot share an identity.
        case duplicateItem(item: Any)
        /// Two sections of one snapshot share an identity.
        case duplicateSection(section: Any)

        /// What is duplicated.
        public var debugDescription: String {
            switch self {
            case .duplicateItem(let item): "Duplicate item \(item): item identities must be unique across all sections"
            case .duplicateSection(let section): "Duplicate section \(section): section identities must be unique"
            }
        }
    }

    /// The changes that turn `initialSections` into `finalSections`: none (an empty array)
    /// when they are the same, otherwise one ``Changeset`` listing every deletion, insertion,
    /// move and update at once. (RxDataSources splits the same changes into up to three
    /// changesets that UIKit can animate in turn; a terminal list redraws in one step.)
    ///
    /// Sections and items are followed by identity. An item that stays is *moved* when it
    /// changes section, or changes place relative to the items that stay in its section (the
    /// fewest moves: the longest run kept in order stays put); it is *updated* when it is no
    /// longer equal.
    ///
    /// - Throws: ``Error/duplicateSection(section:)`` or ``Error/duplicateItem(item:)`` when
    ///   identities repeat within a snapshot.
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section], finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        let initialSectionIndex = try sectionIndex(initialSections)
        let finalSectionIndex = try sectionIndex(finalSections)
        let initialItemPaths = try itemPaths(initialSections)
        let finalItemPaths = try itemPaths(finalSections)

        let deletedSections = initialSections.indices.filter { finalSectionIndex[initialSections[$0].identity] == nil }
        let insertedSections = finalSections.indices.filter { initialSectionIndex[finalSections[$0].identity] == nil }
        let keptInitialOrder = initialSections.map(\.identity).filter { finalSectionIndex[$0] != nil }
        let keptFinalOrder = finalSections.map(\.identity).filter { initialSectionIndex[$0] != nil }
        let movedSections = outOfOrder(from: keptInitialOrder, to: keptFinalOrder)
            .map { (from: initialSectionIndex[$0]!, to: finalSectionIndex[$0]!) }
            .sorted { $0.to < $1.to }

        // An item counts as kept only when its section is kept on both sides.
        func isKept(_ identity: Section.Item.Identity) -> Bool {
            guard let from = initialItemPaths[identity], let to = finalItemPaths[identity] else { return false }
            return finalSectionIndex[initialSections[from.sectionIndex].identity] != nil
                && initialSectionIndex[finalSections[to.sectionIndex].identity] != nil
        }

        var deletedItems: [ItemPath] = []
        for (sectionIndex, section) in initialSections.enumerated() where finalSectionIndex[section.identity] != nil {
            for (itemIndex, item) in section.items.enumerated() where !isKept(item.identity) {
                deletedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
            }
        }

        var insertedItems: [ItemPath] = []
        var movedItems: [(from: ItemPath, to: ItemPath)] = []
        var updatedItems: [ItemPath] = []
        for (finalIndex, section) in finalSections.enumerated() {
            guard let initialIndex = initialSectionIndex[section.identity] else { continue }
            var stayingFinalOrder: [Section.Item.Identity] = []
            for (itemIndex, item) in section.items.enumerated() {
                let to = ItemPath(sectionIndex: finalIndex, itemIndex: itemIndex)
                guard isKept(item.identity), let from = initialItemPaths[item.identity] else {
                    insertedItems.append(to)
                    continue
                }
                let original = initialSections[from.sectionIndex].items[from.itemIndex]
                if original != item { updatedItems.append(to) }
                if from.sectionIndex == initialIndex {
                    stayingFinalOrder.append(item.identity)
                } else {
                    movedItems.append((from: from, to: to))
                }
            }
            let stayingInitialOrder = initialSections[initialIndex].items.map(\.identity).filter { identity in
                finalItemPaths[identity]?.sectionIndex == finalIndex && isKept(identity)
            }
            for identity in outOfOrder(from: stayingInitialOrder, to: stayingFinalOrder) {
                movedItems.append((from: initialItemPaths[identity]!, to: finalItemPaths[identity]!))
            }
        }
        movedItems.sort { $0.to < $1.to }

        let changeset = Changeset(
            originalSections: initialSections, finalSections: finalSections,
            insertedSections: insertedSections, deletedSections: deletedSections, movedSections: movedSections,
            insertedItems: insertedItems, deletedItems: deletedItems, movedItems: movedItems, updatedItems: updatedItems
        )
        return changeset.isEmpty ? [] : [changeset]
    }

    private static func sectionIndex<Section: AnimatableSectionModelType>(_ sections: [Section]) throws -> [Section
        .Identity: Int]
    {
        var index: [Section.Identity: Int] = [:]
        for (position, section) in sections.enumerated() {
            if index.updateValue(position, forKey: section.identity) != nil {
                throw Error.duplicateSection(section: section)
            }
        }
        return index
    }

    private static func itemPaths<Section: AnimatableSectionModelType>(_ sections: [Section]) throws -> [Section.Item
        .Identity: ItemPath]
    {
        var paths: [Section.Item.Identity: ItemPath] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                if paths.updateValue(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex), forKey: item.identity)
                    != nil
                {
                    throw Error.duplicateItem(item: item)
                }
            }
        }
        return paths
    }

    /// The elements (present in both, once each) that must move to turn `from` into `to`:
    /// those outside a longest common subsequence.
    private static func outOfOrder<Identity: Hashable>(from: [Identity], to: [Identity]) -> [Identity] {
        to.difference(from: from).compactMap { change in
            if case .insert(_, let element, _) = change { return element }
            return nil
        }
    }
}
