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

/// Issues and pull requests: the lists (open/closed, paging, selection) and one item read with
/// its comments.
final class IssueViewModelTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400) // 2026-01-04

    func testIssuesPageAndSwitchToClosedFromTheFirstPage() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let output = IssueListViewModel(
                fullName: "octocat/swift-rx", kind: .issue, service: service, now: { now }
            ).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 200),
                    stateSelection: scheduler.values((300, .open), (400, .closed)), selection: .never()
                ))
            let numbers = scheduler.record(output.items.map { $0.map(\.number) })
            let state = scheduler.record(output.stateIndex)
            let empty = scheduler.record(output.emptyText)
            let footer = scheduler.record(output.footer)
            let title = scheduler.record(output.title)
            scheduler.start()
            let open = service.data.issues(of: "octocat/swift-rx", state: .open)!.map(\.number)
            let closed = service.data.issues(of: "octocat/swift-rx", state: .closed)!.map(\.number)
            numbers.assertEvents([
                .next(111, Array(open.prefix(30))), .next(211, open), .next(411, Array(closed.prefix(30))),
            ])
            state.assertEvents([.next(1, 0), .next(401, 1)])
            empty.assertEvents([.next(0, "Loading issues…")])
            footer.assertEvents([.next(111, ""), .next(211, "— end of list —"), .next(411, "")])
            title.assertValues(["Issues · octocat/swift-rx"])
            // Choosing the state already shown asks nothing.
            XCTAssertEqual(
                service.requests,
                [
                    "GET /repos/octocat/swift-rx/issues?state=open",
                    "GET /repos/octocat/swift-rx/issues?state=open&page=2",
                    "GET /repos/octocat/swift-rx/issues?state=closed",
                ])
        }
    }

    func testRowsSayWhoWhenAndHowMuchAndOpenTheItem() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let issues = IssueListViewModel(
                fullName: "octocat/swift-rx", kind: .issue, service: service, now: { now })
            let pulls = IssueListViewModel(
                fullName: "alice/swift-mvvm", kind: .pullRequest, service: service, now: { now })
            let issue = IssueCellViewModel(issue: service.data.issue(of: "octocat/swift-rx", number: 109)!, now: now)
            let issueOutput = issues.transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), stateSelection: .never(),
                    selection: scheduler.values((200, issue))))
            let pullOutput = pulls.transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), stateSelection: scheduler.values((150, .closed)),
                    selection: .never()))
            let issueRows = scheduler.record(
                issueOutput.items.map { $0.prefix(2).map { "\($0.title) | \($0.detail)" } })
            let pullRows = scheduler.record(pullOutput.items.map { $0.map { "\($0.title) | \($0.detail)" } })
            let opened = scheduler.record(issueOutput.selected)
            scheduler.start()
            issueRows.assertLastValue([
                "#110 Add Korean documentation for rx | opened 8 days ago by bob · bug",
                "#109 Deprecation warnings with the latest toolchain | opened 10 days ago by alice · 34 comments · question",
            ])
            pullRows.assertLastValue([
                "#15 Add 한국어 README | closed 14 days ago unmerged by octocat · octocat/mvvm-15 → main",
                "#3 Add Linux CI | closed 1 month ago unmerged by bob · bob/mvvm-3 → main",
            ])
            opened.assertEvents([.next(201, .issue("octocat/swift-rx", number: 109, .issue))])
        }
    }

    func testAnIssueReadsAsADocumentAndItsCommentsPageIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let output = IssueViewModel(
                fullName: "octocat/swift-rx", number: 109, kind: .issue, service: service,
                now: { now }
            )
            .transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 200),
                    authorSelection: scheduler.taps(at: 300)))
            let document = scheduler.record(output.document)
            let footer = scheduler.record(output.footer)
            let title = scheduler.record(output.title)
            let opened = scheduler.record(output.selected)
            scheduler.start()
            XCTAssertEqual(document.events.map(\.time), [112, 212])
            let first = document.events[0].value.element!
            XCTAssertEqual(
                Array(first.prefix(4).map(\.plainText)),
                [
                    "Deprecation warnings with the latest toolchain #109",
                    "Open · alice opened it 10 days ago · question", "", "No description provided.",
                ])
            XCTAssertEqual(first.filter { $0.kind == .heading(level: 3) }.count, 30)
            XCTAssertEqual(first.first { $0.kind == .heading(level: 3) }?.plainText, "bob commented 9 days ago")
            XCTAssertEqual(document.events[1].value.element!.filter { $0.kind == .heading(level: 3) }.count, 34)
            footer.assertValues(["30 comments so far · ↓ at the end loads more", "34 comments"])
            title.assertValues(["Issue #109 · octocat/swift-rx"])
            opened.assertEvents([.next(301, .user("alice"))])
            XCTAssertEqual(
                service.requests.sorted(),
                [
                    "GET /repos/octocat/swift-rx/issues/109", "GET /repos/octocat/swift-rx/issues/109/comments",
                    "GET /repos/octocat/swift-rx/issues/109/comments?page=2",
                ])
        }
    }

    func testAPullRequestSaysWhereItGoesAndAFailureCanBeRetried() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .unreachable(reason: "down")
            service.failurePrefix = "GET /repos/alice/swift-mvvm/pulls/15"
            scheduler.scheduleAt(150) { service.failure = nil }
            let now = self.now
            let output = IssueViewModel(
                fullName: "alice/swift-mvvm", number: 15, kind: .pullRequest, service: service,
                now: { now }
            )
            .transform(input: .init(load: scheduler.taps(at: 100, 200), loadMore: .never()))
            let header = scheduler.record(output.document.map { $0.prefix(2).map(\.plainText) })
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            header.assertEvents([
                .next(
                    211,
                    [
                        "Add 한국어 README #15",
                        "Closed · octocat wants to merge octocat/mvvm-15 into main · opened 16 days ago",
                    ])
            ])
            empty.assertEvents([
                .next(1, "Loading pull request #15…"),
                .next(111, "Could not load the pull request — press r to try again"),
            ])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(111, "The server is unreachable (down). — press r to retry"),
                .next(201, "(none)"),
            ])
        }
    }

    /// Screens bind the banner first: a state switch must still reach the list (it used to be
    /// swallowed by whichever output heard it first).
    func testSwitchingStateWorksWhicheverOutputIsBoundFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = IssueListViewModel(
                fullName: "carol/swift-forms", kind: .issue, service: service
            )
            .transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), stateSelection: scheduler.values((200, .closed)),
                    selection: .never()))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let numbers = scheduler.record(output.items.map { $0.map(\.number) })
            scheduler.start()
            numbers.assertEvents([
                .next(111, service.data.issues(of: "carol/swift-forms", state: .open)!.map(\.number)),
                .next(211, service.data.issues(of: "carol/swift-forms", state: .closed)!.map(\.number)),
            ])
            banner.assertEvents([.next(101, "(none)"), .next(201, "(none)")])
        }
    }

    /// A first load that fails does not leave the list saying it is loading.
    func testAFailedFirstLoadStopsSayingLoading() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .unreachable(reason: "down")
            let output = IssueListViewModel(
                fullName: "carol/swift-forms", kind: .issue, service: service
            )
            .transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), stateSelection: .never(), selection: .never()))
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            // The error hops to the main scheduler once more.
            empty.assertEvents([.next(0, "Loading issues…"), .next(112, "No open issues")])
            banner.assertEvents([
                .next(101, "(none)"), .next(111, "The server is unreachable (down). — press r to retry"),
            ])
        }
    }

    func testFOpensAPullRequestsFilesAndNothingForAnIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let pull = IssueViewModel(fullName: "octocat/swift-rx", number: 3, kind: .pullRequest, service: service)
            let issue = IssueViewModel(fullName: "octocat/swift-rx", number: 4, kind: .issue, service: service)
            XCTAssertEqual([pull.hasFiles, issue.hasFiles], [true, false])
            let pullOpened = scheduler.record(
                pull.transform(
                    input: .init(load: .never(), loadMore: .never(), filesSelection: scheduler.taps(at: 100))
                ).selected)
            let issueOpened = scheduler.record(
                issue.transform(
                    input: .init(load: .never(), loadMore: .never(), filesSelection: scheduler.taps(at: 100))
                ).selected)
            scheduler.start()
            pullOpened.assertEvents([.next(101, .diff(.pullRequest("octocat/swift-rx", number: 3)))])
            issueOpened.assertEvents([])
            XCTAssertEqual(service.requests, [])
        }
    }
}
