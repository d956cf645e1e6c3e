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
    package var title: String { section.rawValue }
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

        /// The inputs; a screen without a star key leaves `starToggle` `.never()`.
        package init(
            reload: Observable<Void>, sectionSelection: Observable<RepositorySection>,
            ownerSelection: Observable<Void>, starToggle: Observable<Void> = .never()
        ) {
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
        /// A section's screen, or the owner's.
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
        // A star toggle cancels a details or star answer still on its way: it would carry the
        // count and the star from before the toggle and undo what the user just did.
        // Not shared: `reload` usually starts with a synchronous first element, which every
        // subscriber must see.
        let reloadsAndToggles = Observable.merge(input.reload.map { true }, input.starToggle.map { false })
        let repository = reloadsAndToggles.flatMapLatest { isReload -> Observable<Repository> in
            guard isReload else { return .empty() }
            return service.send(GitHub.repository(fullName: fullName)).asObservable()
                .trackActivity(loading)
                .trackError(errors)
                .catch { _ in .empty() }
        }.share(replay: 1)
        // Whose star this is: asked again on every reload and whenever the account changes
        // (sign out, sign in as someone else) — then the previous account's answer is dropped
        // at once, so its star is never shown or toggled for the next account.
        enum StarQuestion { case reload, toggle, accountChanged }
        let accountChanges = service.account.distinctUntilChanged { $0?.login == $1?.login }.skip(1).map { _ in
            StarQuestion.accountChanged
        }
        let starredAnswers = Observable.merge(
            reloadsAndToggles.map { $0 ? StarQuestion.reload : .toggle }, accountChanges
        )
        .withLatestFrom(service.account) { ($0, $1) }
        .flatMapLatest { question, account -> Observable<Bool?> in
            guard question != .toggle else { return .empty() }
            guard account != nil else { return .just(nil) }
            let answer = service.send(GitHub.isStarred(fullName: fullName)).asObservable().map { Optional($0) }.catch {
                _ in
                .just(nil)
            }
            return question == .accountChanged ? answer.startWith(nil) : answer
        }
        // The star and the count as shown, in one state: set from each answer, changed at once
        // by a toggle and put back if its request fails; the feedback sends the requests.
        let starStates = Observable.merge(
            service.account.map { StarState.Event.account($0?.login) },
            starredAnswers.map(StarState.Event.starred),
            repository.map { StarState.Event.count($0.stargazersCount) },
            input.starToggle.map { StarState.Event.toggle }
        )
        .scanWithFeedback(
            StarState(),
            feedback: { states in
                states.compactMap(\.launched).flatMap { request in
                    service.send(GitHub.setStarred(request.wanted, fullName: fullName)).asCompletable()
                        .andThen(Observable.just(StarState.Event.finished(request, failure: nil)))
                        .catch { error in
                            .just(
                                .finished(
                                    request,
                                    failure:
                                        "Could not \(request.wanted ? "star" : "unstar") \(fullName): \(plainErrorMessage(error)) — the star is back as it was"
                                ))
                        }
                }
            },
            accumulator: { $0.reduced(by: $1) }
        )
        .share(replay: 1)
        let stars = starStates.compactMap(\.count).distinctUntilChanged()
        let details = Observable.combineLatest(repository, stars)
            .map { repository, count -> [String] in
                [
                    repository.description ?? "No description",
                    "★ \(count)   Forks \(repository.forksCount)   Issues \(repository.openIssuesCount)   \(repository.language ?? "")"
                        + (repository.subscribersCount.map { "   Watchers \($0)" } ?? ""),
                    "Owner \(repository.owner.login) · updated \(RelativeDate.describe(repository.updatedAt, now: now()))",
                    [
                        repository.license?.name ?? "No license", repository.defaultBranch.map { "branch \($0)" },
                        repository.homepage,
                    ]
                    .compactMap { $0 }.joined(separator: " · "),
                ]
            }
            .distinctUntilChanged()
        let owner = input.ownerSelection.withLatestFrom(repository)
        let sections = Observable.combineLatest(repository, stars) {
            repository, stars in
            RepositorySection.allCases.map { section -> RepositorySectionRow in
                switch section {
                case .stargazers: return RepositorySectionRow(section: section, accessory: "\(stars)")
                case .forks: return RepositorySectionRow(section: section, accessory: "\(repository.forksCount)")
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
            star: starStates.map(\.text).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            selected: Observable.merge(sectionDestinations, owner.map { Destination.user($0.owner.login) }).asDriver(
                onErrorDriveWith: .empty()),
            banner: Signal.merge(
                errors.asSignal().map { Optional(errorMessage($0, now: now())) },
                input.reload.map { String?.none }.asSignal(onErrorSignalWith: .empty()),
                starStates.compactMap(\.message).map { Optional($0) }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}
