import Foundation
import RxCore
import RxUI
import MVVM

/// Searches repositories.
public protocol RepositorySearchService: AnyObject {
    func searchRepositories(query: String) -> Single<[Repository]>
}

/// One search result row.
public struct RepositoryCellViewModel: Equatable {
    public let repository: Repository
    public let title: String
    public let detail: String

    public init(repository: Repository) {
        self.repository = repository
        title = repository.fullName
        detail = "★ \(repository.stars) \(repository.summary)"
    }
}

/// The search screen: type a query, see matching repositories.
///
/// The text is debounced by ``debounceInterval`` on the injected scheduler, repeats are
/// ignored, the latest query wins (an older request still running is cancelled), an empty
/// query clears the list without a request, and a failed request reports its error while
/// the search keeps working.
public final class RepositorySearchViewModel: ViewModelType {
    public static let debounceInterval: RxTimeInterval = .milliseconds(300)

    public struct Input {
        public let searchText: Observable<String>
        public let selection: Observable<RepositoryCellViewModel>

        public init(searchText: Observable<String>, selection: Observable<RepositoryCellViewModel>) {
            self.searchText = searchText
            self.selection = selection
        }
    }

    public struct Output {
        public let repositories: Driver<[RepositoryCellViewModel]>
        /// "N Repositories".
        public let title: Driver<String>
        public let isSearching: Driver<Bool>
        public let error: Signal<Swift.Error>
        public let repositorySelected: Driver<Repository>
    }

    private let service: RepositorySearchService
    private let scheduler: SchedulerType

    public init(service: RepositorySearchService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    public func transform(input: Input) -> Output {
        let service = self.service
        let searching = ActivityIndicator()
        let errors = ErrorTracker()

        let results = input.searchText
            .searchLatest(debounce: Self.debounceInterval, scheduler: scheduler, activity: searching, errors: errors) { query in
                service.searchRepositories(query: query).asObservable()
            }
            .map { $0.map(RepositoryCellViewModel.init) }
            .asDriver(onErrorJustReturn: [])

        return Output(
            repositories: results,
            title: results.map { "\($0.count) Repositories" },
            isSearching: searching.asDriver(),
            error: errors.asSignal(),
            repositorySelected: input.selection.map(\.repository).asDriver(onErrorDriveWith: .empty())
        )
    }
}
