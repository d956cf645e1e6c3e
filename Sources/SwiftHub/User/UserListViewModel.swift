import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One account row.
public struct UserCellViewModel: Equatable {
    public let user: User
    public let title: String
    public let detail: String

    public init(user: User) {
        self.user = user
        title = user.name.map { "\($0) (@\(user.login))" } ?? user.login
        detail = [user.isOrganization ? "Organization" : nil, user.location, user.bio].compactMap { $0 }.joined(separator: " · ")
    }
}

/// A paged list of accounts — a user's followers or the accounts they follow; Enter opens one.
public final class UserListViewModel: ViewModelType {
    public enum Kind: Equatable, Sendable {
        case followers(of: String)
        case following(of: String)
        /// The organizations an account belongs to.
        case organizations(of: String)
    }

    public struct Input {
        public let load: Observable<Void>
        public let loadMore: Observable<Void>
        public let selection: Observable<UserCellViewModel>

        public init(load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<UserCellViewModel>) {
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    public struct Output {
        /// "Followers of alice", "alice follows".
        public let title: Driver<String>
        public let users: Driver<[UserCellViewModel]>
        public let emptyText: Driver<String>
        public let footer: Driver<String>
        public let keyHints: Driver<String>
        public let userSelected: Driver<UserViewModel>
        public let banner: Signal<String?>
    }

    public let kind: Kind
    private let service: GitHubService
    private let scheduler: SchedulerType

    public init(kind: Kind, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.kind = kind
        self.service = service
        self.scheduler = scheduler
    }

    public func transform(input: Input) -> Output {
        let (kind, service, scheduler) = (self.kind, self.service, self.scheduler)
        let list = Paginator<Int, User>(firstPage: 1) { page in
            switch kind {
            case .followers(let login): return service.followers(login: login, page: page).map(\.page)
            case .following(let login): return service.following(login: login, page: page).map(\.page)
            case .organizations(let login):
                return service.organizations(login: login, page: page).map { $0.page.map { organization in
                    User(id: organization.id, login: organization.login, avatarUrl: organization.avatarUrl, type: "Organization", bio: organization.description)
                } }
            }
        }.transform(refresh: input.load, loadMore: input.loadMore)
        let (title, empty): (String, String)
        switch kind {
        case .followers(let login): (title, empty) = ("Followers of \(login)", "Nobody follows \(login) yet")
        case .following(let login): (title, empty) = ("\(login) follows", "\(login) follows nobody yet")
        case .organizations(let login): (title, empty) = ("Organizations of \(login)", "\(login) belongs to no public organization")
        }
        return Output(
            title: .just(title),
            users: list.items.map { $0.map(UserCellViewModel.init) },
            emptyText: list.emptyText(loading: "Loading…", empty: empty),
            footer: list.endOfListFooter,
            keyHints: .just("Enter: open  r: refresh  Esc: back"),
            userSelected: input.selection.map { UserViewModel(login: $0.user.login, service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(clearedBy: Observable.merge(input.load, input.loadMore))
        )
    }
}
