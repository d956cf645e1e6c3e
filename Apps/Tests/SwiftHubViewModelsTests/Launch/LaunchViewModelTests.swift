import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import OutsideValues
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import TerminalGate
import XCTest

/// Which account `swifthub` opens, worked out while its first screen already shows; each
/// look-up answers after 10 ticks.
final class LaunchViewModelTests: RxTestCase {
    private struct Run {
        let status: OutputRecorder<String>
        let opened: OutputRecorder<String>
        let failed: OutputRecorder<String>
        let service: FakeGitHub
        let forgotten: () -> Int
    }

    private func launch(
        _ request: LaunchRequest, scheduler: TestScheduler, failure: GitHubError? = nil, failing prefix: String = ""
    ) -> Run {
        let service = FakeGitHub(scheduler: scheduler)
        service.failure = failure
        service.failurePrefix = prefix
        final class Counter { var value = 0 }
        let forgotten = Counter()
        let output = LaunchViewModel(service: service, request: request, forgetSavedToken: { forgotten.value += 1 })
            .transform(input: .init(start: scheduler.taps(at: 100)))
        return Run(
            status: scheduler.record(output.status),
            opened: scheduler.record(output.opened.map(\.login)),
            failed: scheduler.record(output.failed),
            service: service,
            forgotten: { forgotten.value }
        )
    }

    func testATokenSignsInAndOpensItsAccount() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let run = launch(
                LaunchRequest(token: "fixture-alice", fallback: FixtureAccounts.octocat), scheduler: scheduler)
            scheduler.start()
            run.status.assertEvents([.next(1, "Signing in…")])
            run.opened.assertEvents([.next(111, "alice"), .completed(112)])
            run.failed.assertValueCount(0)
            XCTAssertEqual(run.service.requests, ["GET /user"])
        }
    }

    func testARefusedTokenEndsTheLaunchWithTheReason() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let run = launch(
                LaunchRequest(token: "fixture-nobody", user: "alice", fallback: FixtureAccounts.octocat),
                scheduler: scheduler,
                failure: .http(status: 401, message: "Bad credentials"))
            scheduler.start()
            run.failed.assertEvents([
                .next(111, "could not sign in with --token: GitHub answered 401: Bad credentials"), .completed(112),
            ])
            run.opened.assertValueCount(0)
            XCTAssertEqual(run.service.requests, ["GET /user"], "--user is not looked up after a refused --token")
        }
    }

    /// A saved token that GitHub refuses is forgotten and the app opens signed out; one that
    /// fails for another reason (offline) is kept.
    func testARefusedSavedTokenIsForgottenAndTheFallbackOpens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let refused = launch(
                LaunchRequest(savedToken: "fixture-gone", fallback: FixtureAccounts.octocat), scheduler: scheduler,
                failure: .http(status: 401, message: "Bad credentials"))
            let unreachable = launch(
                LaunchRequest(savedToken: "fixture-alice", fallback: FixtureAccounts.octocat), scheduler: scheduler,
                failure: .http(status: 503, message: "Service Unavailable"))
            scheduler.start()
            refused.opened.assertEvents([.next(111, "octocat"), .completed(112)])
            XCTAssertEqual(refused.forgotten(), 1)
            unreachable.opened.assertEvents([.next(111, "octocat"), .completed(112)])
            XCTAssertEqual(unreachable.forgotten(), 0)
        }
    }

    func testAUserIsLookedUpAndAnUnknownOneEndsTheLaunch() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let known = launch(LaunchRequest(savedToken: "fixture-carol", user: "alice"), scheduler: scheduler)
            let unknown = launch(LaunchRequest(user: "nobody-here"), scheduler: scheduler)
            scheduler.start()
            known.status.assertEvents([.next(1, "Signing in…"), .next(111, "Opening alice…")])
            known.opened.assertEvents([.next(121, "alice"), .completed(122)])
            XCTAssertEqual(known.service.requests, ["GET /user", "GET /users/alice"])
            unknown.status.assertEvents([.next(1, "Opening nobody-here…")])
            unknown.failed.assertEvents([.next(111, "there is no GitHub account named nobody-here."), .completed(112)])
            unknown.opened.assertValueCount(0)
        }
    }
}

/// Values from the command line reach the terminal only through the terminal gate.
final class DisplayableTextTests: RxTestCase {
    func testControlCharactersAreShownAsStandIns() {
        XCTAssertEqual(
            TerminalText.escapedLine("octo\u{1B}[2Jcat\0\n\t\u{7F}\u{85}é 한"),
            "octo␛[2Jcat␀␊␉␡\u{FFFD}é 한")
        XCTAssertEqual(TerminalText.escapedLine("octocat"), "octocat")
    }

    func testAnUnknownUserWithAnEscapeSequenceIsNamedEscaped() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = LaunchViewModel(
                service: service, request: LaunchRequest(user: "x\u{1B}[2J"), forgetSavedToken: {}
            )
            .transform(input: .init(start: scheduler.taps(at: 100)))
            let status = scheduler.record(output.status)
            let failed = scheduler.record(output.failed)
            scheduler.start()
            status.assertValues(["Opening x␛[2J…"])
            failed.assertValues(["there is no GitHub account named x␛[2J."])
        }
    }
}

/// Accounts of the fixture data, for launch requests.
enum FixtureAccounts {
    static var octocat: User { FakeGitHub(scheduler: nil).data.user("octocat")! }
}
