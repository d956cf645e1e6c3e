import MVVM
import RxCore
import RxUI

/// Searches GitHub's repositories; the view model gets one through its initializer, so that a
/// test answers from memory at the ticks it chooses.
public protocol RepositorySearching {
    /// The repositories matching `query`, or an error.
    func searchRepositories(_ query: String) -> Single<[Repository]>
}

/// Search as you type: the field's text, at most one query per 300 ms, never the same query
/// twice in a row, and only the answer to the latest query.
public final class RepositorySearchViewModel: ViewModelType {
    public struct Input {
        /// The search field's text, as typed.
        public let query: Observable<String>

        public init(query: Observable<String>) { self.query = query }
    }

    public struct Output {
        /// The repositories of the latest query; empty for an empty query or a failed search.
        public let repositories: Driver<[Repository]>
    }

    private let service: RepositorySearching
    private let scheduler: SchedulerType

    /// A view model searching `service`, timing the throttle on `scheduler` (a test passes its
    /// `TestScheduler`).
    public init(service: RepositorySearching, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }
}
