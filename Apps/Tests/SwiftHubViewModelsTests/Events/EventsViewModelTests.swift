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

final class EventsViewModelTests: RxTestCase {
    private func input(
        _ scheduler: TestScheduler, header: Observable<Void> = .never(), footer: Observable<Void> = .never(),
        segment: Observable<EventSegment> = .never(), selection: Observable<EventCellViewModel> = .never(),
        actor: Observable<EventCellViewModel> = .never()
    ) -> EventsViewModel.Input {
        .init(
            headerRefresh: header, footerRefresh: footer, segmentSelection: segment, selection: selection,
            actorSelection: actor)
    }

    func testFirstPageThenFooterRefreshAppendsAndHeaderRefreshReplaces() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(input: input(scheduler, header: scheduler.taps(at: 300), footer: scheduler.taps(at: 100, 200)))
            let counts = scheduler.record(output.items.map(\.count))
            let footer = scheduler.record(output.footerLoading)
            let first = scheduler.record(output.items.compactMap(\.first?.title))
            scheduler.start()
            counts.assertEvents([.next(11, 30), .next(111, 60), .next(211, 90), .next(311, 30)])
            footer.assertValues([false, true, false, true, false])
            first.assertLastValue("eun-ji starred carol/swift-forms")
            XCTAssertEqual(
                service.requests,
                [
                    "GET /users/octocat/received_events", "GET /users/octocat/received_events?page=2",
                    "GET /users/octocat/received_events?page=3", "GET /users/octocat/received_events",
                ])
        }
    }

    func testSegmentSwitchLoadsPerformedEventsAndOrganizationsHideIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let user = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(input: input(scheduler, segment: scheduler.values((100, .performed))))
            let organization = EventsViewModel(
                mode: .user(login: "reactivex", isOrganization: true), service: service
            )
            .transform(input: input(scheduler))
            let repository = EventsViewModel(
                mode: .repository(fullName: "octocat/swift-rx"), service: service
            )
            .transform(input: input(scheduler))
            let actors = scheduler.record(user.items.map { Set($0.map(\.event.actor.login)) })
            let hides = scheduler.record(
                Driver.combineLatest(user.hidesSegment, organization.hidesSegment, repository.hidesSegment) {
                    [$0, $1, $2]
                })
            let titles = scheduler.record(
                Driver.combineLatest(user.navigationTitle, organization.navigationTitle, repository.navigationTitle) {
                    [$0, $1, $2]
                })
            let organizationItems = scheduler.record(organization.items)
            let repositoryItems = scheduler.record(repository.items)
            scheduler.start()
            XCTAssertFalse(actors.values[0].contains("octocat"))
            XCTAssertEqual(actors.values.last, ["octocat"])
            hides.assertLastValue([false, true, true])
            titles.assertLastValue(["Events · octocat", "Events · reactivex", "Events · octocat/swift-rx"])
            XCTAssertTrue(organizationItems.lastValue!.allSatisfy { $0.event.repo.name.hasPrefix("reactivex/") })
            XCTAssertTrue(repositoryItems.lastValue!.allSatisfy { $0.event.repo.name == "octocat/swift-rx" })
        }
    }

    func testSelectingAnEventOpensItsRepositoryAndTheActorOpensTheUser() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let cell = EventCellViewModel(event: service.data.events[1], now: Date(timeIntervalSince1970: 0))
            let output = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(
                input: input(scheduler, selection: scheduler.values((100, cell)), actor: scheduler.values((200, cell))))
            let selected = scheduler.record(output.selected)
            scheduler.start()
            selected.assertEvents([.next(101, .repository("carol/swift-forms")), .next(201, .user("eun-ji"))])
        }
    }

    func testErrorsReachTheBannerAndRetryRecovers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .rateLimited(resetAt: nil)
            let output = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(input: input(scheduler, header: scheduler.taps(at: 100)))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(50) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([.next(11, "Rate limit exceeded. — press r to retry"), .next(101, "(none)")])
            counts.assertEvents([.next(111, 30)])
        }
    }

    /// The banner shows the error and is cleared as soon as the user retries, not when the
    /// answer arrives.
    func testTheBannerClearsWhenTheUserRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .timeout
            let output = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(input: input(scheduler, header: scheduler.taps(at: 100)))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(50) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([
                .next(11, "The server did not answer in time. — press r to retry"),
                .next(101, "(none)"),
            ])
            counts.assertEvents([.next(111, 30)])
        }
    }

    /// What the screen shows around the rows: "Loading events…" until the first answer, the
    /// end-of-list marker once the last page is in, no feed switch for an organization, and
    /// who is signed in.
    func testEmptyTextEndOfListAndFeedSwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = EventsViewModel(
                mode: .user(login: "reactivex", isOrganization: true), service: service
            )
            .transform(input: input(scheduler, footer: scheduler.taps(at: 100, 200)))
            let empty = scheduler.record(output.emptyText)
            let footer = scheduler.record(output.footer)
            let hidesSegment = scheduler.record(output.hidesSegment)
            let account = scheduler.record(output.account)
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(150) { service.accountRelay.accept(service.data.user("alice")) }
            scheduler.start()
            let total = service.data.organizationEvents("reactivex").count
            counts.assertEvents([.next(11, 30), .next(111, total)])
            empty.assertEvents([.next(0, "Loading events…"), .next(11, "No events"), .next(111, "No events")])
            footer.assertEvents([.next(11, ""), .next(111, "— end of list —")])
            XCTAssertEqual(
                service.requests, ["GET /orgs/reactivex/events", "GET /orgs/reactivex/events?page=2"],
                "no request past the end")
            hidesSegment.assertValues([true])
            account.assertEvents([.next(1, "Not signed in"), .next(151, "Signed in as alice")])
        }
    }

    /// A failed next page says how to try that page again (not `r`, which starts over), and
    /// the rows loaded so far stay.
    func testAFailedNextPageSaysHowToTryAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .timeout
            service.failurePrefix = "GET /users/octocat/received_events?page=2"
            let output = EventsViewModel(
                mode: .user(login: "octocat", isOrganization: false), service: service
            )
            .transform(input: input(scheduler, footer: scheduler.taps(at: 100, 200)))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(150) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([
                .next(101, "(none)"),
                .next(
                    111,
                    "Could not load more: The server did not answer in time. — press ↓ at the last row to try again"),
                .next(201, "(none)"),
            ])
            counts.assertEvents([.next(11, 30), .next(211, 60)])
            XCTAssertEqual(
                service.requests,
                [
                    "GET /users/octocat/received_events", "GET /users/octocat/received_events?page=2",
                    "GET /users/octocat/received_events?page=2",
                ])
        }
    }
}

