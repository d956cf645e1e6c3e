import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The repository screen: its details, and its events through ``events``.
public final class RepositoryViewModel: ViewModelType {
    public struct Input {
        public let load: Observable<Void>
        public init(load: Observable<Void>) { self.load = load }
    }

    public struct Output {
        public let title: Driver<String>
        /// Lines of details: description, language, counts.
        public let details: Driver<[String]>
        public let isLoading: Driver<Bool>
        public let error: Signal<String>
    }

    public let fullName: String
    /// The repository's events.
    public let events: EventsViewModel
    private let service: GitHubService

    public init(fullName: String, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.fullName = fullName
        self.service = service
        events = EventsViewModel(mode: .repository(fullName: fullName), service: service, scheduler: scheduler)
    }

    public func transform(input: Input) -> Output {
        let (fullName, service) = (self.fullName, self.service)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let repository = input.load.flatMapLatest {
            service.repository(fullName: fullName).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }
        let details = repository.map { repository -> [String] in
            [
                repository.description ?? "No description",
                "★ \(repository.stargazersCount)   Forks \(repository.forksCount)   Issues \(repository.openIssuesCount)   \(repository.language ?? "")",
                "Owner \(repository.owner.login) · updated \(Formatting.date(repository.updatedAt))",
            ]
        }
        return Output(
            title: .just(fullName),
            details: details.asDriver(onErrorJustReturn: []).startWith([]),
            isLoading: loading.asDriver(),
            error: errors.asSignal().map { errorMessage($0) }
        )
    }
}

/// One repository row.
public struct RepositoryCellViewModel: Equatable {
    public let repository: Repository
    public let title: String
    public let detail: String

    public init(repository: Repository) {
        self.repository = repository
        title = repository.fullName
        detail = "★ \(repository.stargazersCount) · \(repository.language ?? "—") · \(repository.description ?? "")"
    }
}

/// The user screen: details, repositories (paged), and the user's events through
/// ``events(for:)``.
public final class UserViewModel: ViewModelType {
    public struct Input {
        public let load: Observable<Void>
        public let loadMore: Observable<Void>
        public let selection: Observable<RepositoryCellViewModel>

        public init(load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<RepositoryCellViewModel>) {
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    public struct Output {
        public let title: Driver<String>
        public let details: Driver<[String]>
        public let repositories: Driver<[RepositoryCellViewModel]>
        public let isLoading: Driver<Bool>
        public let repositorySelected: Driver<RepositoryViewModel>
        /// The events screen of this account, once it is known whether it is an organization.
        public let events: Driver<EventsViewModel>
        public let error: Signal<String>
    }

    public let login: String
    private let service: GitHubService
    private let scheduler: SchedulerType

    public init(login: String, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.login = login
        self.service = service
        self.scheduler = scheduler
    }

    public func transform(input: Input) -> Output {
        let (login, service, scheduler) = (self.login, self.service, self.scheduler)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let user = input.load.flatMapLatest {
            service.user(login: login).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        let repositories = Paginator<Int, Repository>(firstPage: 1) { service.userRepositories(login: login, page: $0).map(\.page) }
            .transform(refresh: input.load, loadMore: input.loadMore)
        return Output(
            title: .just(login),
            details: user.map { user in
                [
                    "\(user.name ?? user.login) (@\(user.login))\(user.isOrganization ? " · Organization" : "")",
                    user.bio ?? "",
                    [user.location, user.followers.map { "\($0) followers" }, user.following.map { "\($0) following" }].compactMap { $0 }.joined(separator: " · "),
                ]
            }.asDriver(onErrorJustReturn: []).startWith([]),
            repositories: repositories.items.map { $0.map(RepositoryCellViewModel.init) },
            isLoading: loading.asDriver(),
            repositorySelected: input.selection
                .map { RepositoryViewModel(fullName: $0.repository.fullName, service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            events: user.map { EventsViewModel(mode: .user(login: $0.login, isOrganization: $0.isOrganization), service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            error: Signal.merge(errors.asSignal(), repositories.error).map { errorMessage($0) }
        )
    }
}

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

/// The login screen: a personal access token, checked against GitHub.
///
/// A token is valid to try when it has at least ``minimumTokenLength`` characters and no
/// spaces; a tap signs in only while valid and taps during a sign-in are ignored. On success
/// the signed-in account comes out of `signedIn` (its events become the start screen).
public final class LoginViewModel: ViewModelType {
    public static let minimumTokenLength = 8

    public struct Input {
        public let token: Observable<String>
        public let loginTap: Observable<Void>

        public init(token: Observable<String>, loginTap: Observable<Void>) {
            self.token = token
            self.loginTap = loginTap
        }
    }

    public struct Output {
        public let isValid: Driver<Bool>
        public let isLoading: Driver<Bool>
        public let signedIn: Signal<User>
        public let error: Signal<String>
    }

    private let service: GitHubService

    public init(service: GitHubService) { self.service = service }

    public static func isValid(_ token: String) -> Bool {
        token.count >= minimumTokenLength && !token.contains(" ")
    }

    public func transform(input: Input) -> Output {
        let service = self.service
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let token = input.token.startWith("").share(replay: 1)
        let signedIn = input.loginTap
            .withLatestFrom(token)
            .filter(Self.isValid)
            .flatMapFirst { token in
                service.signIn(token: token).asObservable()
                    .trackActivity(loading)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            isValid: token.map(Self.isValid).asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            isLoading: loading.asDriver(),
            signedIn: signedIn.asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal().map { plainErrorMessage($0) }
        )
    }
}
