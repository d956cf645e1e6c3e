import Foundation
import RxCore

extension ObservableType where Element == String {
    /// The search-as-you-type pattern: trims the text, debounces it by `dueTime` on
    /// `scheduler`, ignores repeats, answers an empty query with `[]` without searching, and runs
    /// `search` for the latest query only — a newer query cancels the one still running. Each
    /// search is tracked by `activity` and `errors`; a failed search yields nothing and the
    /// search goes on with the next query.
    public func searchLatest<Result>(
        debounce dueTime: RxTimeInterval,
        scheduler: SchedulerType,
        activity: ActivityIndicator,
        errors: ErrorTracker,
        search: @escaping (String) -> Observable<[Result]>
    ) -> Observable<[Result]> {
        map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(dueTime, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<[Result]> in
                if query.isEmpty { return .just([]) }
                return search(query)
                    .trackActivity(activity)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
    }
}
