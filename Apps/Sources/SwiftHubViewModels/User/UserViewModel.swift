import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The user or organization screen: details, repositories (paged), and the account's events
/// (`e`), which for an organization are its own feed.
package final class UserViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Loads (and later reloads) the details and the first page of repositories.
        package let load: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// Enter on a row.
        package let selection: Observable<RepositoryCellViewModel>
        /// Opens the account's events (once its details are known).
        package let eventsSelection: Observable<Void>
        /// Opens its followers.
        package let followersSelection: Observable<Void>
        /// Opens the accounts it follows.
        package let followingSelection: Observable<Void>
        /// Opens the repositories it starred.
        package let starredSelection: Observable<Void>
        /// Opens the organizations it belongs to.
        package let organizationsSelection: Observable<Void>
        /// Follows the account, or stops following it (signed in, a person other than oneself).
        package let followToggle: Observable<Void>

        /// The inputs; a screen without the followers, following, starred or organizations keys leaves them `.never()`.
        package init(
            load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<RepositoryCellViewModel>,
            eventsSelection: Observable<Void>,
            followersSelection: Observable<Void> = .never(), followingSelection: Observable<Void> = .never(),
            starredSelection: Observable<Void> = .never(), organizationsSelection: Observable<Void> = .never(),
            followToggle: Observable<Void> = .never()
        ) {
            self.followToggle = followToggle
            self.starredSelection = starredSelection
            self.organizationsSelection = organizationsSelection
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
            self.eventsSelection = eventsSelection
            self.followersSelection = followersSelection
            self.followingSelection = followingSelection
        }
    }

    /// What the screen can do besides opening a repository.
    package enum Action: CaseIterable, Hashable, Sendable {
        /// The account's events, its followers, the accounts it follows, its starred
        /// repositories, its organizations; following it or not.
        case events, followers, following, starred, organizations, follow
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "User · alice" or "Organization · octo-org", once the details are in.
        package let title: Driver<String>
        /// Name and login (and "Organization"), bio, location and follower counts, company,
        /// blog and the number of public repositories.
        package let details: Driver<[String]>
        /// Every repository loaded so far, pages in order.
        package let repositories: Driver<[RepositoryCellViewModel]>
        /// Whether the details or the first page are on their way.
        package let isLoading: Driver<Bool>
        /// "Loading repositories…" until the first answer, then "No public repositories".
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// What can be done from here: the events at once, then followers for every account
        /// and following, starred repositories and organizations for a user (not an
        /// organization); following it for a person other than the signed-in account.
        package let possibleActions: Driver<Set<Action>>
        /// "✓ Following (F: unfollow)", "＋ Not following (F: follow)", "Sign in (l) to follow";
        /// empty for an organization, the signed-in account itself, and while GitHub has not answered.
        package let follow: Driver<String>
        /// A repository, the account's events, followers, following, starred repositories or
        /// organizations.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The account shown.
    package let login: String
    private let service: GitHubService
    private let now: () -> Date

    /// An account screen for `login` through `service`.
    package init(login: String, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.login = login
        self.service = service
        self.now = now
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (login, service, now) = (self.login, self.service, self.now)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        let user = input.load.flatMapLatest {
            service.send(GitHub.user(login: login)).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        // Whether the signed-in account follows this one, with the follower count as shown:
        // a toggle changes both at once and a refused request puts them back.
        let canFollow = Observable.combineLatest(user, service.account) { user, account in
            !user.isOrganization && account.map { $0.login.lowercased() != user.login.lowercased() } ?? true
        }
        let answers = Observable.merge(input.load, service.account.skip(1).mapToVoid())
            .withLatestFrom(service.account)
            .flatMapLatest { account -> Observable<Bool?> in
                guard account != nil else { return .just(nil) }
                return service.send(GitHub.isFollowing(login: login)).asObservable().map { Optional($0) }
                    .catch { _ in .just(nil) }.startWith(nil)
            }
        let follow = Observable.merge(
            service.account.map { RemoteToggleState.Event.account($0?.login) },
            answers.map { .answer($0) },
            user.compactMap(\.followers).map { .count($0) },
            input.followToggle.withLatestFrom(canFollow).filter { $0 }.map { _ in .toggle }
        )
        .scanWithFeedback(
            RemoteToggleState(signInMessage: localized("Sign in to follow people — press l")),
            feedback: { states in
                states.compactMap(\.launched).flatMap { request -> Observable<RemoteToggleState.Event> in
                    service.send(GitHub.setFollowing(request.wanted, login: login)).asCompletable()
                        .andThen(Observable.just(.finished(request, failure: nil)))
                        .catch { error in
                            .just(
                                .finished(
                                    request,
                                    failure:
                                        request.wanted
                                        ? localized(
                                            "Could not follow %@: %@ — as it was", login, plainErrorMessage(error))
                                        : localized(
                                            "Could not unfollow %@: %@ — as it was", login, plainErrorMessage(error))
                                ))
                        }
                }
            },
            accumulator: { $0.reduced(by: $1) }
        )
        .share(replay: 1)
        let repositories = Paginator<Int, Repository>(firstPage: 1) {
            service.send(GitHub.userRepositories(login: login, page: $0)).map(\.page)
        }
        .transform(refresh: input.load, loadMore: input.loadMore)
        return Output(
            title: user.map {
                $0.isOrganization ? localized("Organization · %@", $0.login) : localized("User · %@", $0.login)
            }
            .asDriver(onErrorDriveWith: .empty()).startWith(login),
            details: Observable.combineLatest(user, follow.map(\.count).startWith(nil).distinctUntilChanged()) {
                user, followers in
                [
                    "\(user.name ?? user.login) (@\(user.login))\(user.isOrganization ? " · " + localized("Organization") : "")",
                    user.bio ?? "",
                    [
                        user.location, (followers ?? user.followers).map(\.followersText),
                        user.following.map { localized("%ld following", $0.shownCount) },
                    ]
                    .compactMap { $0 }.joined(separator: " · "),
                    [
                        user.company, user.blog,
                        user.publicRepos.map(\.shownCount).map {
                            $0 == 1 ? localized("1 public repository") : localized("%ld public repositories", $0)
                        },
                    ]
                    // GitHub sends "" for an account without a blog (or company): absent, not a stray " · ".
                    .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
                ]
            }.asDriver(onErrorJustReturn: []).startWith([]),
            repositories: repositories.items.map { $0.map(RepositoryCellViewModel.init) },
            isLoading: loading.asDriver(),
            emptyText: repositories.emptyText(
                loading: localized("Loading repositories…"), empty: localized("No public repositories")),
            footer: repositories.endOfListFooter,
            possibleActions: Observable.combineLatest(user, canFollow) { user, canFollow -> Set<Action> in
                user.isOrganization
                    ? [.events, .followers] : Set(Action.allCases).subtracting(canFollow ? [] : [.follow])
            }.asDriver(onErrorDriveWith: .empty()).startWith([.events]),
            follow: Observable.combineLatest(follow, canFollow) { state, canFollow -> String in
                guard canFollow else { return "" }
                guard state.login != nil else { return localized("Sign in (l) to follow") }
                switch state.isOn {
                case true?: return localized("✓ Following (F: unfollow)")
                case false?: return localized("＋ Not following (F: follow)")
                case nil: return ""
                }
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            selected: Observable.merge(
                input.selection.map { Destination.repository($0.repository.fullName) },
                input.eventsSelection.withLatestFrom(user).map {
                    Destination.events(.user(login: $0.login, isOrganization: $0.isOrganization))
                },
                input.followersSelection.map { Destination.users(.followers(of: login)) },
                input.followingSelection.map { Destination.users(.following(of: login)) },
                input.starredSelection.map { Destination.section(.starred(by: login)) },
                input.organizationsSelection.map { Destination.users(.organizations(of: login)) }
            ).asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                repositories.banner(
                    otherFailures: errors.asSignal(), clearedBy: Observable.merge(input.load.skip(1), input.loadMore),
                    now: now),
                follow.compactMap(\.message).map { Optional($0) }.asSignal(onErrorSignalWith: .empty()))
        )
    }
}
