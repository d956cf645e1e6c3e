import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// What is trending: repositories most starred, or developers most active, today, this week
/// or this month, in one language or any. Each change of period, kind or language asks again;
/// the latest answer wins.
package final class TrendingViewModel: ViewModelType {
    /// Repositories or developers.
    package enum Kind: Int, CaseIterable, Equatable, Sendable {
        /// Trending repositories, trending developers.
        case repositories, developers

        /// The segment titles, in `rawValue` order.
        package static var titles: [String] { [localized("Repositories"), localized("Developers")] }
    }

    /// The segment titles of the periods, in ``GitHubAPI/TrendingPeriod/allCases`` order.
    package static var periodTitles: [String] { [localized("Today"), localized("This week"), localized("This month")] }

    /// The languages the filter cycles through (`f`), `nil` meaning any.
    package static let languages: [String?] = SearchViewModel.languages

    /// One row: a repository or a developer, and where Enter leads.
    package struct Row: Equatable, Sendable {
        /// "carol/swift-forms", "Alice (@alice)".
        package let title: String
        /// "★ 3 today · 12 stars · Kotlin · A forms library…", "5 contributions this week · alice/swift-mvvm".
        package let detail: String
        /// The repository or the account.
        package let opens: Destination
    }

    /// What the screen sends in.
    package struct Input {
        /// Loads (and reloads, `r`) with the current settings.
        package let load: Observable<Void>
        /// Today, this week or this month.
        package let period: Observable<TrendingPeriod>
        /// Repositories or developers.
        package let kind: Observable<Kind>
        /// The next language of ``TrendingViewModel/languages`` (after the last, any again).
        package let nextLanguage: Observable<Void>
        /// Enter on a row.
        package let selection: Observable<Row>

        /// The inputs; a screen without a control leaves it `.never()`.
        package init(
            load: Observable<Void>, period: Observable<TrendingPeriod> = .never(), kind: Observable<Kind> = .never(),
            nextLanguage: Observable<Void> = .never(), selection: Observable<Row> = .never()
        ) {
            self.load = load
            self.period = period
            self.kind = kind
            self.nextLanguage = nextLanguage
            self.selection = selection
        }
    }

    /// What the screen shows.
    package struct Output {
        /// "Trending repositories today", "Trending developers this week in Swift".
        package let title: Driver<String>
        /// The rows of the latest answer; empty while the first loads.
        package let rows: Driver<[Row]>
        /// "Loading…", "Nothing trending today in Rust", or that it failed and how to retry.
        package let emptyText: Driver<String>
        /// "Any language", "Swift", …, with `f` to change it.
        package let language: Driver<String>
        /// Where a chosen row leads.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` when asking again.
        package let banner: Signal<String?>
    }

    /// What one request asks.
    struct Settings: Equatable {
        var period = TrendingPeriod.daily
        var kind = Kind.repositories
        var language: String?
    }

    private let service: GitHubService
    private let now: () -> Date

    /// Trending through `service`; `now` dates a rate limit's reset.
    package init(service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    /// Builds the outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (service, now) = (self.service, self.now)
        enum Change {
            case period(TrendingPeriod)
            case kind(Kind)
            case nextLanguage
        }
        let settings = Observable.merge(
            input.period.map(Change.period), input.kind.map(Change.kind), input.nextLanguage.map { Change.nextLanguage }
        )
        .scan(Settings()) { settings, change in
            var next = settings
            switch change {
            case .period(let period): next.period = period
            case .kind(let kind): next.kind = kind
            case .nextLanguage:
                let index = Self.languages.firstIndex(of: settings.language) ?? 0
                next.language = Self.languages[(index + 1) % Self.languages.count]
            }
            return next
        }
        .startWith(Settings())
        .distinctUntilChanged()
        .share(replay: 1)
        // Each load asks with the settings then; each change of settings after the first load asks again.
        // Replayed: the first load can fire while the outputs are being bound, one by one.
        let requests = Observable.combineLatest(input.load.map { UUID() }, settings) { $1 }.share(replay: 1)
        let errors = ErrorTracker()
        let answers = requests.flatMapLatest { settings -> Observable<(Settings, [Row])> in
            Self.rows(settings, service: service).asObservable().map { (settings, $0) }
                .trackError(errors)
                .catch { _ in .empty() }
        }
        .share(replay: 1)
        let describe = { (settings: Settings) in
            (settings.kind == .repositories
                ? localized("Trending repositories %@", Self.words(settings.period))
                : localized("Trending developers %@", Self.words(settings.period)))
                + (settings.language.map { localized(" in %@", $0) } ?? "")
        }
        return Output(
            title: settings.map(describe).asDriver(onErrorJustReturn: ""),
            rows: Observable.merge(requests.map { _ in [Row]() }, answers.map(\.1)).asDriver(onErrorJustReturn: []),
            emptyText: Observable.merge(
                requests.map { _ in localized("Loading…") },
                answers.filter(\.1.isEmpty).map { settings, _ in
                    localized("Nothing trending %@", Self.words(settings.period))
                        + (settings.language.map { localized(" in %@", $0) } ?? "")
                },
                errors.asObservable().map { _ in localized("Could not load what is trending — press r to try again") }
            ).startWith(localized("Loading…")).asDriver(onErrorJustReturn: ""),
            language: settings.map { "\($0.language ?? localized("Any language")) (f)" }.distinctUntilChanged()
                .asDriver(onErrorJustReturn: ""),
            selected: input.selection.map(\.opens).asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                errors.asSignal().map { error -> String? in
                    if case GitHubError.http(404, _)? = error as? GitHubError {
                        return localized(
                            "This server has no trending (GitHub's API does not offer it; the offline GitHub does)")
                    }
                    return errorMessage(error, now: now())
                },
                requests.map { _ in String?.none }.asSignal(onErrorSignalWith: .empty()))
        )
    }

    /// "today", "this week", "this month" in the current language.
    static func words(_ period: TrendingPeriod) -> String {
        switch period {
        case .daily: localized("today")
        case .weekly: localized("this week")
        case .monthly: localized("this month")
        }
    }

    private static func rows(_ settings: Settings, service: GitHubService) -> Single<[Row]> {
        switch settings.kind {
        case .repositories:
            return service.send(GitHub.trendingRepositories(since: settings.period, language: settings.language)).map {
                $0.map { trending in
                    let repository = trending.repository
                    let parts = [
                        "★ \(trending.periodStars.shownCount) \(Self.words(settings.period))",
                        repository.stargazersCount.map {
                            $0.shownCount == 1 ? localized("1 star") : localized("%ld stars", $0.shownCount)
                        },
                        repository.language, repository.description,
                    ]
                    return Row(
                        title: repository.fullName, detail: parts.compactMap { $0 }.joined(separator: " · "),
                        opens: .repository(repository.fullName))
                }
            }
        case .developers:
            return service.send(GitHub.trendingDevelopers(since: settings.period, language: settings.language)).map {
                $0.map { trending in
                    let count = trending.periodContributions
                    let parts = [
                        (count == 1 ? localized("1 contribution") : localized("%ld contributions", count)) + " "
                            + Self.words(settings.period),
                        trending.popularRepository?.fullName,
                    ]
                    return Row(
                        title: "\(trending.user.name ?? trending.user.login) (@\(trending.user.login))",
                        detail: parts.compactMap { $0 }.joined(separator: " · "), opens: .user(trending.user.login))
                }
            }
        }
    }
}
