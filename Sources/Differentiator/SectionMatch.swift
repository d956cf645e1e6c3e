/// Which sections of two snapshots are the same section (by identity), and which of those kept
/// a view must move explicitly.
///
/// A kept section moves explicitly unless it falls into place: the final sections are walked
/// in order with a cursor on the first initial section that is neither deleted nor placed yet;
/// a kept section found at the cursor falls into place, any other is moved. So `[a, b, c]` to
/// `[b, c, a]` moves `b` and `c`, and `[a, b, c]` to `[c, a, b]` moves only `c`.
struct SectionMatch {
    /// For each initial section, its index among the final sections; `nil` when it is deleted.
    private(set) var finalIndex: [Int?]
    /// For each final section, its index among the initial sections; `nil` when it is inserted.
    private(set) var initialIndex: [Int?]
    /// For each initial section, its index once the deleted sections are gone; `nil` when it is
    /// deleted.
    private(set) var indexAfterDeletes: [Int?]
    /// For each initial section, whether the view must move it explicitly.
    private(set) var movesExplicitly: [Bool]

    /// Matches `final`'s sections to `initial`'s.
    ///
    /// - Throws: ``Diff/Error/duplicateSection(section:)`` for the second of two initial
    ///   sections with one identity, or for the second final section matching one initial
    ///   section. (Two *inserted* sections with one identity are not detected, as in
    ///   RxDataSources.)
    init<Section: AnimatableSectionModelType>(initial: [Section], final: [Section]) throws {
        var initialPosition: [Section.Identity: Int] = [:]
        for (index, section) in initial.enumerated() {
            guard initialPosition.updateValue(index, forKey: section.identity) == nil else {
                throw Diff.Error.duplicateSection(section: section)
            }
        }

        finalIndex = Array(repeating: nil, count: initial.count)
        initialIndex = Array(repeating: nil, count: final.count)
        for (index, section) in final.enumerated() {
            guard let match = initialPosition[section.identity] else { continue }
            guard finalIndex[match] == nil else { throw Diff.Error.duplicateSection(section: section) }
            finalIndex[match] = index
            initialIndex[index] = match
        }

        var keptSoFar = 0
        indexAfterDeletes = finalIndex.map { target in
            guard target != nil else { return nil }
            defer { keptSoFar += 1 }
            return keptSoFar
        }

        movesExplicitly = Array(repeating: false, count: initial.count)
        // Deleted sections never stand at the cursor; placed ones are passed over as it advances.
        var settled = finalIndex.map { $0 == nil }
        var cursor = 0
        for match in initialIndex {
            while cursor < settled.count && settled[cursor] { cursor += 1 }
            guard let match else { continue }
            movesExplicitly[match] = match != cursor
            settled[match] = true
        }
    }

    /// Whether the initial section at `index` is kept.
    func isKept(initial index: Int) -> Bool { finalIndex[index] != nil }

    /// Whether the final section at `index` is inserted.
    func isInserted(final index: Int) -> Bool { initialIndex[index] == nil }
}
