import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

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

