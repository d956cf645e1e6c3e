import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// Writing a new issue or a comment through the offline GitHub.
final class ComposeViewModelTests: RxTestCase {
    func testANewIssueIsOpenedAndTheScreenGoesToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let viewModel = ComposeViewModel(target: .issue(in: "carol/swift-forms"), service: service)
            XCTAssertTrue(viewModel.needsTitle)
            let output = viewModel.transform(
                input: .init(
                    title: scheduler.values((100, ""), (150, "Crash on 한글")),
                    body: scheduler.values((100, ""), (160, "Steps:\n1. type")),
                    send: scheduler.taps(at: 120, 200, 205)))
            let status = scheduler.record(output.status)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let sent = scheduler.record(output.sent)
            let sending = scheduler.record(output.isSending)
            let unsent = scheduler.record(output.hasUnsentText)
            let title = scheduler.record(output.title)
            scheduler.start()
            let number = FixtureDataItemCount.carolsForms + 1
            // Drivers and Signals deliver a tick after their source, one event a tick.
            sent.assertEvents([.next(211, .issue("carol/swift-forms", number: number, .issue)), .completed(212)])
            status.assertEvents([
                .next(1, "An issue needs a title"), .next(151, "Ctrl-S opens the issue"), .next(201, "Sending…"),
                .next(211, "Sent"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(102, "(none)"), .next(121, "An issue needs a title"), .next(151, "(none)"),
                .next(161, "(none)"), .next(201, "(none)"),
            ])
            sending.assertEvents([.next(1, false), .next(201, true), .next(211, false)])
            unsent.assertEvents([.next(1, false), .next(151, true), .next(211, false)])
            title.assertValues(["New issue · carol/swift-forms"])
            XCTAssertEqual(service.requests, ["POST /repos/carol/swift-forms/issues"], "one request for two presses")
            let opened = service.data.issues(of: "carol/swift-forms", state: .open)
            XCTAssertFalse(opened?.contains { $0.number == number } ?? true, "the bundled data is not changed")
        }
    }

    func testARefusedCommentKeepsTheTextAndSaysWhy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("bob"))
            service.failure = .unreachable(reason: "down")
            let viewModel = ComposeViewModel(
                target: .comment(on: "octocat/swift-rx", number: 3, .pullRequest), service: service)
            XCTAssertFalse(viewModel.needsTitle)
            let output = viewModel.transform(
                input: .init(body: scheduler.values((100, "Looks good 👍")), send: scheduler.taps(at: 200, 300)))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let sent = scheduler.record(output.sent)
            scheduler.scheduleAt(250) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([
                .next(101, "(none)"), .next(201, "(none)"),
                .next(211, "Not sent: The server is unreachable (down). — your text is kept"), .next(301, "(none)"),
            ])
            sent.assertEvents([.next(311, .issue("octocat/swift-rx", number: 3, .pullRequest)), .completed(312)])
            XCTAssertEqual(
                service.requests,
                ["POST /repos/octocat/swift-rx/issues/3/comments", "POST /repos/octocat/swift-rx/issues/3/comments"])
        }
    }
}

/// How many items the offline carol/swift-forms has: a new issue is numbered after them.
private enum FixtureDataItemCount {
    static let carolsForms = 14 + (11 * 5) % 23
}