/// Enter opens the most specific thing an event is about.
final class EventDestinationTests: RxTestCase {
    func testEachKindOfEventOpensWhatItIsAbout() {
        let service = FakeGitHub(scheduler: nil)
        let events = service.data.events
        func first(_ type: EventType) -> GitHubEvent { events.first { $0.type == type }! }
        func opens(_ type: EventType) -> Destination { Destination.about(first(type)) }
        let (issue, comment, pull) = (first(.issues), first(.issueComment), first(.pullRequest))
        XCTAssertEqual(opens(.issues), .issue(issue.repo.name, number: issue.payload.issue!.number!, .issue))
        XCTAssertEqual(opens(.issueComment), .issue(comment.repo.name, number: comment.payload.issue!.number!, .issue))
        XCTAssertEqual(
            opens(.pullRequest), .issue(pull.repo.name, number: pull.payload.pullRequest!.number!, .pullRequest))
        XCTAssertEqual(opens(.release), .section(.releases(of: first(.release).repo.name)))
        XCTAssertEqual(opens(.push), .section(.commits(of: first(.push).repo.name)))
        XCTAssertEqual(opens(.watch), .repository(first(.watch).repo.name))
        XCTAssertEqual(opens(.fork), .repository(first(.fork).repo.name))
        XCTAssertEqual(opens(.other("GollumEvent")), .repository(first(.other("GollumEvent")).repo.name))
        // The offline data points at items that exist, so every such event opens.
        for event in events {
            if let number = event.payload.issue?.number {
                XCTAssertNotNil(service.data.issue(of: event.repo.name, number: number), event.summary)
            }
            if let number = event.payload.pullRequest?.number {
                XCTAssertNotNil(service.data.pullRequest(of: event.repo.name, number: number), event.summary)
            }
        }
    }
}
