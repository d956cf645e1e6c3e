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

final class RepositoryViewModelTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400) // 2026-01-04

    /// One reload (the first appearance, then `r`) reloads the details; the menu of sections
    /// is there at once and gains its counts with the details.
    func testReloadLoadsTheDetailsAndTheMenuGainsCounts() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let viewModel = RepositoryViewModel(
                fullName: "octocat/swift-rx", service: service, now: { now })
            let output = viewModel.transform(
                input: .init(reload: scheduler.taps(at: 100, 300), sectionSelection: .never(), ownerSelection: .never())
            )
            let details = scheduler.record(output.details)
            let loading = scheduler.record(output.isLoading)
            let sections = scheduler.record(
                output.sections.map { $0.map { $0.accessory.isEmpty ? $0.title : "\($0.title) \($0.accessory)" } })
            scheduler.start()
            let lines = [
                "A rx library — 한국어 문서 포함 for reactive apps",
                "★ 3   Forks 1   Issues 62   Swift   Watchers 1",
                "Owner octocat · updated 3 days ago",
                "MIT License · branch develop · https://octocat.example/swift-rx",
            ]
            // The reload at 300 asked again (see the requests) and got the same lines: not re-emitted.
            details.assertEvents([.next(0, []), .next(111, lines)])
            loading.assertValues([false, true, false, true, false])
            let bare = [
                "README", "Issues", "Pull requests", "Commits", "Branches", "Releases", "Contributors", "Stargazers",
                "Forks", "Events", "Code", "Languages",
            ]
            var counted = bare
            counted[7] = "Stargazers 3"
            counted[8] = "Forks 1"
            counted[11] = "Languages Swift"
            // Counts change with the details only (the star toggle's optimistic count too).
            sections.assertEvents([.next(0, bare), .next(111, counted)])
            XCTAssertEqual(service.requests, ["GET /repos/octocat/swift-rx", "GET /repos/octocat/swift-rx"])
        }
    }

    /// Each section opens its own screen's view model; `o` opens the owner once the details are known.
    func testSectionsAndTheOwnerOpenTheirScreens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let sections = RepositorySection.allCases.enumerated().map { (TestTime(200 + $0.offset * 10), $0.element) }
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(
                    input: .init(
                        reload: scheduler.taps(at: 100), sectionSelection: scheduler.values(sections),
                        ownerSelection: scheduler.taps(at: 50, 400)
                    ))
            let opened = scheduler.record(output.selected)
            scheduler.start()
            opened.assertValues([
                .readme("carol/swift-forms"), .issues("carol/swift-forms", .issue),
                .issues("carol/swift-forms", .pullRequest), .section(.commits(of: "carol/swift-forms")),
                .section(.branches(of: "carol/swift-forms")), .section(.releases(of: "carol/swift-forms")),
                .section(.contributors(of: "carol/swift-forms")), .section(.stargazers(of: "carol/swift-forms")),
                .section(.forks(of: "carol/swift-forms")), .events(.repository(fullName: "carol/swift-forms")),
                .folder("carol/swift-forms", path: ""), .languages("carol/swift-forms"), .user("carol"),
            ])
            XCTAssertEqual(opened.events.map(\.time), (0..<12).map { 201 + $0 * 10 } + [401])
        }
    }

    func testRelativeDates() {
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let cases: [(TimeInterval, String)] = [
            (30, "just now"), (60, "1 minute ago"), (7_200, "2 hours ago"), (86_400, "1 day ago"),
            (86_400 * 45, "1 month ago"), (86_400 * 800, "2 years ago"),
        ]
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
        .init(
            reload: scheduler.taps(at: 100), sectionSelection: .never(), ownerSelection: .never(),
            starToggle: scheduler.taps(at: toggles))
    }

    /// `w` watches at once, with the watcher count; the fixture keeps it (a reload says the
    /// same), a refused unwatch puts it back, and the star is untouched.
    func testWatchingIsOptimisticAndKeptAndAFailureRollsItBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let watchers = service.data.repository("carol/swift-forms")!.subscribersCount!
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(
                    input: .init(
                        reload: scheduler.taps(at: 100, 250), sectionSelection: .never(), ownerSelection: .never(),
                        watchToggle: scheduler.taps(at: 200, 300)))
            let watch = scheduler.record(output.watch)
            let star = scheduler.record(output.star)
            let counts = scheduler.record(
                output.details.compactMap { $0.count > 1 ? $0[1].components(separatedBy: "   ").last : nil })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.scheduleAt(280) {
                service.failure = .unreachable(reason: "down")
                service.failurePrefix = "DELETE /repos/carol/swift-forms/subscription"
            }
            scheduler.start()
            watch.assertEvents([
                .next(1, ""), .next(111, "○ Not watching (w: watch)"), .next(201, "◉ Watching (w: unwatch)"),
                .next(301, "○ Not watching (w: watch)"), .next(311, "◉ Watching (w: unwatch)"),
            ])
            star.assertEvents([.next(1, ""), .next(111, "☆ Not starred (s: star)")])
            counts.assertEvents([
                .next(111, "Watchers \(watchers)"), .next(201, "Watchers \(watchers + 1)"),
                .next(301, "Watchers \(watchers)"), .next(311, "Watchers \(watchers + 1)"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(251, "(none)"),
                .next(
                    311, "Could not stop watching carol/swift-forms: The server is unreachable (down). — as it was"),
            ])
            XCTAssertEqual(
                service.requests.filter { $0.contains("subscription") },
                [
                    "GET /repos/carol/swift-forms/subscription", "PUT /repos/carol/swift-forms/subscription",
                    "GET /repos/carol/swift-forms/subscription", "DELETE /repos/carol/swift-forms/subscription",
                ])
        }
    }

    func testStarringIsOptimisticAndAFailureRollsItBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(input: input(scheduler, toggles: [200, 300]))
            let star = scheduler.record(output.star)
            let counts = scheduler.record(
                output.details.compactMap { $0.count > 1 ? $0[1].components(separatedBy: "   ")[0] : nil })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.scheduleAt(250) {
                service.failure = .unreachable(reason: "down")
                service.failurePrefix = "DELETE /user/starred"
            }
            scheduler.start()
            star.assertEvents([
                .next(1, ""),
                .next(111, "☆ Not starred (s: star)"),
                .next(201, "★ Starred (s: unstar)"),
                .next(301, "☆ Not starred (s: star)"),
                .next(311, "★ Starred (s: unstar)"),
            ])
            counts.assertEvents([.next(111, "★ 2"), .next(201, "★ 3"), .next(301, "★ 2"), .next(311, "★ 3")])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(
                    311,
                    "Could not unstar carol/swift-forms: The server is unreachable (down). — the star is back as it was"
                ),
            ])
            XCTAssertEqual(service.starred, ["carol/swift-forms"])
        }
    }

    /// Switching accounts drops everything derived from the previous one: signed in as alice,
    /// who stars the repository, then as bob, who has not — alice's star goes at once (nothing is
    /// shown while bob's is asked for) and `s` stars it for bob, never unstars alice's.
    func testSwitchingAccountsShowsAndActsOnTheNewAccountsStarOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(input: input(scheduler, toggles: [200, 400]))
            let star = scheduler.record(output.star)
            scheduler.scheduleAt(300) { service.accountRelay.accept(service.data.user("bob")) }
            scheduler.start()
            star.assertEvents([
                .next(1, ""),
                .next(111, "☆ Not starred (s: star)"),
                .next(201, "★ Starred (s: unstar)"),
                .next(301, ""),
                .next(311, "☆ Not starred (s: star)"),
                .next(401, "★ Starred (s: unstar)"),
            ])
            XCTAssertEqual(service.starred, ["carol/swift-forms"], "bob's star")
            service.accountRelay.accept(service.data.user("alice"))
            XCTAssertEqual(service.starred, ["carol/swift-forms"], "alice's star, untouched")
            XCTAssertEqual(
                service.requests.filter { $0.hasPrefix("PUT /user/starred") || $0.hasPrefix("DELETE /user/starred") },
                ["PUT /user/starred/carol/swift-forms", "PUT /user/starred/carol/swift-forms"])
        }
    }

    func testSignedOutStarringAsksToSignIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(input: input(scheduler, toggles: [200]))
            let star = scheduler.record(output.star)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            star.assertValues(["☆ Sign in (l) to star"])
            banner.assertEvents([.next(101, "(none)"), .next(201, "Sign in to star repositories — press l")])
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("PUT /user/starred") })
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
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(
                    input: .init(
                        reload: scheduler.taps(at: 100, 200), sectionSelection: .never(), ownerSelection: .never(),
                        starToggle: scheduler.taps(at: 205)
                    ))
            let star = scheduler.record(output.star)
            let counts = scheduler.record(
                output.details.compactMap { $0.count > 1 ? $0[1].components(separatedBy: "   ")[0] : nil })
            scheduler.start()
            star.assertEvents([
                .next(1, ""), .next(111, "★ Starred (s: unstar)"), .next(206, "☆ Not starred (s: star)"),
            ])
            // Alice's star, given while the fixture runs, counts on top of the bundled two.
            counts.assertEvents([.next(111, "★ 3"), .next(206, "★ 2")])
            XCTAssertEqual(service.starred, [])
        }
    }

    /// k forks into the signed-in account and opens the fork; one's own repository and a
    /// signed-out press ask nothing and say why; a refused fork says so.
    func testForkOpensTheForkAndSaysWhyNotOtherwise() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = RepositoryViewModel(fullName: "carol/swift-forms", service: service)
                .transform(
                    input: .init(
                        reload: scheduler.taps(at: 100), sectionSelection: .never(), ownerSelection: .never(),
                        fork: scheduler.taps(at: 200, 300, 305, 500, 600)))
            let opened = scheduler.record(output.selected)
            let banner = scheduler.record(output.banner.compactMap { $0 })
            scheduler.scheduleAt(250) { service.accountRelay.accept(service.data.user("alice")) }
            scheduler.scheduleAt(400) { service.accountRelay.accept(service.data.user("carol")) }
            scheduler.scheduleAt(550) {
                service.accountRelay.accept(service.data.user("bob"))
                service.failure = .http(status: 403, message: "Forbidden")
            }
            scheduler.start()
            opened.assertEvents([.next(311, .repository("alice/swift-forms"))])
            banner.assertEvents([
                .next(201, "Sign in to fork repositories — press l"),
                .next(501, "carol/swift-forms is yours: GitHub forks others' repositories"),
                .next(611, "Could not fork carol/swift-forms: GitHub answered 403: Forbidden"),
            ])
            XCTAssertEqual(
                service.requests.filter { $0.hasPrefix("POST") },
                ["POST /repos/carol/swift-forms/forks", "POST /repos/carol/swift-forms/forks"],
                "the press at 305, while alice's fork was under way, asked nothing")
        }
    }
}
