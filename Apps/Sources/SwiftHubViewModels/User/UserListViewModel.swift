import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One account row.
package struct UserCellViewModel: Equatable {
    /// The account the row shows; selecting the row opens it.
    package let user: User
    /// "Name (@login)", or the login alone when the account has no name.
    package let title: String
    /// "Organization", the location and the bio, those present, joined by " · ".
    package let detail: String

    /// The row for `user`.
    package init(user: User) {
        self.user = user
        title = user.name.map { "\($0) (@\(user.login))" } ?? user.login
        detail = [user.isOrganization ? localized("Organization") : nil, user.location, user.bio].compactMap { $0 }
            .joined(
                separator: " · ")
    }
}

/// A paged list of accounts — a user's followers or the accounts they follow; Enter opens one.
package final class UserListViewModel: ViewModelType {
    /// Which accounts the list shows.
    package enum Kind: Equatable, Sendable {
        /// The accounts following the login.
        case followers(of: String)
        /// The accounts the login follows.
        case following(of: String)
        /// The organizations an account belongs to.
        case organizations(of: String)
    }

    /// What an account list sends in.
    package struct Input {
        /// Each appearance or refresh: loads the first page again and clears the banner.
        package let load: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// Enter on a row.
        package let selection: Observable<UserCellViewModel>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<UserCellViewModel>) {
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    /// What an account list shows.
    package struct Output {
        /// "Followers of alice", "alice follows".
        package let title: Driver<String>
        /// Every account loaded so far, pages in order.
        package let users: Driver<[UserCellViewModel]>
        /// "Loading…" until the first answer, then what an empty list says ("Nobody follows alice yet").
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// The account to open for a chosen row.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` when the list loads again.
        package let banner: Signal<String?>
    }

    /// Which accounts the list shows.
    package let kind: Kind
    private let service: GitHubService
    private let now: () -> Date

    /// A list of `kind` loaded through `service`.
    package init(kind: Kind, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.kind = kind
        self.service = service
        self.now = now
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (kind, service, now) = (self.kind, self.service, self.now)
        let list = Paginator<Int, User>(firstPage: 1) { page in
            switch kind {
            case .followers(let login): return service.send(GitHub.followers(login: login, page: page)).map(\.page)
            case .following(let login): return service.send(GitHub.following(login: login, page: page)).map(\.page)
            case .organizations(let login):
                return service.send(GitHub.organizations(login: login, page: page)).map {
                    $0.page.map { organization in
                        User(
                            id: organization.id, login: organization.login, avatarUrl: organization.avatarUrl,
                            type: "Organization", bio: organization.description)
                    }
                }
            }
        }.transform(refresh: input.load, loadMore: input.loadMore)
        let (title, empty): (String, String)
        switch kind {
        case .followers(let login):
            (title, empty) = (localized("Followers of %@", login), localized("Nobody follows %@ yet", login))
        case .following(let login):
            (title, empty) = (localized("%@ follows", login), localized("%@ follows nobody yet", login))
        case .organizations(let login):
            (title, empty) = (
                localized("Organizations of %@", login), localized("%@ belongs to no public organization", login)
            )
        }
        return Output(
            title: .just(title),
            users: list.items.map { $0.map(UserCellViewModel.init) },
            emptyText: list.emptyText(loading: localized("Loading…"), empty: empty),
            footer: list.endOfListFooter,
            selected: input.selection.map { Destination.user($0.user.login) }.asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(clearedBy: Observable.merge(input.load, input.loadMore), now: now)
        )
    }
}
