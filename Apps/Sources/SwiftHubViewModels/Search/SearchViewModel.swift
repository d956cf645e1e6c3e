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
        package static let titles = ["Best match", "Stars", "Forks", "Updated"]
        /// The `sort` parameter.
        package var parameter: String? { [nil, "stars", "forks", "updated"][rawValue] }
    }

    /// What is searched.
    package enum Kind: Int, CaseIterable, Equatable, Sendable {
        /// Repositories or accounts.
        case repositories, users

        /// The segment titles, in `rawValue` order.
        package static let titles = ["Repositories", "Users"]
    }

    /// The languages the filter cycles through (`f`), `nil` meaning any; sent as GitHub's
    /// `language:` qualifier.
    package static let languages: [String?] = [nil, "Swift", "Kotlin", "Rust", "Go", "C", "TypeScript"]

    /// One result of either kind.
    enum Item {
        case repository(Repository)
        case user(User)
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
        /// Repositories or users; a change searches the current query again.
        package let kind: Observable<Kind>
        /// Enter on an account row.
        package let userSelection: Observable<UserCellViewModel>
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
            language: Observable<String?> = .never(), nextLanguage: Observable<Void> = .never()
        ) {
            self.language = language
            self.nextLanguage = nextLanguage
            self.query = query
            self.search = search
            self.loadMore = loadMore
            self.selection = selection
            self.sort = sort
            self.kind = kind
            self.userSelection = userSelection
        }
    }

    /// What the search screen shows.
    package struct Output {
        /// Every repository loaded for the current query, pages in order (empty while searching users).
        package let repositories: Driver<[RepositoryCellViewModel]>
        /// The user results (empty while searching repositories).
        package let users: Driver<[UserCellViewModel]>
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
        /// "Any language", "Swift", …: the filter as it stands; empty while searching users.
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
        switch kind {
        case .repositories: return total == 1 ? "1 repository" : "\(total) repositories"
        case .users: return total == 1 ? "1 user" : "\(total) users"
        }
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before a query settles or Enter is pressed.
    package func transform(input: Input) -> Output {
        let (service, scheduler) = (self.service, self.scheduler)
        let typed = input.query.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.distinctUntilChanged().share(
            replay: 1)
        // The query the list is for, and the one whose answer (or failure) has arrived.
        let searched = BehaviorRelay(value: "")
        let answered = BehaviorRelay<String?>(value: nil)
        let total = BehaviorRelay(value: 0)
        let settled = typed.debounce(Self.debounce, scheduler: scheduler).share()
        let order = BehaviorRelay(value: Sort.bestMatch)
        let kind = BehaviorRelay(value: Kind.repositories)
        let language = BehaviorRelay<String?>(value: nil)
        // The language chosen, or the one after the current one: a scan over both inputs.
        enum LanguageChange {
            case choose(String?)
            case next
        }
        let languageChoices = Observable.merge(
            input.language.map(LanguageChange.choose), input.nextLanguage.map { LanguageChange.next }
        )
        .scan(String?.none) { current, change in
            switch change {
            case .choose(let language): return language
            case .next:
                let index = Self.languages.firstIndex { $0 == current } ?? 0
                return Self.languages[(index + 1) % Self.languages.count]
            }
        }
        let searches = Observable.merge(
            languageChoices.distinctUntilChanged { $0 == $1 }.do(onNext: { language.accept($0) }).withLatestFrom(typed)
                .filter { !$0.isEmpty },
            settled.filter { $0 != searched.value },
            input.search.withLatestFrom(typed),
            input.sort.distinctUntilChanged().do(onNext: { order.accept($0) }).withLatestFrom(typed).filter {
                !$0.isEmpty
            },
            input.kind.distinctUntilChanged().do(onNext: { kind.accept($0) }).withLatestFrom(typed).filter {
                !$0.isEmpty
            }
        )
        .do(onNext: { query in
            searched.accept(query)
            answered.accept(nil)
        })
        .share()
        let paginator = Paginator<Int, Item>(firstPage: 1) { page in
            let query = searched.value
            let answer: Single<Paged<Item>>
            switch kind.value {
            case .repositories:
                let qualified = language.value.map { "\(query) language:\($0.lowercased())" } ?? query
                answer = service.send(
                    GitHub.searchRepositories(query: qualified, sort: order.value.parameter, page: page)
                )
                .map {
                    Paged(items: $0.items.map(Item.repository), nextPage: $0.nextPage, totalCount: $0.totalCount)
                }
            case .users:
                answer = service.send(GitHub.searchUsers(query: query, page: page))
                    .map { Paged(items: $0.items.map(Item.user), nextPage: $0.nextPage, totalCount: $0.totalCount) }
            }
            return
                answer
                .do(onSuccess: { if page == 1 { total.accept($0.totalCount ?? $0.items.count) } })
                .map(\.page)
        }
        let list = paginator.transform(
            refresh: searches.filter { !$0.isEmpty }.mapToVoid(),
            loadMore: input.loadMore.filter { !searched.value.isEmpty }
        )
        // Answers for a query the user has since cleared are dropped.
        let results = list.items
            .filter { _ in !searched.value.isEmpty }
            .do(onNext: { _ in answered.accept(searched.value) })
        let cleared = searches.filter(\.isEmpty).map { _ in [Item]() }.asDriver(onErrorDriveWith: .empty())
        let items = Driver.merge(results, cleared)
        let noMatch = { (query: String) in "No \(kind.value == .users ? "users" : "repositories") match “\(query)”" }
        let failures = list.refreshError.do(onNext: { _ in answered.accept(searched.value) })
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
            title: Driver.merge(
                results.map { _ in
                    Self.count(total.value, of: kind.value)
                        + (kind.value == .repositories ? language.value.map { " in \($0)" } ?? "" : "")
                }, cleared.map { _ in "Type to search" }
            )
            .startWith("Type to search"),
            isSearching: list.isRefreshing,
            isLoadingMore: list.isLoadingMore,
            emptyText: Driver.merge(
                typed.map { $0.isEmpty ? "" : "Searching…" }.asDriver(onErrorDriveWith: .empty()),
                settled.filter { !$0.isEmpty && $0 == answered.value }.map(noMatch).asDriver(
                    onErrorDriveWith: .empty()),
                results.map { _ in noMatch(searched.value) },
                failures.map { _ in "" }.asDriver(onErrorDriveWith: .empty())
            ).distinctUntilChanged(),
            footer: Driver.merge(list.isAtEnd.filter { _ in !searched.value.isEmpty }, cleared.map { _ in false })
                .map { $0 ? "— end of list —" : "" }
                .distinctUntilChanged(),
            language: Driver.combineLatest(language.asDriver(), kind.asDriver()) {
                $1 == .users ? "" : $0 ?? "Any language"
            }.distinctUntilChanged(),
            selected: Observable.merge(
                input.selection.map { Destination.repository($0.repository.fullName) },
                input.userSelection.map { Destination.user($0.user.login) }
            )
            .asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                failures.map { Optional(errorMessage($0, retryHint: "press Enter to search again")) },
                list.loadMoreError.map { Optional(loadMoreErrorMessage($0)) },
                Observable.merge(searches.mapToVoid(), input.loadMore).map { String?.none }.asSignal(
                    onErrorSignalWith: .empty())
            )
        )
    }
}
