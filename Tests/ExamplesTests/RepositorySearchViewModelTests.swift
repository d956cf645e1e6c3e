import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import Examples

final class RepositorySearchViewModelTests: RxTestCase {
    private func makeService(_ scheduler: TestScheduler) -> InMemoryGitHub {
        InMemoryGitHub(repositories: [Fixture.rxswift, Fixture.hub], latency: .milliseconds(500), scheduler: scheduler)
    }

    private func transform(_ text: Observable<String>, _ service: InMemoryGitHub, _ scheduler: TestScheduler) -> RepositorySearchViewModel.Output {
        // One tick is 10 ms, so the 300 ms debounce is 30 ticks.
        RepositorySearchViewModel(service: service, scheduler: scheduler).transform(input: .init(searchText: text, selection: .never()))
    }

    func testTypingIsDebouncedAndTheTitleCountsResults() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = makeService(scheduler)
            let output = transform(scheduler.values((100, "r"), (110, "rx"), (120, "rxs")), service, scheduler)
            let titles = scheduler.record(output.title)
            let searching = scheduler.record(output.isSearching)
            scheduler.start()
            XCTAssertEqual(service.requests, ["search rxs"])
            titles.assertEvents([.next(201, "1 Repositories")])
            searching.assertValues([false, true, false])
        }
    }

    func testTheLatestQueryWinsAndRepeatsAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = makeService(scheduler)
            let output = transform(scheduler.values((100, "rx"), (140, "hub"), (200, "hub ")), service, scheduler)
            let names = scheduler.record(output.repositories.map { $0.map(\.title) })
            scheduler.start()
            XCTAssertEqual(service.requests, ["search rx", "search hub"])
            names.assertEvents([.next(221, ["khoren93/SwiftHub"])])
        }
    }

    func testEmptyTextClearsWithoutARequest() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = makeService(scheduler)
            let output = transform(scheduler.values((100, "hub"), (300, "  ")), service, scheduler)
            let titles = scheduler.record(output.title)
            scheduler.start()
            XCTAssertEqual(service.requests, ["search hub"])
            titles.assertEvents([.next(181, "1 Repositories"), .next(331, "0 Repositories")])
        }
    }

    func testAFailingRequestShowsTheErrorAndSearchKeepsWorking() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = makeService(scheduler)
            service.failure = Failure()
            let output = transform(scheduler.values((100, "rx"), (300, "hub")), service, scheduler)
            let errors = scheduler.record(output.error)
            let titles = scheduler.record(output.title)
            scheduler.scheduleAt(250) { service.failure = nil }
            scheduler.start()
            errors.assertValueCount(1)
            titles.assertEvents([.next(381, "1 Repositories")])
        }
    }

    func testSelectionCarriesTheRepository() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = RepositorySearchViewModel(service: makeService(scheduler), scheduler: scheduler)
                .transform(input: .init(searchText: .never(), selection: scheduler.values((100, RepositoryCellViewModel(repository: Fixture.hub)))))
            let selected = scheduler.record(output.repositorySelected)
            scheduler.start()
            selected.assertEvents([.next(101, Fixture.hub)])
        }
    }
}
