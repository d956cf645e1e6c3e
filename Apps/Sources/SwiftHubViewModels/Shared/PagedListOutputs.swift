import Foundation
import MVVM
import RxCore
import RxUI

/// What every SwiftHub list says around its rows, derived from its `Paginator` (or `QueryPaginator`) the same way on
/// every screen.
extension PagedListOutput {
    /// What the empty list says: `loading` until the first page (or its failure), then `empty`.
    func emptyText(loading: String, empty: String) -> Driver<String> {
        Driver.merge(error.map { _ in empty }.asDriver(onErrorDriveWith: .empty()), items.map { _ in empty })
            .startWith(loading)
    }

    /// "— end of list —" once a non-empty list has its last page, else empty.
    var endOfListFooter: Driver<String> { isAtEnd.map { $0 ? localized("— end of list —") : "" } }

    /// The banner's messages for this list's failures — a refresh (and any `otherFailures`,
    /// such as the screen's details) says how to retry, a next page how to ask for it again —
    /// and `nil` whenever `retries` fires. `now` dates a rate limit's reset ("in 3 minutes").
    func banner(
        otherFailures: Signal<Swift.Error> = .empty(), clearedBy retries: Observable<Void>, now: @escaping () -> Date
    ) -> Signal<String?> {
        Signal.merge(
            Signal.merge(otherFailures, refreshError).map { Optional(errorMessage($0, now: now())) },
            loadMoreError.map { Optional(loadMoreErrorMessage($0, now: now())) },
            retries.map { String?.none }.asSignal(onErrorSignalWith: .empty())
        )
    }
}
