import Foundation
import RxCore
import RxUI
import MVVM

/// Which feed of a user's events the list shows.
public enum EventSegment: Int, Equatable, Sendable {
    case received = 0
    case performed = 1
}

/// Whose events the list shows.
public enum EventsMode: Equatable, Sendable {
    case account(GitHubAccount)
    case repository(Repository)
}

/// Loads pages of events; the app talks to GitHub, tests to an in-memory fake.
public protocol EventsService: AnyObject {
    func receivedEvents(login: String, page: Int) -> Single<Page<ActivityEvent>>
    func performedEvents(login: String, page: Int) -> Single<Page<ActivityEvent>>
    func organizationEvents(login: String, page: Int) -> Single<Page<ActivityEvent>>
    func repositoryEvents(fullName: String, page: Int) -> Single<Page<ActivityEvent>>
}

/// One row of the events list; keeps its event so a selection carries it onward.
public struct EventCellViewModel: Equatable {
    public let event: ActivityEvent
    public let title: String
    public let avatarURL: String

    public init(event: ActivityEvent) {
        self.event = event
        title = "\(event.actor.login) \(event.action) \(event.repository.fullName)"
        avatarURL = event.actor.avatarURL
    }
}

/// The events screen: a paged list of a user's, an organization's or a repository's events.
public final class EventsViewModel: ViewModelType {
    public struct Input {
        public let headerRefresh: Observable<Void>
        public let footerRefresh: Observable<Void>
        public let segmentSelection: Observable<EventSegment>
        public let selection: Observable<EventCellViewModel>
        public let actorSelection: Observable<EventCellViewModel>

        public init(headerRefresh: Observable<Void>, footerRefresh: Observable<Void>, segmentSelection: Observable<EventSegment>, selection: Observable<EventCellViewModel>, actorSelection: Observable<EventCellViewModel>) {
            self.headerRefresh = headerRefresh
            self.footerRefresh = footerRefresh
            self.segmentSelection = segmentSelection
            self.selection = selection
            self.actorSelection = actorSelection
        }
    }

    public struct Output {
        public let navigationTitle: Driver<String>
        public let imageURL: Driver<String>
        public let items: Driver<[EventCellViewModel]>
        /// The next screen when an event's actor is selected.
        public let userSelected: Driver<UserViewModel>
        /// The next screen when an event is selected.
        public let repositorySelected: Driver<RepositoryViewModel>
        /// `true` for organizations and repositories, which have a single feed.
        public let hidesSegment: Driver<Bool>
        public let headerLoading: Driver<Bool>
        public let footerLoading: Driver<Bool>
        public let error: Signal<Swift.Error>
    }

    public let mode: EventsMode
    private let service: EventsService

    public init(mode: EventsMode, service: EventsService) {
        self.mode = mode
        self.service = service
    }

    public func transform(input: Input) -> Output {
        let mode = self.mode
        let service = self.service
        let segment = BehaviorRelay(value: EventSegment.received)
        let segmentChanges = input.segmentSelection
            .startWith(.received)
            .distinctUntilChanged()
            .do(onNext: { segment.accept($0) })
            .mapToVoid()

        let paginator = Paginator<Int, ActivityEvent>(firstPage: 1) { page in
            switch mode {
            case .repository(let repository):
                return service.repositoryEvents(fullName: repository.fullName, page: page)
            case .account(let account) where account.isOrganization:
                return service.organizationEvents(login: account.login, page: page)
            case .account(let account):
                return segment.value == .received
                    ? service.receivedEvents(login: account.login, page: page)
                    : service.performedEvents(login: account.login, page: page)
            }
        }
        // A segment switch is a refresh: it reloads the first page and replaces the list.
        let list = paginator.transform(refresh: Observable.merge(input.headerRefresh, segmentChanges), loadMore: input.footerRefresh)

        let title: String
        let image: String
        let hidesSegment: Bool
        switch mode {
        case .account(let account):
            (title, image, hidesSegment) = (account.login, account.avatarURL, account.isOrganization)
        case .repository(let repository):
            (title, image, hidesSegment) = (repository.fullName, repository.owner.avatarURL, true)
        }

        return Output(
            navigationTitle: .just(title),
            imageURL: .just(image),
            items: list.items.map { $0.map(EventCellViewModel.init) },
            userSelected: input.actorSelection
                .map { UserViewModel(account: $0.event.actor, service: service) }
                .asDriver(onErrorDriveWith: .empty()),
            repositorySelected: input.selection
                .map { RepositoryViewModel(repository: $0.event.repository, service: service) }
                .asDriver(onErrorDriveWith: .empty()),
            hidesSegment: .just(hidesSegment),
            headerLoading: list.isRefreshing,
            footerLoading: list.isLoadingMore,
            error: list.error
        )
    }
}

/// The repository screen the events list navigates to.
public final class RepositoryViewModel {
    public let repository: Repository
    /// The events view model of this repository, for the screen's events tab.
    public let events: EventsViewModel

    public init(repository: Repository, service: EventsService) {
        self.repository = repository
        events = EventsViewModel(mode: .repository(repository), service: service)
    }

    public var title: String { repository.fullName }
    public var detail: String { "★ \(repository.stars) · \(repository.summary)" }
}

/// The user screen the events list navigates to.
public final class UserViewModel {
    public let account: GitHubAccount
    public let events: EventsViewModel

    public init(account: GitHubAccount, service: EventsService) {
        self.account = account
        events = EventsViewModel(mode: .account(account), service: service)
    }

    public var title: String { account.login }
}
