import Foundation
import MVVM
import RxCore
import RxUI

/// The shared list of work that the board and the form both use.
package final class WorkStore: @unchecked Sendable {
    /// Every work, in the order they were added; the board and the form both observe it.
    package let works: BehaviorRelay<[Work]>
    private var nextId: Int

    /// A store holding `works`; new works get ids after the largest given one.
    package init(works: [Work] = []) {
        self.works = BehaviorRelay(value: works)
        nextId = (works.map(\.id).max() ?? 0) + 1
    }

    /// Inserts `draft` as a new work (`id` nil) or replaces the one with the same id; returns it.
    @discardableResult
    package func save(id: Int?, _ draft: WorkDraft) -> Work {
        var all = works.value
        let work: Work
        if let id, let index = all.firstIndex(where: { $0.id == id }) {
            work = Work(id: id, title: draft.title, dueDate: draft.dueDate, body: draft.body, state: draft.state)
            all[index] = work
        } else {
            work = Work(id: nextId, title: draft.title, dueDate: draft.dueDate, body: draft.body, state: draft.state)
            nextId += 1
            all.append(work)
        }
        works.accept(all)
        return work
    }

    /// Inserts or replaces a work with only a title (the rest as it was, or empty).
    @discardableResult
    package func save(id: Int?, title: String) -> Work {
        let existing = works.value.first { $0.id == id }
        return save(
            id: id,
            WorkDraft(
                title: title, dueDate: existing?.dueDate ?? "", body: existing?.body ?? "",
                state: existing?.state ?? .todo))
    }
}
