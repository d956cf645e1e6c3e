import Foundation
import MVVM
import RxCore
import RxUI

/// The board: every work in the shared store, newest last; choosing one opens the form to
/// edit it, "new" opens an empty form.
package final class WorkBoardViewModel: ViewModelType {
    /// What the board sends in.
    package struct Input {
        /// A row was chosen: edit its work.
        package let selection: Observable<WorkCellViewModel>
        /// Each tap on "new": add a work.
        package let newTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(selection: Observable<WorkCellViewModel>, newTap: Observable<Void>) {
            self.selection = selection
            self.newTap = newTap
        }
    }

    /// What the board shows.
    package struct Output {
        /// One row per work in the store, updated whenever the store changes.
        package let works: Driver<[WorkCellViewModel]>
        /// "3 works, 1 done".
        package let summary: Driver<String>
        /// The form to push, for a chosen row or for a new work.
        package let formSelected: Driver<WorkFormViewModel>
    }

    private let store: WorkStore

    /// A board over `store`.
    package init(store: WorkStore) { self.store = store }

    /// Wires the board's inputs to its outputs; the rows follow the store from the first subscription.
    package func transform(input: Input) -> Output {
        let store = self.store
        let works = store.works.asDriver()
        return Output(
            works: works.map { $0.map(WorkCellViewModel.init) },
            summary: works.map { works in
                let done = works.filter { $0.state == .done }.count
                return "\(works.count) work\(works.count == 1 ? "" : "s"), \(done) done"
            },
            formSelected: Observable.merge(
                input.selection.map { WorkFormViewModel(work: $0.work, store: store) },
                input.newTap.map { WorkFormViewModel(work: nil, store: store) }
            ).asDriver(onErrorDriveWith: .empty())
        )
    }
}
