import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// A part of a repository that has a screen of its own.
package enum RepositorySection: String, Equatable, Sendable, CaseIterable {
    /// The README, rendered.
    case readme = "README"
    /// Issues, open or closed.
    case issues = "Issues"
    /// Pull requests, open or closed.
    case pullRequests = "Pull requests"
    /// The default branch's commits.
    case commits = "Commits"
    /// Branches.
    case branches = "Branches"
    /// Releases, newest first.
    case releases = "Releases"
    /// Contributors, most commits first.
    case contributors = "Contributors"
    /// The accounts that starred it.
    case stargazers = "Stargazers"
    /// Its forks.
    case forks = "Forks"
    /// Its events feed.
    case events = "Events"
    /// Its files and folders, to browse and read.
    case code = "Code"
    /// Its code by language, with the main language beside it.
    case languages = "Languages"
}

/// A row of the repository's menu: the section and the count beside it, when known.
package struct RepositorySectionRow: Equatable {
    /// The section the row opens.
    package let section: RepositorySection
    /// "2120" beside Stargazers; empty when there is no count to show.
    package let accessory: String

    /// A row for `section`, with `accessory` beside it.
    package init(section: RepositorySection, accessory: String = "") {
        self.section = section
        self.accessory = accessory
    }

    /// The section's name as the menu shows it.
    package var title: String {
        switch section {
        case .readme: localized("README")
        case .issues: localized("Issues")
        case .pullRequests: localized("Pull requests")
        case .commits: localized("Commits")
        case .branches: localized("Branches")
        case .releases: localized("Releases")
        case .contributors: localized("Contributors")
        case .stargazers: localized("Stargazers")
        case .forks: localized("Forks")
        case .events: localized("Events")
        case .code: localized("Code")
        case .languages: localized("Languages")
        }
    }
}

