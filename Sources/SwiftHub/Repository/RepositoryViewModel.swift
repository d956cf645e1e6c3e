import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The repository screen: its details above its events. One `reload` (the screen's first
/// appearance, `r`) reloads both; the events page as the list reaches its end; an event opens
/// its actor and `o` the repository's owner.
public final class RepositoryViewModel: ViewModelType {
    public struct Input {
        /// Loads (and later reloads) the details and the first page of events.
        public let reload: Observable<Void>
        public let eventsLoadMore: Observable<Void>
        /// An event chosen in the list: opens its actor.
        public let eventSelection: Observable<EventCellViewModel>
        /// Opens the owner's screen.
        public let ownerSelection: Observable<Void>

        public init(reload: Observable<Void>, eventsLoadMore: Observable<Void>, eventSelection: Observable<EventCellViewModel>, ownerSelection: Observable<Void>) {
            self.reload = reload
            self.eventsLoadMore = eventsLoadMore
            self.eventSelection = eventSelection
            self.ownerSelection = ownerSelection
        }
    }

    public struct Output {
        public let title: Driver<String>
        /// Lines of details: description, counts and language, owner and last update.
        public let details: Driver<[String]>
        public let isLoading: Driver<Bool>
        public let events: Driver<[EventCellViewModel]>
        public let eventsLoading: Driver<Bool>
        public let eventsEmptyText: Driver<String>
        public let eventsFooter: Driver<String>
        public let keyHints: Driver<String>
        public let userSelected: Driver<UserViewModel>
        /// The banner: the latest failure of the details or the events, `nil` when the user retries.
        public let banner: Signal<String?>
    }

    public let fullName: String
    private let service: GitHubService
    private let scheduler: SchedulerType
    private let now: () -> Date

    public init(fullName: String, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.service = service
        self.scheduler = scheduler
        self.now = now
    }

    public func transform(input: Input) -> Output {
        let (fullName, service, scheduler, now) = (self.fullName, self.service, self.scheduler, self.now)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let repository = input.reload.flatMapLatest {
            service.repository(fullName: fullName).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        let events = Paginator<Int, GitHubEvent>(firstPage: 1) { service.repositoryEvents(fullName: fullName, page: $0).map(\.page) }
            .transform(refresh: input.reload, loadMore: input.eventsLoadMore)
        let details = repository.map { repository -> [String] in
            [
                repository.description ?? "No description",
                "★ \(repository.stargazersCount)   Forks \(repository.forksCount)   Issues \(repository.openIssuesCount)   \(repository.language ?? "")",
                "Owner \(repository.owner.login) · updated \(Formatting.relative(repository.updatedAt, now: now()))",
            ]
        }
        let owner = input.ownerSelection.withLatestFrom(repository)
        return Output(
            title: .just(fullName),
            details: details.asDriver(onErrorJustReturn: []).startWith([]),
            isLoading: loading.asDriver(),
            events: events.items.map { $0.map(EventCellViewModel.init) },
            eventsLoading: events.isRefreshing,
            eventsEmptyText: Driver.merge(events.error.map { _ in "No events" }.asDriver(onErrorDriveWith: .empty()), events.items.map { _ in "No events" })
                .startWith("Loading events…"),
            eventsFooter: events.isAtEnd.map { $0 ? "— end of list —" : "" },
            keyHints: .just("Events — Enter: user  o: owner  r: reload  Esc: back"),
            userSelected: Observable.merge(input.eventSelection.map { $0.event.actor.login }, owner.map { $0.owner.login })
                .map { UserViewModel(login: $0, service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                Signal.merge(errors.asSignal(), events.refreshError).map { Optional(errorMessage($0)) },
                events.loadMoreError.map { Optional(loadMoreErrorMessage($0)) },
                Observable.merge(input.reload, input.eventsLoadMore).map { String?.none }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}
