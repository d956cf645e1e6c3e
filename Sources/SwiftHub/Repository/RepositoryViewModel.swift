import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The repository screen: its details above its events. One `reload` (the screen's first
/// appearance, `r`) reloads both; the events page as the list reaches its end; an event opens
/// its actor and `o` the repository's owner.
///
/// Starring (`s`) is optimistic: the star and the count change at once, the request follows,
/// and a failure puts both back and says so in the banner. Signed out, it asks to sign in.
public final class RepositoryViewModel: ViewModelType {
    public struct Input {
        /// Loads (and later reloads) the details and the first page of events.
        public let reload: Observable<Void>
        public let eventsLoadMore: Observable<Void>
        /// An event chosen in the list: opens its actor.
        public let eventSelection: Observable<EventCellViewModel>
        /// Opens the owner's screen.
        public let ownerSelection: Observable<Void>
        /// Stars the repository, or takes the star back.
        public let starToggle: Observable<Void>

        public init(reload: Observable<Void>, eventsLoadMore: Observable<Void>, eventSelection: Observable<EventCellViewModel>,
                    ownerSelection: Observable<Void>, starToggle: Observable<Void> = .never()) {
            self.reload = reload
            self.eventsLoadMore = eventsLoadMore
            self.eventSelection = eventSelection
            self.ownerSelection = ownerSelection
            self.starToggle = starToggle
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
        /// "★ Starred", "☆ Not starred", or how to star when signed out. Bind it: the star
        /// requests that `starToggle` asks for run while it is observed.
        public let star: Driver<String>
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
        // A star toggle cancels a details or star answer still on its way: it would carry the
        // count and the star from before the toggle and undo what the user just did.
        // Not shared: `reload` usually starts with a synchronous first element, which every
        // subscriber must see.
        let reloadsAndToggles = Observable.merge(input.reload.map { true }, input.starToggle.map { false })
        let repository = reloadsAndToggles.flatMapLatest { isReload -> Observable<Repository> in
            guard isReload else { return .empty() }
            return service.repository(fullName: fullName).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        let events = Paginator<Int, GitHubEvent>(firstPage: 1) { service.repositoryEvents(fullName: fullName, page: $0).map(\.page) }
            .transform(refresh: input.reload, loadMore: input.eventsLoadMore)
        // The star and the count as shown: set from each answer, changed at once by a toggle
        // and put back if the request fails.
        let starred = BehaviorRelay<Bool?>(value: nil)
        let stars = BehaviorRelay<Int?>(value: nil)
        let starFailures = PublishRelay<String>()
        let starredAnswers = reloadsAndToggles.withLatestFrom(service.account) { ($0, $1) }.flatMapLatest { isReload, account -> Observable<Bool?> in
            guard isReload else { return .empty() }
            guard account != nil else { return .just(nil) }
            return service.isStarred(fullName: fullName).asObservable().map { Optional($0) }.catch { _ in .just(nil) }
        }
        let toggles = input.starToggle.withLatestFrom(service.account).share()
        let signInNeeded = toggles.filter { $0 == nil }.map { _ in "Sign in to star repositories — press l" }
        let starRequests = toggles.filter { $0 != nil }
            .filter { _ in starred.value != nil }
            .concatMap { _ -> Observable<Void> in
                let wanted = !(starred.value ?? false)
                let delta = wanted ? 1 : -1
                starred.accept(wanted)
                stars.accept(stars.value.map { $0 + delta })
                return service.setStarred(wanted, fullName: fullName).andThen(Observable<Void>.empty())
                    .catch { error in
                        starred.accept(!wanted)
                        stars.accept(stars.value.map { $0 - delta })
                        starFailures.accept("Could not \(wanted ? "star" : "unstar") \(fullName): \(plainErrorMessage(error)) — the star is back as it was")
                        return .empty()
                    }
            }
        let details = Observable.combineLatest(repository.do(onNext: { stars.accept($0.stargazersCount) }), stars.asObservable().compactMap { $0 })
            .map { repository, count -> [String] in
                [
                    repository.description ?? "No description",
                    "★ \(count)   Forks \(repository.forksCount)   Issues \(repository.openIssuesCount)   \(repository.language ?? "")"
                        + (repository.subscribersCount.map { "   Watchers \($0)" } ?? ""),
                    "Owner \(repository.owner.login) · updated \(RelativeDate.describe(repository.updatedAt, now: now()))",
                    [repository.license?.name ?? "No license", repository.defaultBranch.map { "branch \($0)" }, repository.homepage]
                        .compactMap { $0 }.joined(separator: " · "),
                ]
            }
            .distinctUntilChanged()
        let owner = input.ownerSelection.withLatestFrom(repository)
        return Output(
            title: .just(fullName),
            details: details.asDriver(onErrorJustReturn: []).startWith([]),
            isLoading: loading.asDriver(),
            events: events.items.map { $0.map(EventCellViewModel.init) },
            eventsLoading: events.isRefreshing,
            eventsEmptyText: events.emptyText(loading: "Loading events…", empty: "No events"),
            eventsFooter: events.endOfListFooter,
            keyHints: .just("Events — Enter: user  o: owner  s: star  r: reload  Esc: back"),
            star: Observable.merge(starredAnswers.do(onNext: { starred.accept($0) }).mapToVoid(), starred.asObservable().mapToVoid(),
                                   starRequests)
                .withLatestFrom(Observable.combineLatest(starred.asObservable(), service.account))
                .map { starred, account in
                    guard account != nil else { return "☆ Sign in (l) to star" }
                    switch starred {
                    case true?: return "★ Starred (s: unstar)"
                    case false?: return "☆ Not starred (s: star)"
                    case nil: return ""
                    }
                }
                .distinctUntilChanged()
                .asDriver(onErrorJustReturn: ""),
            userSelected: Observable.merge(input.eventSelection.map { $0.event.actor.login }, owner.map { $0.owner.login })
                .map { UserViewModel(login: $0, service: service, scheduler: scheduler) }
                .asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                events.banner(otherFailures: errors.asSignal(), clearedBy: Observable.merge(input.reload, input.eventsLoadMore)),
                Observable.merge(signInNeeded, starFailures.asObservable()).map { Optional($0) }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}