/// The repository screen: its details above a menu of its sections (README, issues, pull
/// requests, commits, branches, releases, contributors, stargazers, forks, events). `reload`
/// (the first appearance, `r`) reloads the details; Enter opens a section, `o` the owner.
///
/// Starring (`s`) is optimistic: the star and the count change at once, the request follows,
/// and a failure puts both back and says so in the banner. Signed out, it asks to sign in.
package final class RepositoryViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Loads (and later reloads) the details and whether the account starred it.
        package let reload: Observable<Void>
        /// A section chosen in the menu.
        package let sectionSelection: Observable<RepositorySection>
        /// Opens the owner's screen.
        package let ownerSelection: Observable<Void>
        /// Stars the repository, or takes the star back.
        package let starToggle: Observable<Void>
        /// Watches the repository, or stops watching it.
        package let watchToggle: Observable<Void>
        /// Forks the repository into the signed-in account.
        package let fork: Observable<Void>

        /// The inputs; a screen without a star or watch key leaves its toggle `.never()`.
        package init(
            reload: Observable<Void>, sectionSelection: Observable<RepositorySection>,
            ownerSelection: Observable<Void>, starToggle: Observable<Void> = .never(),
            watchToggle: Observable<Void> = .never(), fork: Observable<Void> = .never()
        ) {
            self.fork = fork
            self.watchToggle = watchToggle
            self.reload = reload
            self.sectionSelection = sectionSelection
            self.ownerSelection = ownerSelection
            self.starToggle = starToggle
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// The repository's full name, "owner/name".
        package let title: Driver<String>
        /// Lines of details: description, counts and language, owner and last update.
        package let details: Driver<[String]>
        /// Whether the details are on their way.
        package let isLoading: Driver<Bool>
        /// The menu of sections, counts filled in once the details are in.
        package let sections: Driver<[RepositorySectionRow]>
        /// "★ Starred", "☆ Not starred", or how to star when signed out. Bind it: the star
        /// requests that `starToggle` asks for run while it is observed.
        package let star: Driver<String>
        /// "◉ Watching (w: unwatch)", "○ Not watching (w: watch)", or how to watch when signed
        /// out. Bind it: the watch requests that `watchToggle` asks for run while it is observed.
        package let watch: Driver<String>
        /// A section's screen, the owner's, or the fork just made.
        package let selected: Driver<Destination>
        /// The banner: the latest failure of the details, `nil` when the user retries.
        package let banner: Signal<String?>
    }

    /// The repository shown, "owner/name".
    package let fullName: String
    private let service: GitHubService
    private let now: () -> Date

    /// A repository screen for `fullName` through `service`; `now` dates "updated 3 days ago".
    package init(
        fullName: String, service: GitHubService,
        now: @escaping () -> Date = Date.init
    ) {
        self.fullName = fullName
        self.service = service
        self.now = now
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (fullName, service, now) = (self.fullName, self.service, self.now)
        let loading = ActivityIndicator()
        let errors = ErrorTracker()
        // A toggle cancels a details answer still on its way: it would carry the count from
        // before the toggle and undo what the user just did.
        // Not shared: `reload` usually starts with a synchronous first element, which every
        // subscriber must see.
        let reloadsAndToggles = Observable.merge(
            input.reload.map { true }, input.starToggle.map { false }, input.watchToggle.map { false })
        let repository = reloadsAndToggles.flatMapLatest { isReload -> Observable<Repository> in
            guard isReload else { return .empty() }
            return service.send(GitHub.repository(fullName: fullName)).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        // The account's answer to `question` (starred? watching?): asked again on every reload
        // and whenever the account changes (sign out, sign in as someone else) — then the
        // previous account's answer is dropped at once, so it is never shown or toggled for the
        // next account; a toggle cancels an answer still on its way, from before it.
        enum Question { case reload, toggle, accountChanged }
        let accountChanges = service.account.distinctUntilChanged { $0?.login == $1?.login }.skip(1).map { _ in
            Question.accountChanged
        }
        func answers(_ question: Endpoint<Bool>, toggles: Observable<Void>) -> Observable<Bool?> {
            Observable.merge(input.reload.map { Question.reload }, toggles.map { .toggle }, accountChanges)
                .withLatestFrom(service.account) { ($0, $1) }
                .flatMapLatest { kind, account -> Observable<Bool?> in
                    guard kind != .toggle else { return .empty() }
                    guard account != nil else { return .just(nil) }
                    let answer = service.send(question).asObservable().map { Optional($0) }.catch { _ in .just(nil) }
                    return kind == .accountChanged ? answer.startWith(nil) : answer
                }
        }
        // The star and the watch with their counts as shown, in one state: set from each answer,
        // changed at once by a toggle and put back if its request fails; the feedback sends the
        // requests.
        let toggles = Observable.merge(
            service.account.map { RepositoryTogglesState.Event.account($0?.login) },
            answers(GitHub.isStarred(fullName: fullName), toggles: input.starToggle).map { .answer(.star, $0) },
            answers(GitHub.isWatching(fullName: fullName), toggles: input.watchToggle).map { .answer(.watch, $0) },
            repository.map { .counts(stars: $0.stargazersCount, watchers: $0.subscribersCount) },
            input.starToggle.map { .toggle(.star) }, input.watchToggle.map { .toggle(.watch) }
        )
        .scanWithFeedback(
            RepositoryTogglesState(),
            feedback: { states in
                Observable.merge(
                    states.compactMap(\.star.launched).map { (RepositoryTogglesState.Toggle.star, $0) },
                    states.compactMap(\.watch.launched).map { (RepositoryTogglesState.Toggle.watch, $0) }
                )
                .flatMap { toggle, request -> Observable<RepositoryTogglesState.Event> in
                    let endpoint =
                        toggle == .star
                        ? GitHub.setStarred(request.wanted, fullName: fullName)
                        : GitHub.setWatching(request.wanted, fullName: fullName)
                    return service.send(endpoint).asCompletable()
                        .andThen(Observable.just(.finished(toggle, request, failure: nil)))
                        .catch {
                            .just(.finished(toggle, request, failure: Self.failure(toggle, request, fullName, $0)))
                        }
                }
            },
            accumulator: { $0.reduced(by: $1) }
        )
        .share(replay: 1)
        // Once the details came; a count GitHub left out stays `nil` and shows as absent.
        let counts = toggles.compactMap { state in
            state.hasDetails ? (stars: state.star.count, watchers: state.watch.count) : nil
        }
        let stars = counts.map(\.stars).distinctUntilChanged()
        let details = Observable.combineLatest(repository, counts)
            .map { repository, counts -> [String] in
                let (count, watchers) = counts
                return [
                    repository.description ?? localized("No description"),
                    "★ \(count.map { String($0.shownCount) } ?? RelativeDate.absent)"
                        + (repository.forksCount.map { "   " + localized("Forks %ld", $0.shownCount) } ?? "")
                        + (repository.openIssuesCount.map { "   " + localized("Issues %ld", $0.shownCount) } ?? "")
                        + "   \(repository.language ?? "")"
                        + (watchers.map { "   " + localized("Watchers %ld", $0.shownCount) } ?? ""),
                    localized(
                        "Owner %@ · updated %@", repository.ownerLogin,
                        RelativeDate.describe(repository.updatedAt, now: now())),
                    [
                        repository.license?.name ?? localized("No license"),
                        repository.defaultBranch.map { localized("branch %@", $0) },
                        repository.homepage,
                    ]
                    .compactMap { $0 }.joined(separator: " · "),
                ]
            }
            .distinctUntilChanged()
        let owner = input.ownerSelection.withLatestFrom(repository)
        // A fork at a time: presses while one is under way are dropped. Signed out, or for
        // one's own repository, nothing is asked and the banner says why.
        let forks = input.fork.withLatestFrom(service.account).withLatestFrom(repository) { ($0, $1) }
            .flatMapFirst { account, repository -> Observable<Result<Repository, ForkFailure>> in
                guard let account else {
                    return .just(.failure(ForkFailure(localized("Sign in to fork repositories — press l"))))
                }
                guard account.login != repository.ownerLogin else {
                    return .just(
                        .failure(
                            ForkFailure(
                                localized("%@ is yours: GitHub forks others' repositories", repository.fullName))))
                }
                return service.send(GitHub.fork(fullName: fullName)).asObservable().map { .success($0) }
                    .catch {
                        .just(
                            .failure(ForkFailure(localized("Could not fork %@: %@", fullName, plainErrorMessage($0)))))
                    }
            }
            .share()
        let sections = Observable.combineLatest(repository, stars) {
            repository, stars in
            RepositorySection.allCases.map { section -> RepositorySectionRow in
                switch section {
                case .stargazers:
                    return RepositorySectionRow(
                        section: section, accessory: stars.map(String.init) ?? RelativeDate.absent)
                case .forks:
                    return RepositorySectionRow(
                        section: section,
                        accessory: repository.forksCount.map { String($0.shownCount) } ?? RelativeDate.absent)
                case .languages: return RepositorySectionRow(section: section, accessory: repository.language ?? "")
                default: return RepositorySectionRow(section: section)
                }
            }
        }
        let sectionDestinations = input.sectionSelection.map { section -> Destination in
            switch section {
            case .readme: return .readme(fullName)
            case .issues: return .issues(fullName, .issue)
            case .pullRequests: return .issues(fullName, .pullRequest)
            case .commits: return .section(.commits(of: fullName))
            case .branches: return .section(.branches(of: fullName))
            case .releases: return .section(.releases(of: fullName))
            case .contributors: return .section(.contributors(of: fullName))
            case .stargazers: return .section(.stargazers(of: fullName))
            case .forks: return .section(.forks(of: fullName))
            case .events: return .events(.repository(fullName: fullName))
            case .code: return .folder(fullName, path: "")
            case .languages: return .languages(fullName)
            }
        }
        return Output(
            title: .just(fullName),
            details: details.asDriver(onErrorJustReturn: []).startWith([]),
            isLoading: loading.asDriver(),
            sections: sections.asDriver(onErrorDriveWith: .empty()).startWith(
                RepositorySection.allCases.map { RepositorySectionRow(section: $0) }
            )
            .distinctUntilChanged(),
            star: toggles.map(\.star).map { state in
                Self.text(
                    state, on: localized("★ Starred (s: unstar)"), off: localized("☆ Not starred (s: star)"),
                    signIn: localized("☆ Sign in (l) to star"))
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            watch: toggles.map(\.watch).map { state in
                Self.text(
                    state, on: localized("◉ Watching (w: unwatch)"), off: localized("○ Not watching (w: watch)"),
                    signIn: localized("○ Sign in (l) to watch"))
            }.distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            selected: Observable.merge(
                sectionDestinations, owner.map { Destination.user($0.ownerLogin) },
                forks.compactMap { if case .success(let fork) = $0 { .repository(fork.fullName) } else { nil } }
            ).asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                forks.compactMap { if case .failure(let message) = $0 { Optional(message.text) } else { nil } }
                    .asSignal(onErrorSignalWith: .empty()),
                errors.asSignal().map { Optional(errorMessage($0, now: now())) },
                input.reload.map { String?.none }.asSignal(onErrorSignalWith: .empty()),
                toggles.flatMap { Observable.from([$0.star.message, $0.watch.message].compactMap { $0 }) }
                    .map { Optional($0) }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }

    /// What a toggle's line says: `on` or `off` as GitHub answered (or the toggle made it),
    /// `signIn` when nobody is signed in, nothing while the answer is on its way.
    private static func text(_ state: RemoteToggleState, on: String, off: String, signIn: String) -> String {
        guard state.login != nil else { return signIn }
        switch state.isOn {
        case true?: return on
        case false?: return off
        case nil: return ""
        }
    }

    /// The banner for a refused star or watch request.
    private static func failure(
        _ toggle: RepositoryTogglesState.Toggle, _ request: RemoteToggleState.Request, _ fullName: String,
        _ error: Swift.Error
    ) -> String {
        switch toggle {
        case .star:
            request.wanted
                ? localized("Could not star %@: %@ — the star is back as it was", fullName, plainErrorMessage(error))
                : localized("Could not unstar %@: %@ — the star is back as it was", fullName, plainErrorMessage(error))
        case .watch:
            request.wanted
                ? localized("Could not watch %@: %@ — as it was", fullName, plainErrorMessage(error))
                : localized("Could not stop watching %@: %@ — as it was", fullName, plainErrorMessage(error))
        }
    }
}

/// Why a fork did not happen, as the banner says it.
private struct ForkFailure: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
