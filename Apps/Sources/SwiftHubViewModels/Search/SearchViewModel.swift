import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The search screen: repositories matching the typed query, paged as the list reaches its end.
///
/// The text is trimmed and debounced by ``debounce`` on the injected scheduler; a query equal
/// to the one already searched is not searched again, but `search` (Enter) always searches at
/// once — it is also how a failed search is retried. The latest query wins (a request still
/// running is cancelled); an empty query clears the list without a request.
package final class SearchViewModel: ViewModelType {
    /// How long typing must pause before the query is searched.
    package static let debounce: RxTimeInterval = .milliseconds(300)

    /// GitHub's orders for repository search; best match sends no `sort`.
    package enum Sort: Int, CaseIterable, Equatable, Sendable {
        /// Best match, most stars, most forks, most recently updated.
        case bestMatch, stars, forks, updated

        /// The segment titles, in `rawValue` order.
        package static var titles: [String] {
            [localized("Best match"), localized("Stars"), localized("Forks"), localized("Updated")]
        }
        /// The `sort` parameter.
        package var parameter: String? { [nil, "stars", "forks", "updated"][rawValue] }
    }

    /// What is searched.
    package enum Kind: Int, CaseIterable, Equatable, Sendable {
        /// Repositories, accounts, issues and pull requests, or files of code.
        case repositories, users, issues, code

        /// The segment titles, in `rawValue` order.
        package static var titles: [String] {
            [localized("Repositories"), localized("Users"), localized("Issues"), localized("Code")]
        }

        /// The kind after this one, after the last the first again (`u`).
        package var next: Kind { Kind(rawValue: (rawValue + 1) % Kind.allCases.count)! }
    }

    /// The languages the filter cycles through (`f`), `nil` meaning any; sent as GitHub's
    /// `language:` qualifier.
    package static let languages: [String?] = [nil, "Swift", "Kotlin", "Rust", "Go", "C", "TypeScript"]

    /// One result of either kind.
    enum Item {
        case repository(Repository)
        case user(User)
        case issue(Issue)
        case code(CodeSearchItem)
    }

    /// What the search screen sends in.
    package struct Input {
        /// The search field as the user types; trimmed, and searched once typing pauses for ``SearchViewModel/debounce``.
        package let query: Observable<String>
        /// Search now, without waiting for the debounce (Enter in the field).
        package let search: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// Enter on a repository row.
        package let selection: Observable<RepositoryCellViewModel>
        /// A new order searches the current query again, from the first page.
        package let sort: Observable<Sort>
        /// Repositories, users or issues; a change searches the current query again.
        package let kind: Observable<Kind>
        /// Enter on an account row.
        package let userSelection: Observable<UserCellViewModel>
        /// Enter on an issue or pull request row.
        package let issueSelection: Observable<IssueSearchCellViewModel>
        /// Enter on a file found by a code search.
        package let codeSelection: Observable<CodeSearchCellViewModel>
        /// Only repositories in this language (`nil`: any); a change searches again.
        package let language: Observable<String?>
        /// The next language of ``SearchViewModel/languages`` (after the last, any language
        /// again); a change searches again.
        package let nextLanguage: Observable<Void>

        /// The inputs; a screen without the order, kind or language controls leaves them `.never()`.
        package init(
            query: Observable<String>, search: Observable<Void>, loadMore: Observable<Void>,
            selection: Observable<RepositoryCellViewModel>,
            sort: Observable<Sort> = .never(), kind: Observable<Kind> = .never(),
            userSelection: Observable<UserCellViewModel> = .never(),
            issueSelection: Observable<IssueSearchCellViewModel> = .never(),
            codeSelection: Observable<CodeSearchCellViewModel> = .never(),
            language: Observable<String?> = .never(), nextLanguage: Observable<Void> = .never()
        ) {
            self.codeSelection = codeSelection
            self.language = language
            self.nextLanguage = nextLanguage
            self.query = query
            self.search = search
            self.loadMore = loadMore
            self.selection = selection
            self.sort = sort
            self.kind = kind
            self.userSelection = userSelection
            self.issueSelection = issueSelection
        }
    }

    /// What the search screen shows.
    package struct Output {
        /// Every repository loaded for the current query, pages in order (empty while searching another kind).
        package let repositories: Driver<[RepositoryCellViewModel]>
        /// The user results (empty while searching another kind).
        package let users: Driver<[UserCellViewModel]>
        /// The issue and pull request results (empty while searching another kind).
        package let issues: Driver<[IssueSearchCellViewModel]>
        /// The files a code search found (empty while searching another kind).
        package let code: Driver<[CodeSearchCellViewModel]>
        /// "Type to search", then GitHub's total: "1 repository", "42 repositories", with the
        /// language filter when one is set: "12 repositories in Swift".
        package let title: Driver<String>
        /// Whether a first page is on its way.
        package let isSearching: Driver<Bool>
        /// Whether a next page is on its way.
        package let isLoadingMore: Driver<Bool>
        /// What the empty list says: nothing before a query (the title already says "Type to
        /// search"), then "Searching…", "No repositories match “x”".
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// "Any language", "Swift", …: the filter as it stands; empty unless searching repositories.
        package let language: Driver<String>
        /// The screen to open for a chosen row: a repository or an account.
        package let selected: Driver<Destination>
        /// A failed search and how to retry (Enter), or `nil` when a search starts or a next page is asked for.
        package let banner: Signal<String?>
    }

    private let service: GitHubService
    private let scheduler: SchedulerType

    /// A search through `service`, debouncing and timing on `scheduler` (a `TestScheduler` in tests).
    package init(service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    /// "1 repository", "2 repositories" (or users).
    package static func count(_ total: Int, of kind: Kind = .repositories) -> String {
        let total = total.shownCount
        switch kind {
        case .repositories: return total == 1 ? localized("1 repository") : localized("%ld repositories", total)
        case .users: return total == 1 ? localized("1 user") : localized("%ld users", total)
        case .issues: return total == 1 ? localized("1 issue") : localized("%ld issues", total)
        case .code: return total == 1 ? localized("1 file") : localized("%ld files", total)
        }
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before a query settles or Enter is pressed.
    ///
    /// The inputs fold into one ``SearchState`` with `scan`; each search it starts carries its
    /// own settings to the paginator, and every output derives from the searches and their answers.
    package func transform(input: Input) -> Output {
        let (service, scheduler) = (self.service, self.scheduler)
        let typed = input.query.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.distinctUntilChanged().share(
            replay: 1)
        let settled = typed.debounce(Self.debounce, scheduler: scheduler).share()
        // The query as typed when a control changes ("" before the field has said anything).
        let typedNow = typed.startWith("")
        let changes = Observable.merge(
            settled.map(SearchState.Change.settled),
            input.search.withLatestFrom(typed).map(SearchState.Change.searchNow),
            input.sort.withLatestFrom(typedNow) { SearchState.Change.sort($0, typed: $1) },
            input.kind.withLatestFrom(typedNow) { SearchState.Change.kind($0, typed: $1) },
            input.language.withLatestFrom(typedNow) { SearchState.Change.language($0, typed: $1) },
            input.nextLanguage.withLatestFrom(typedNow) { SearchState.Change.nextLanguage(typed: $1) }
        )
        let states = changes.scan(SearchState()) { $0.reduced(by: $1) }.share()
        let searches = states.compactMap(\.started).share()
        let paginator = QueryPaginator<SearchRequest, Int, Item>(firstPage: 1) { search, page in
            switch search.kind {
            case .repositories:
                let query = search.language.map { "\(search.query) language:\($0.lowercased())" } ?? search.query
                return service.send(GitHub.searchRepositories(query: query, sort: search.sort.parameter, page: page))
                    .map { $0.page.map(Item.repository) }
            case .users:
                return service.send(GitHub.searchUsers(query: search.query, page: page)).map { $0.page.map(Item.user) }
            case .issues:
                return service.send(GitHub.searchIssues(query: search.query, page: page)).map {
                    $0.page.map(Item.issue)
                }
            case .code:
                return service.send(GitHub.searchCode(query: search.query, page: page)).map {
                    $0.page.map(Item.code)
                }
            }
        }
        let list = paginator.transform(
            refresh: searches.filter { !$0.query.isEmpty },
            loadMore: input.loadMore.withLatestFrom(searches).filter { !$0.query.isEmpty }.mapToVoid()
        )
        // Answers for a query the user has since cleared are dropped: a clear asks GitHub
        // nothing, so it cancels nothing.
        let latestSearch = searches.asDriver(onErrorDriveWith: .empty())
        let results = list.loaded.withLatestFrom(latestSearch) { ($0, $1) }.filter { !$1.query.isEmpty }.map(\.0)
        let cleared = searches.filter(\.query.isEmpty).map { _ in [Item]() }.asDriver(onErrorDriveWith: .empty())
        let items = Driver.merge(results.map(\.items), cleared)
        // The query whose answer or failure has arrived; `nil` while a search runs.
        let answered = Observable.merge(
            searches.map { _ in String?.none },
            results.asObservable().map { Optional($0.query.query) },
            list.refreshError.asObservable().withLatestFrom(searches).map { Optional($0.query) }
        )
        .startWith(nil)
        let noMatch = { (search: SearchRequest) in
            switch search.kind {
            case .repositories: localized("No repositories match “%@”", search.query)
            case .users: localized("No users match “%@”", search.query)
            case .issues: localized("No issues match “%@”", search.query)
            case .code: localized("No files match “%@”", search.query)
            }
        }
        let settings = states.startWith(SearchState())
        return Output(
            repositories: items.map {
                $0.compactMap {
                    if case .repository(let repository) = $0 {
                        RepositoryCellViewModel(repository: repository)
                    } else {
                        nil
                    }
                }
            },
            users: items.map {
                $0.compactMap { if case .user(let user) = $0 { UserCellViewModel(user: user) } else { nil } }
            },
            issues: items.map {
                $0.compactMap { if case .issue(let issue) = $0 { IssueSearchCellViewModel(issue: issue) } else { nil } }
            },
            code: items.withLatestFrom(latestSearch) { items, search in
                items.compactMap {
                    if case .code(let item) = $0 {
                        CodeSearchCellViewModel(item: item, query: search.query)
                    } else {
                        nil
                    }
                }
            },
            title: Driver.merge(
                results.map { answer in
                    let search = answer.query
                    return Self.count(answer.totalCount ?? answer.items.count, of: search.kind)
                        + (search.kind == .repositories ? search.language.map { localized(" in %@", $0) } ?? "" : "")
                }, cleared.map { _ in localized("Type to search") }
            )
            .startWith(localized("Type to search")),
            isSearching: list.isRefreshing,
            isLoadingMore: list.isLoadingMore,
            emptyText: Driver.merge(
                typed.map { $0.isEmpty ? "" : localized("Searching…") }.asDriver(onErrorDriveWith: .empty()),
                settled.withLatestFrom(answered) { ($0, $1) }.filter { !$0.isEmpty && $0 == $1 }
                    .withLatestFrom(settings) { SearchRequest(query: $0.0, kind: $1.kind) }.map(noMatch)
                    .asDriver(onErrorDriveWith: .empty()),
                results.map { noMatch($0.query) },
                list.refreshError.map { _ in "" }.asDriver(onErrorDriveWith: .empty())
            ).distinctUntilChanged(),
            footer: Driver.merge(
                list.isAtEnd.withLatestFrom(latestSearch) { ($0, $1) }.filter { !$1.query.isEmpty }.map(\.0),
                cleared.map { _ in false }
            )
            .map { $0 ? localized("— end of list —") : "" }
            .distinctUntilChanged(),
            language: settings.map { $0.kind != .repositories ? "" : $0.language ?? localized("Any language") }
                .asDriver(onErrorDriveWith: .empty()).distinctUntilChanged(),
            selected: Observable.merge(
                input.selection.map { Destination.repository($0.repository.fullName) },
                input.userSelection.map { Destination.user($0.user.login) },
                input.issueSelection.compactMap(\.destination),
                input.codeSelection.map(\.destination)
            )
            .asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                list.refreshError.map {
                    Optional(errorMessage($0, retryHint: localized("press Enter to search again"), now: scheduler.now))
                },
                list.loadMoreError.map { Optional(loadMoreErrorMessage($0, now: scheduler.now)) },
                Observable.merge(searches.mapToVoid(), input.loadMore).map { String?.none }.asSignal(
                    onErrorSignalWith: .empty())
            )
        )
    }
}
