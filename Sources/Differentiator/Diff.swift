/// Computes what changed between two snapshots of identifiable sections, as RxDataSources'
/// `Diff` does.
public enum Diff {
    /// The changes that turn `initialSections` into `finalSections`, as up to three
    /// changesets that a view applies one after the other (each as one batch of updates), in
    /// this order, any of them left out when it would be empty — so equal snapshots give `[]`:
    ///
    /// 1. `deletedSections`, `deletedItems` and `updatedItems`, at initial indices; its
    ///    `finalSections` are the kept initial sections without their deleted items and with
    ///    their updated items in their final value.
    /// 2. `insertedSections` (final indices) and `movedSections` (from the index after the
    ///    deletions to the final index); its `finalSections` are in final order, each kept
    ///    section with its final header and its remaining items in their old order.
    /// 3. `insertedItems` and `movedItems` (from the item's section's final index and its
    ///    index after the deletions, to its final path); its `finalSections` are
    ///    `finalSections`.
    ///
    /// Each stage's `originalSections` is empty, as in RxDataSources: the sections before a
    /// stage are the previous stage's `finalSections`, or `initialSections` for the first.
    /// `updatedSections` is always empty (headers are not compared).
    ///
    /// Sections and items are followed by identity, items across sections. An item that stays
    /// is *updated* when it is no longer equal. Items of a deleted or inserted section go and
    /// come with it; an item moving from a deleted section, or into an inserted one, is
    /// inserted, or deleted, instead. A kept section or item moves explicitly unless it falls
    /// into place: walking the final order, it is the first of its old neighbours not yet
    /// placed.
    ///
    /// - Throws: ``Error/duplicateSection(section:)`` or ``Error/duplicateItem(item:)`` when
    ///   identities repeat within a snapshot, and
    ///   ``Error/invalidInitializerImplementation(section:expectedItems:expectedIdentifier:)``
    ///   when `Section`'s `init(original:items:)` does not copy faithfully — checked for every
    ///   kept section, even when nothing changed.
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section], finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        let sections = try SectionMatch(initial: initialSections, final: finalSections)
        let items = try ItemMatch(initial: initialSections, final: finalSections, sections: sections)
        let stages = DiffStages(initial: initialSections, final: finalSections, sections: sections, items: items)
        return [try stages.deletesAndUpdates(), try stages.sectionInsertsAndMoves(), stages.itemInsertsAndMoves()]
            .compactMap { $0 }
    }
}
