import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import GitHubAPI
import SwiftHubViewModels

final class RepositoryViewModelTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400) // 2026-01-04

    /// One reload (the first appearance, then `r`) reloads the details and the events.
    func testReloadLoadsDetailsAndEventsTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let viewModel = RepositoryViewModel(fullName: "octocat/swift-rx", service: service, scheduler: scheduler, now: { now })
            let output = viewModel.transform(input: .init(reload: scheduler.taps(at: 100, 300), eventsLoadMore: .never(), eventSelection: .never(), ownerSelection: .never()))
            let details = scheduler.record(output.details)
            let loading = scheduler.record(output.isLoading)
            let events = scheduler.record(output.events.map(\.count))
            let hints = scheduler.record(output.keyHints)
            scheduler.start()
            let lines = [
                "A rx library — 한국어 문서 포함 for reactive apps",
                "★ 0   Forks 0   Issues 62   Swift   Watchers 3",
                "Owner octocat · updated 3 days ago",
                "MIT License · branch develop · https://octocat.example/swift-rx",
            ]
            // The reload at 300 asked again (see the requests) and got the same lines: not re-emitted.
            details.assertEvents([.next(0, []), .next(111, lines)])
            loading.assertValues([false, true, false, true, false])
            let total = service.data.repositoryEvents("octocat/swift-rx").count
            events.assertEvents([.next(111, total), .next(311, total)])
            XCTAssertEqual(service.requests.sorted(), ["repository octocat/swift-rx", "repository octocat/swift-rx",
                                                       "repository-events octocat/swift-rx 1", "repository-events octocat/swift-rx 1"])
            hints.assertValues(["Events — Enter: user  o: owner  s: star  r: reload  Esc: back"])
        }
    }

    /// An event opens its actor; `o` opens the owner once the details are known.
    func testEventsOpenTheirActorAndOOpensTheOwner() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let event = EventCellViewModel(event: service.data.repositoryEvents("carol/swift-forms")[0])
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service, scheduler: scheduler).transform(input: .init(
                reload: scheduler.taps(at: 100), eventsLoadMore: .never(),
                eventSelection: scheduler.values((200, event)), ownerSelection: scheduler.taps(at: 50, 300)
            ))
            let users = scheduler.record(output.userSelected.map(\.login))
            scheduler.start()
            users.assertEvents([.next(201, event.event.actor.login), .next(301, "carol")])
        }
    }

    func testRelativeDates() {
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let cases: [(TimeInterval, String)] = [(30, "just now"), (60, "1 minute ago"), (7_200, "2 hours ago"), (86_400, "1 day ago"),
                                               (86_400 * 45, "1 month ago"), (86_400 * 800, "2 years ago")]
        for (seconds, text) in cases {
            let output = RelativeDate.describe(now.addingTimeInterval(-seconds), now: now)
            XCTAssertEqual(output, text)
        }
    }
}

/// Starring is optimistic: the star and the count change at once; a failed request puts them
/// back and says so; signed out, `s` asks to sign in.
final class RepositoryStarringTests: RxTestCase {
    private func input(_ scheduler: TestScheduler, toggles: [TestTime]) -> RepositoryViewModel.Input {
        .init(reload: scheduler.taps(at: 100), eventsLoadMore: .never(), eventSelection: .never(), ownerSelection: .never(),
              starToggle: scheduler.taps(at: toggles))
    }

    func testStarringIsOptimisticAndAFailureRollsItBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service, scheduler: scheduler)
                .transform(input: input(scheduler, toggles: [200, 300]))
            let star = scheduler.record(output.star)
            let counts = scheduler.record(output.details.compactMap { $0.count > 1 ? $0[1].components(separatedBy: "   ")[0] : nil })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.scheduleAt(250) {
                service.failure = .unreachable(reason: "down")
                service.failurePrefix = "unstar"
            }
            scheduler.start()
            star.assertEvents([
                .next(1, ""),
                .next(111, "☆ Not starred (s: star)"),
                .next(201, "★ Starred (s: unstar)"),
                .next(301, "☆ Not starred (s: star)"),
                .next(311, "★ Starred (s: unstar)"),
            ])
            counts.assertEvents([.next(111, "★ 2120"), .next(201, "★ 2121"), .next(301, "★ 2120"), .next(311, "★ 2121")])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(311, "Could not unstar carol/swift-forms: The server is unreachable (down). — the star is back as it was"),
            ])
            XCTAssertEqual(service.starred, ["carol/swift-forms"])
        }
    }

    func testSignedOutStarringAsksToSignIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service, scheduler: scheduler)
                .transform(input: input(scheduler, toggles: [200]))
            let star = scheduler.record(output.star)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            star.assertValues(["☆ Sign in (l) to star"])
            banner.assertEvents([.next(101, "(none)"), .next(201, "Sign in to star repositories — press l")])
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("star") })
        }
    }
}

final class RepositoryStarRaceTests: RxTestCase {
    /// A toggle made while a reload's answers are on their way wins: those answers, from
    /// before the toggle, are dropped instead of undoing it.
    func testAToggleDuringAReloadIsNotUndoneByItsAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            service.starred = ["carol/swift-forms"]
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service, scheduler: scheduler).transform(input: .init(
                reload: scheduler.taps(at: 100, 200), eventsLoadMore: .never(), eventSelection: .never(), ownerSelection: .never(),
                starToggle: scheduler.taps(at: 205)
            ))
            let star = scheduler.record(output.star)
            let counts = scheduler.record(output.details.compactMap { $0.count > 1 ? $0[1].components(separatedBy: "   ")[0] : nil })
            scheduler.start()
            star.assertEvents([.next(1, ""), .next(111, "★ Starred (s: unstar)"), .next(206, "☆ Not starred (s: star)")])
            counts.assertEvents([.next(111, "★ 2120"), .next(206, "★ 2119")])
            XCTAssertEqual(service.starred, [])
        }
    }
}
