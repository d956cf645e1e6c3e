import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The events screen's logic: a user's received or performed events, an organization's or a
/// repository's events; header refresh, footer refresh (next page), segment switch, and
/// selections that produce the next screens' view models. Everything the screen shows —
/// title, rows, empty and end-of-list text, the banner — comes out of ``Output``.
package final class EventsViewModel: ViewModelType {
    /// Whose events the screen shows.
    package enum Mode: Equatable, Sendable {
        /// A user's received or performed events (switchable), or an organization's events (one feed).
        case user(login: String, isOrganization: Bool)
        /// A repository's events (one feed).
        case repository(fullName: String)
    }

    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Each appearance or refresh (`r`): loads the first page of the current feed again.
        package let headerRefresh: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let footerRefresh: Observable<Void>
        /// The Received/Performed switch; a change loads the other feed from its first page.
        package let segmentSelection: Observable<EventSegment>
        /// Enter on a row.
        package let selection: Observable<EventCellViewModel>
        /// `u` on a row: opens the event's actor.
        package let actorSelection: Observable<EventCellViewModel>
        /// Opens what is trending.
        package let trending: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            headerRefresh: Observable<Void>, footerRefresh: Observable<Void>,
            segmentSelection: Observable<EventSegment>, selection: Observable<EventCellViewModel>,
            actorSelection: Observable<EventCellViewModel>, trending: Observable<Void> = .never()
        ) {
            self.trending = trending
            self.headerRefresh = headerRefresh
            self.footerRefresh = footerRefresh
            self.segmentSelection = segmentSelection
            self.selection = selection
            self.actorSelection = actorSelection
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "Events · octocat".
        package let navigationTitle: Driver<String>
        /// Every event loaded so far for the current feed, pages in order.
        package let items: Driver<[EventCellViewModel]>
        /// Organizations and repositories have one feed: no Received/Performed switch.
        package let hidesSegment: Driver<Bool>
        /// Whether a first page is on its way.
        package let headerLoading: Driver<Bool>
        /// Whether a next page is on its way.
        package let footerLoading: Driver<Bool>
        /// Whether a next page exists.
        package let hasMore: Driver<Bool>
        /// What the empty list says: "Loading events…" until the first answer, then "No events".
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is in, else empty.
        package let footer: Driver<String>
        /// "Signed in as alice" or "Not signed in".
        package let account: Driver<String>
        /// Enter: the most specific thing the event is about (its issue, pull request,
        /// releases, commits or repository); `u`: its actor.
        package let selected: Driver<Destination>
        /// The banner's text: what went wrong and what to press, then `nil` as soon as the
        /// user retries (refresh, feed switch, next page) — it does not wait for the answer.
        package let banner: Signal<String?>
    }

    /// Whose events the screen shows.
    package let mode: Mode
    private let service: GitHubService

    private let now: () -> Date

    /// An events screen for `mode` through `service`; `now` dates the rows ("3 hours ago").
    package init(
        mode: Mode, service: GitHubService,
        now: @escaping () -> Date = Date.init
    ) {
        self.now = now
        self.mode = mode
        self.service = service
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (mode, service) = (self.mode, self.service)
        // The feed shown: received at first, then each new choice, which reloads the list.
        let segments = input.segmentSelection.startWith(.received).distinctUntilChanged()
        let paginator = QueryPaginator<EventSegment, Int, GitHubEvent>(firstPage: 1) { segment, page in
            let request: Single<Paged<GitHubEvent>>
            switch mode {
            case .repository(let fullName):
                request = service.send(GitHub.repositoryEvents(fullName: fullName, page: page))
            case .user(let login, true): request = service.send(GitHub.organizationEvents(login: login, page: page))
            case .user(let login, false):
                request =
                    segment == .received
                    ? service.send(GitHub.receivedEvents(login: login, page: page))
                    : service.send(GitHub.performedEvents(login: login, page: page))
            }
            return request.map(\.page)
        }
        // A segment switch reloads the first page of the other feed and replaces the list.
        let list = paginator.transform(
            refresh: Observable.merge(input.headerRefresh.withLatestFrom(segments), segments),
            loadMore: input.footerRefresh)
        let title: String
        let hidesSegment: Bool
        switch mode {
        case .user(let login, let isOrganization): (title, hidesSegment) = (login, isOrganization)
        case .repository(let fullName): (title, hidesSegment) = (fullName, true)
        }
        return Output(
            navigationTitle: .just(localized("Events · %@", title)),
            items: list.items.map { [now] events in
                let moment = now()
                return events.map { EventCellViewModel(event: $0, now: moment) }
            },
            hidesSegment: .just(hidesSegment),
            headerLoading: list.isRefreshing,
            footerLoading: list.isLoadingMore,
            hasMore: list.hasMore,
            emptyText: list.emptyText(loading: localized("Loading events…"), empty: localized("No events")),
            footer: list.endOfListFooter,
            account: SessionViewModel(service: service).transform(input: .init()).account,
            selected: Observable.merge(
                input.selection.map { Destination.about($0.event) },
                input.actorSelection.map { Destination.user($0.event.actor.login) },
                input.trending.map { Destination.trending }
            )
            .asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(
                clearedBy: Observable.merge(
                    input.headerRefresh, input.footerRefresh, input.segmentSelection.skip(1).mapToVoid()), now: now)
        )
    }
}
