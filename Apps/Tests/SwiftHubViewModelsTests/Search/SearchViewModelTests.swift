import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

final class SearchViewModelTests: RxTestCase {
    private func input(
        query: Observable<String>, search: Observable<Void> = .never(), loadMore: Observable<Void> = .never()
    ) -> SearchViewModel.Input {
        .init(query: query, search: search, loadMore: loadMore, selection: .never())
    }

    func testSearchDebouncesAndTheLatestQueryWins() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: input(
                    query: scheduler.values((100, "key"), (110, "keychain"), (200, "http"), (210, "http "), (400, ""))
                ))
            let titles = scheduler.record(output.title)
            let searching = scheduler.record(output.isSearching)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            XCTAssertEqual(
                service.requests, ["GET /search/repositories?q=keychain", "GET /search/repositories?q=http"])
            // "key" is debounced away; "http " is "http" again once trimmed (the debounce keeps
            // running from 200); "" clears without a request, and then the list says nothing,
            // since the title says "Type to search".
            titles.assertEvents([
                .next(0, "Type to search"), .next(161, "4 repositories"), .next(251, "4 repositories"),
                .next(431, "Type to search"),
            ])
            searching.assertValues([false, true, false, true, false])
            empty.assertEvents([
                .next(101, "Searching…"), .next(161, "No repositories match “keychain”"),
                .next(201, "Searching…"), .next(251, "No repositories match “http”"),
                .next(401, ""),
            ])
        }
    }

    /// A failed search says to press Enter, and Enter searches the same text again at once
    /// (the debounce would not: the text has not changed).
    func testAFailedSearchIsRetriedWithEnter() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            service.failure = .unreachable(reason: "down")
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: input(
                    query: scheduler.values((100, "rx")), search: scheduler.taps(at: 300)
                ))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let titles = scheduler.record(output.title)
            scheduler.scheduleAt(250) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([
                .next(131, "(none)"),
                .next(151, "The server is unreachable (down). — press Enter to search again"),
                .next(301, "(none)"),
            ])
            titles.assertEvents([.next(0, "Type to search"), .next(321, "4 repositories")])
            XCTAssertEqual(service.requests, ["GET /search/repositories?q=rx", "GET /search/repositories?q=rx"])
        }
    }

    /// Results page past the first 30 as the list reaches its end, and the title is GitHub's
    /// total with the right grammar.
    func testResultsPagePastThirtyAndTheCountReadsRight() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: input(
                    query: scheduler.values((100, "swift"), (600, "swift-rx-3")), loadMore: scheduler.taps(at: 400, 500)
                ))
            let counts = scheduler.record(output.repositories.map(\.count))
            let titles = scheduler.record(output.title)
            let footer = scheduler.record(output.footer)
            let more = scheduler.record(output.isLoadingMore)
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                [
                    "GET /search/repositories?q=swift", "GET /search/repositories?q=swift&page=2",
                    "GET /search/repositories?q=swift-rx-3",
                ],
                "no third page: the end is known")
            counts.assertEvents([.next(151, 30), .next(421, 48), .next(651, 1)])
            titles.assertEvents([
                .next(0, "Type to search"), .next(151, "48 repositories"), .next(421, "48 repositories"),
                .next(651, "1 repository"),
            ])
            footer.assertEvents([.next(151, ""), .next(421, "— end of list —")])
            more.assertValues([false, true, false])
        }
    }

    func testTheCountsGrammar() {
        XCTAssertEqual(SearchViewModel.count(0), "0 repositories")
        XCTAssertEqual(SearchViewModel.count(1), "1 repository")
        XCTAssertEqual(SearchViewModel.count(1_234), "1234 repositories")
    }

    /// A new order searches the current text again from the first page; best match sends no sort.
    func testChangingTheSortSearchesAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "keychain")), search: .never(), loadMore: .never(),
                    selection: .never(),
                    sort: scheduler.values((50, .stars), (300, .forks), (400, .forks), (500, .bestMatch))
                ))
            let first = scheduler.record(output.repositories.map { $0.first?.title ?? "" })
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                [
                    "GET /search/repositories?q=keychain&sort=stars", "GET /search/repositories?q=keychain&sort=forks",
                    "GET /search/repositories?q=keychain",
                ],
                "the sort before any text searches nothing; the same sort twice searches once")
            let byForks = service.data.search("keychain", sort: "forks")[0].fullName
            let byStars = service.data.search("keychain", sort: "stars")[0].fullName
            let bestMatch = service.data.search("keychain", sort: nil)[0].fullName
            first.assertEvents([.next(151, byStars), .next(321, byForks), .next(521, bestMatch)])
        }
    }

    /// Users are searched by login, name, location and bio; switching the kind searches the
    /// same text again; "1 user"; a user result opens that user.
    func testSearchingUsers() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let busan = UserCellViewModel(user: service.data.user("eun-ji")!)
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "busan")), search: .never(), loadMore: .never(), selection: .never(),
                    kind: scheduler.values((300, .users), (500, .repositories)),
                    userSelection: scheduler.values((400, busan))
                ))
            let users = scheduler.record(output.users.map { $0.map(\.title) })
            let titles = scheduler.record(output.title)
            let opened = scheduler.record(output.selected)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                ["GET /search/repositories?q=busan", "GET /search/users?q=busan", "GET /search/repositories?q=busan"])
            users.assertEvents([.next(151, []), .next(321, ["김은지 (@eun-ji)"]), .next(521, [])])
            titles.assertEvents([
                .next(0, "Type to search"), .next(151, "0 repositories"), .next(321, "1 user"),
                .next(521, "0 repositories"),
            ])
            opened.assertEvents([.next(401, .user("eun-ji"))])
            XCTAssertEqual(empty.values.last, "No repositories match “busan”")
        }
    }

    /// Issues and pull requests: GitHub's `/search/issues`, most recently updated first, each
    /// row saying where it is; Enter opens the issue or the pull request in its repository.
    func testSearchingIssuesAndPullRequests() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let found = service.data.searchIssues("crash repo:octocat/swift-rx")
            let pull = found.first { $0.pullRequest != nil }!
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "crash repo:octocat/swift-rx")), search: .never(),
                    loadMore: .never(), selection: .never(), kind: scheduler.values((300, .issues)),
                    issueSelection: scheduler.values((400, IssueSearchCellViewModel(issue: pull)))
                ))
            let issues = scheduler.record(output.issues.map { $0.prefix(1).map { "\($0.title) | \($0.detail)" } })
            let titles = scheduler.record(output.title)
            let opened = scheduler.record(output.selected)
            let language = scheduler.record(output.language)
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                [
                    "GET /search/repositories?q=crash repo:octocat/swift-rx",
                    "GET /search/issues?q=crash repo:octocat/swift-rx&sort=updated",
                ])
            XCTAssertEqual(found.map(\.repositoryFullName), found.map { _ in "octocat/swift-rx" })
            XCTAssertTrue(found.contains { $0.pullRequest == nil } && found.count > 1, "both kinds: \(found.count)")
            let first = found[0]
            issues.assertEvents([
                .next(151, []),
                .next(
                    321,
                    [
                        "#\(first.number) \(first.title) | octocat/swift-rx · \(first.pullRequest == nil ? "issue" : "pull request") · \(first.state.rawValue) · \(first.comments) comments"
                    ]),
            ])
            titles.assertEvents([
                .next(0, "Type to search"), .next(151, "0 repositories"), .next(321, "\(found.count) issues"),
            ])
            opened.assertEvents([.next(401, .issue("octocat/swift-rx", number: pull.number, .pullRequest))])
            language.assertEvents([.next(1, "Any language"), .next(301, "")])
        }
    }

    /// Code: GitHub's `/search/code`, each row the file, where it is and the line that matched;
    /// Enter opens the file to read.
    func testSearchingCode() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let query = "notanumber repo:octocat/swift-rx"
            let found = service.data.searchCode(query)
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, query)), search: .never(), loadMore: .never(), selection: .never(),
                    kind: scheduler.values((300, .code)),
                    codeSelection: scheduler.values((400, CodeSearchCellViewModel(item: found[1], query: query)))
                ))
            let rows = scheduler.record(output.code.map { $0.map { "\($0.title) | \($0.detail)" } })
            let titles = scheduler.record(output.title)
            let opened = scheduler.record(output.selected)
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                ["GET /search/repositories?q=\(query)", "GET /search/code?q=\(query)"])
            rows.assertEvents([
                .next(151, []),
                .next(
                    321,
                    [
                        "octocat/swift-rx · Sources/Rx/Rx.swift | guard let value = Int(text) else { throw RxError.notANumber(field: text, at: offset) }",
                        "octocat/swift-rx · Sources/Rx/RxError.swift | case notANumber(field: String, at: Int)",
                    ]),
            ])
            titles.assertEvents([.next(0, "Type to search"), .next(151, "0 repositories"), .next(321, "2 files")])
            opened.assertEvents([.next(401, .file("octocat/swift-rx", path: "Sources/Rx/RxError.swift"))])
        }
    }

    /// The language filter adds GitHub's `language:` qualifier and searches again; the title says so.
    func testTheLanguageFilterSearchesAgainWithTheQualifier() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "swift")), search: .never(), loadMore: .never(), selection: .never(),
                    language: scheduler.values((500, "Rust"), (600, "Rust"), (700, nil))
                ))
            let titles = scheduler.record(output.title)
            let language = scheduler.record(output.language)
            let names = scheduler.record(output.repositories.map { Set($0.map(\.repository.language)) })
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                [
                    "GET /search/repositories?q=swift", "GET /search/repositories?q=swift language:rust",
                    "GET /search/repositories?q=swift",
                ])
            titles.assertEvents([
                .next(0, "Type to search"), .next(112, "48 repositories"), .next(511, "6 repositories in Rust"),
                .next(711, "48 repositories"),
            ])
            language.assertEvents([.next(1, "Any language"), .next(501, "Rust"), .next(701, "Any language")])
            XCTAssertEqual(names.events.first { $0.time == 511 }?.value.element, ["Rust"])
        }
    }

    /// `f` (nextLanguage) walks the languages in order, from the one chosen last, and a choice
    /// of any language starts the walk again.
    func testNextLanguageWalksTheLanguagesFromTheCurrentOne() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "swift")), search: .never(), loadMore: .never(), selection: .never(),
                    language: scheduler.values((700, nil)), nextLanguage: scheduler.taps(at: 500, 600, 800)
                ))
            // The screen binds every output; the title is what starts the searches here.
            let titles = scheduler.record(output.title)
            let language = scheduler.record(output.language)
            scheduler.start()
            XCTAssertEqual(titles.events.last?.value.element, "18 repositories in Swift")
            XCTAssertEqual(
                service.requests,
                [
                    "GET /search/repositories?q=swift", "GET /search/repositories?q=swift language:swift",
                    "GET /search/repositories?q=swift language:kotlin", "GET /search/repositories?q=swift",
                    "GET /search/repositories?q=swift language:swift",
                ])
            language.assertEvents([
                .next(1, "Any language"), .next(501, "Swift"), .next(601, "Kotlin"), .next(701, "Any language"),
                .next(801, "Swift"),
            ])
        }
    }
}
