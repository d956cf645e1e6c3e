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
                "★ 0   Forks 0   Issues 0   Swift",
                "Owner octocat · updated 3 days ago",
            ]
            details.assertEvents([.next(0, []), .next(111, lines), .next(311, lines)])
            loading.assertValues([false, true, false, true, false])
            let total = service.data.repositoryEvents("octocat/swift-rx").count
            events.assertEvents([.next(111, total), .next(311, total)])
            XCTAssertEqual(service.requests.sorted(), ["repository octocat/swift-rx", "repository octocat/swift-rx",
                                                       "repository-events octocat/swift-rx 1", "repository-events octocat/swift-rx 1"])
            hints.assertValues(["Events — Enter: user  o: owner  r: reload  Esc: back"])
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
