import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import Examples

final class EventsViewModelTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var service: InMemoryGitHub!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        service = InMemoryGitHub(
            received: (1...3).map { Fixture.event($0) },
            performed: [Fixture.event(9, repository: Fixture.hub, action: "forked")],
            scheduler: scheduler
        )
    }

    override func tearDown() {
        scheduler = nil
        service = nil
        super.tearDown()
    }

    private func input(header: Observable<Void> = .never(), footer: Observable<Void> = .never(), segment: Observable<EventSegment> = .never(), selection: Observable<EventCellViewModel> = .never(), actor: Observable<EventCellViewModel> = .never()) -> EventsViewModel.Input {
        .init(headerRefresh: header, footerRefresh: footer, segmentSelection: segment, selection: selection, actorSelection: actor)
    }

    func testLoadsTheFirstPageOfReceivedEventsOnStart() {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = EventsViewModel(mode: .account(Fixture.octocat), service: service).transform(input: input())
            let titles = scheduler.record(output.items.map { $0.map(\.title) })
            let navigationTitle = scheduler.record(output.navigationTitle)
            let image = scheduler.record(output.imageURL)
            let hidesSegment = scheduler.record(output.hidesSegment)
            scheduler.start()
            titles.assertEvents([.next(11, ["octocat starred ReactiveX/RxSwift", "octocat starred ReactiveX/RxSwift"])])
            navigationTitle.assertValues(["octocat"])
            image.assertValues(["https://avatars/octocat"])
            hidesSegment.assertValues([false])
            XCTAssertEqual(service.requests, ["received octocat 1"])
        }
    }

    func testFooterRefreshAppendsTheNextPageAndHeaderRefreshReplaces() {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = EventsViewModel(mode: .account(Fixture.octocat), service: service)
                .transform(input: input(header: scheduler.taps(at: 300), footer: scheduler.taps(at: 100)))
            let ids = scheduler.record(output.items.map { $0.map(\.event.id) })
            let header = scheduler.record(output.headerLoading)
            let footer = scheduler.record(output.footerLoading)
            scheduler.start()
            ids.assertValues([["1", "2"], ["1", "2", "3"], ["1", "2"]])
            // The first load starts as soon as the list is observed, before this recorder.
            header.assertValues([true, false, true, false])
            footer.assertValues([false, true, false])
            XCTAssertEqual(service.requests, ["received octocat 1", "received octocat 2", "received octocat 1"])
        }
    }

    func testSwitchingToPerformedReloadsThatFeed() {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = EventsViewModel(mode: .account(Fixture.octocat), service: service)
                .transform(input: input(segment: scheduler.values((100, .performed), (150, .performed), (200, .received))))
            let titles = scheduler.record(output.items.map { $0.map(\.title) })
            scheduler.start()
            titles.assertValues([
                ["octocat starred ReactiveX/RxSwift", "octocat starred ReactiveX/RxSwift"],
                ["octocat forked khoren93/SwiftHub"],
                ["octocat starred ReactiveX/RxSwift", "octocat starred ReactiveX/RxSwift"],
            ])
            XCTAssertEqual(service.requests, ["received octocat 1", "performed octocat 1", "received octocat 1"])
        }
    }

    func testOrganizationsAndRepositoriesHideTheSegment() {
        SharingScheduler.mock(scheduler: scheduler) {
            let organization = EventsViewModel(mode: .account(Fixture.github), service: service).transform(input: input())
            let repository = EventsViewModel(mode: .repository(Fixture.rxswift), service: service).transform(input: input())
            let hidesForOrganization = scheduler.record(organization.hidesSegment)
            let hidesForRepository = scheduler.record(repository.hidesSegment)
            let repositoryTitle = scheduler.record(repository.navigationTitle)
            let organizationItems = scheduler.record(organization.items)
            let repositoryItems = scheduler.record(repository.items)
            scheduler.start()
            hidesForOrganization.assertValues([true])
            hidesForRepository.assertValues([true])
            repositoryTitle.assertValues(["ReactiveX/RxSwift"])
            organizationItems.assertValueCount(1)
            repositoryItems.assertValueCount(1)
            XCTAssertEqual(Set(service.requests), ["organization github 1", "repository ReactiveX/RxSwift 1"])
        }
    }

    func testSelectionsProduceTheNextScreensViewModels() {
        SharingScheduler.mock(scheduler: scheduler) {
            let cell = EventCellViewModel(event: Fixture.event(1, actor: Fixture.github, repository: Fixture.hub))
            let output = EventsViewModel(mode: .account(Fixture.octocat), service: service)
                .transform(input: input(selection: scheduler.values((100, cell)), actor: scheduler.values((200, cell))))
            let repository = scheduler.record(output.repositorySelected.map(\.title))
            let user = scheduler.record(output.userSelected.map(\.title))
            let userEventsMode = scheduler.record(output.userSelected.map(\.events.mode))
            scheduler.start()
            repository.assertEvents([.next(101, "khoren93/SwiftHub")])
            user.assertEvents([.next(201, "github")])
            userEventsMode.assertValues([.account(Fixture.github)])
        }
    }

    func testAFailedLoadShowsTheErrorAndRetryWorks() {
        SharingScheduler.mock(scheduler: scheduler) {
            service.failure = Failure()
            let output = EventsViewModel(mode: .account(Fixture.octocat), service: service)
                .transform(input: input(header: scheduler.taps(at: 100)))
            let errors = scheduler.record(output.error.map { $0 as? Failure })
            let items = scheduler.record(output.items)
            scheduler.scheduleAt(50) { self.service.failure = nil }
            scheduler.start()
            errors.assertEvents([.next(11, Failure())])
            items.assertEvents([.next(111, [EventCellViewModel(event: Fixture.event(1)), EventCellViewModel(event: Fixture.event(2))])])
        }
    }
}
