import GitHubSearchCore
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

/// A search service that answers from memory `latency` ticks after it is asked, slower for the
/// queries in `slow`, and notes every query it was asked.
final class FakeSearch: RepositorySearching {
    private let scheduler: TestScheduler
    private let slow: [String: TestTime]
    private(set) var requests: [String] = []

    init(scheduler: TestScheduler, slow: [String: TestTime] = [:]) {
        self.scheduler = scheduler
        self.slow = slow
    }

    func searchRepositories(_ query: String) -> Single<[Repository]> {
        requests.append(query)
        let latency = slow[query] ?? 50
        let found = [Repository(fullName: "octo/\(query)", stars: query.count)]
        return scheduler.createColdObservable([.next(latency, found), .completed(latency)]).asSingle()
    }
}

final class RepositorySearchViewModelTests: RxTestCase {
    func testThrottleDistinctAndLatestOnly() {
        // One tick is a millisecond, so the 300 ms throttle is 300 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let service = FakeSearch(scheduler: scheduler, slow: ["s": 500])
        SharingScheduler.mock(scheduler: scheduler) {
            let output = RepositorySearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values(
                        (100, "r"), (150, "rx"), (200, "r"), // x typed and deleted
                        (1000, "s"), (1100, "sw"), // a slow search, overtaken
                        (2000, "") // the field emptied
                    )))
            let names = scheduler.record(output.repositories.map { $0.map(\.fullName) })
            scheduler.start()
            // "r" is searched at once (the first text of a window passes); the window's last
            // text, "r" again at 400, is the query already searched. "s" at 1000 would answer at
            // 1500, but "sw" (the window's last text, at 1300) replaces it; an empty query
            // clears the list without a request.
            names.assertEvents([.next(151, ["octo/r"]), .next(1351, ["octo/sw"]), .next(2001, [])])
            XCTAssertEqual(service.requests, ["r", "s", "sw"])
        }
    }
}
