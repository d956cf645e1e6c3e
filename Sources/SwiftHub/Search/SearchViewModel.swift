import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The search screen: repositories matching the typed query.
///
/// The text is debounced by ``debounce`` on the injected scheduler; repeats are ignored; the
/// latest query wins (a request still running is cancelled); an empty query clears the list;
/// a failed request reports its error and searching goes on.
public final class SearchViewModel: ViewModelType {
    public static let debounce: RxTimeInterval = .milliseconds(300)

    public struct Input {
        public let query: Observable<String>
        public let selection: Observable<RepositoryCellViewModel>

        public init(query: Observable<String>, selection: Observable<RepositoryCellViewModel>) {
            self.query = query
            self.selection = selection
        }
    }

    public struct Output {
        public let repositories: Driver<[RepositoryCellViewModel]>
        /// "N Repositories" (GitHub's total count).
        public let title: Driver<String>
        public let isSearching: Driver<Bool>
        public let repositorySelected: Driver<RepositoryViewModel>
        public let error: Signal<String>
    }

    private let service: GitHubService
    private let scheduler: SchedulerType

    public init(service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    public func transform(input: Input) -> Output {
        let (service, scheduler) = (self.service, self.scheduler)
        let searching = ActivityIndicator()
        let errors = ErrorTracker()
        let results = input.query
            .searchLatest(debounce: Self.debounce, scheduler: scheduler, activity: searching, errors: errors) { query in
                service.searchRepositories(query: query, sort: "stars", page: 1).asObservable().map(\.items)
            }
            .map { $0.map(RepositoryCellViewModel.init) }
            .asDriver(onErrorJustReturn: [])
        return Output(
            repositories: results,
            title: results.map { "\($0.count) Repositories" }.startWith("Type to search"),
            isSearching: searching.asDriver(),
            repositorySelected: input.selection
                .map { RepositoryViewModel(fullName: $0.repository.fullName, service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            error: errors.asSignal().map { errorMessage($0, retryHint: "change the query to search again") }
        )
    }
}

