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

/// Notifications: signed out, signed in, grouped by repository, filtered, marked read.
final class NotificationsViewModelTests: RxTestCase {
    private func input(
        _ scheduler: TestScheduler, load: [TestTime] = [100], filters: [(TestTime, NotificationFilter)] = [],
        selection: [(TestTime, NotificationRow)] = [], markRead: [(TestTime, NotificationRow)] = [],
        markAllRead: [TestTime] = []
    ) -> NotificationsViewModel.Input {
        .init(
            load: scheduler.taps(at: load), loadMore: .never(), filterSelection: scheduler.values(filters),
            selection: scheduler.values(selection), markRead: scheduler.values(markRead),
            markAllRead: scheduler.taps(at: markAllRead))
    }

    /// `M` marks every thread read at once with one request; refused, it puts back only the
    /// dots it took — a thread marked on its own before stays read.
    func testMarkingAllReadIsOneRequestAndARefusalPutsBackOnlyItsOwnDots() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let unread = service.data.notifications(of: "alice").filter(\.unread)
            let first = NotificationRow.thread(unread[0], unread: true)
            scheduler.scheduleAt(250) { service.failure = .http(status: 403, message: "Forbidden") }
            scheduler.scheduleAt(350) { service.failure = nil }
            let output = NotificationsViewModel(service: service)
                .transform(input: input(scheduler, markRead: [(200, first)], markAllRead: [300, 400]))
            let unreadCount = scheduler.record(
                output.rows.map { rows in rows.filter { if case .thread(_, true) = $0 { true } else { false } }.count })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            unreadCount.assertEvents([
                .next(111, unread.count), .next(201, unread.count - 1), .next(301, 0), .next(311, unread.count - 1),
                .next(401, 0),
            ])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(311, "Could not mark all read: GitHub answered 403: Forbidden — they are unread again"),
            ])
            XCTAssertEqual(
                service.requests.filter { !$0.hasPrefix("GET") },
                ["PATCH /notifications/threads/\(unread[0].id)", "PUT /notifications", "PUT /notifications"])
            XCTAssertEqual(service.readNotifications, Set(service.data.notifications(of: "alice").map(\.id)))
        }
    }

    func testSignedOutItAsksToSignInAndSigningInLoadsTheList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = NotificationsViewModel(service: service).transform(
                input: input(scheduler))
            let empty = scheduler.record(output.emptyText)
            let count = scheduler.record(output.rows.map(\.count))
            let isSignedIn = scheduler.record(output.isSignedIn)
            scheduler.scheduleAt(200) { service.accountRelay.accept(service.data.user("alice")) }
            scheduler.scheduleAt(400) { service.accountRelay.accept(nil) }
            scheduler.start()
            empty.assertEvents([
                .next(1, "Loading notifications…"),
                .next(101, "Sign in to see your notifications — press l"),
                .next(201, "Loading notifications…"),
                .next(211, "All caught up — no unread notifications"),
                .next(401, "Sign in to see your notifications — press l"),
            ])
            // 11 unread threads under 4 repository headings; signing out empties the list at once.
            count.assertEvents([.next(101, 0), .next(211, 15), .next(401, 0)])
            isSignedIn.assertEvents([.next(1, false), .next(201, true), .next(401, false)])
            XCTAssertEqual(service.requests, ["GET /notifications"])
        }
    }

    func testThreadsAreGroupedAndFiltered() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let output = NotificationsViewModel(
                service: service, now: { Date(timeIntervalSince1970: 1_767_225_600) }
            )
            .transform(input: input(scheduler, filters: [(200, .all), (300, .participating)]))
            // Bound first, as the screen does: a filter change must still reach the list.
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let rows = scheduler.record(output.rows)
            let filter = scheduler.record(output.filterIndex)
            scheduler.start()
            filter.assertEvents([.next(1, 0), .next(201, 1), .next(301, 2)])
            banner.assertEvents([.next(101, "(none)"), .next(201, "(none)"), .next(301, "(none)")])
            let threads = service.data.notifications(of: "alice")
            let unread = rows.events[0].value.element!
            XCTAssertEqual(rows.events.map(\.time), [111, 211, 311])
            XCTAssertEqual(
                Array(unread.prefix(3).map(\.title)),
                ["eun-ji/swift-parser", "● Document the parser threading rules", "● Version 1.2"])
            XCTAssertEqual(
                unread[1].detail(now: Date(timeIntervalSince1970: 1_767_225_600)),
                "Issue #16 · review requested · just now")
            // Every thread sits under its repository's heading, each heading once.
            for list in rows.events.map({ $0.value.element! }) {
                var current = ""
                var headings: [String] = []
                for row in list {
                    switch row {
                    case .repository(let name):
                        current = name
                        headings.append(name)
                    case .thread(let thread, _): XCTAssertEqual(thread.repository.fullName, current)
                    }
                }
                XCTAssertEqual(Set(headings).count, headings.count)
            }
            func ids(_ list: [NotificationRow]) -> Set<String> {
                Set(list.compactMap { if case .thread(let thread, _) = $0 { thread.id } else { nil } })
            }
            XCTAssertEqual(ids(unread), Set(threads.filter(\.unread).map(\.id)))
            XCTAssertEqual(ids(rows.events[1].value.element!), Set(threads.map(\.id)))
            XCTAssertEqual(
                ids(rows.events[2].value.element!), Set(threads.filter { $0.unread && $0.isParticipating }.map(\.id)))
        }
    }

    func testMarkingReadIsOptimisticAndARefusalPutsTheDotBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            // The first two unread threads of the first repository: the first rows under its heading.
            let unread = service.data.notifications(of: "alice").filter(\.unread)
            let threads = unread.filter { $0.repository.fullName == unread[0].repository.fullName }
            let first = NotificationRow.thread(threads[0], unread: true)
            let second = NotificationRow.thread(threads[1], unread: true)
            scheduler.scheduleAt(250) {
                service.failure = .http(status: 403, message: "Forbidden")
                service.failurePrefix = "PATCH /notifications/threads"
            }
            let output = NotificationsViewModel(service: service)
                .transform(
                    input: input(
                        scheduler, selection: [(200, first)], markRead: [(300, second), (350, .repository("x/y"))]))
            let dots = scheduler.record(output.rows.map { rows in rows.prefix(3).map(\.title) })
            let opened = scheduler.record(output.selected)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            let name = threads[0].repository.fullName
            dots.assertEvents([
                .next(111, [name, "● \(threads[0].subject.title)", "● \(threads[1].subject.title)"]),
                .next(201, [name, "○ \(threads[0].subject.title)", "● \(threads[1].subject.title)"]),
                .next(301, [name, "○ \(threads[0].subject.title)", "○ \(threads[1].subject.title)"]),
                .next(311, [name, "○ \(threads[0].subject.title)", "● \(threads[1].subject.title)"]),
            ])
            opened.assertEvents([.next(201, .issue(name, number: threads[0].subject.number!, .issue))])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(
                    311,
                    "Could not mark “\(threads[1].subject.title)” read: GitHub answered 403: Forbidden — it is unread again"
                ),
            ])
            XCTAssertEqual(service.readNotifications, [threads[0].id])
        }
    }
}
