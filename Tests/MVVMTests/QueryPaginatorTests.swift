import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class QueryPaginatorTests: RxTestCase {
    /// Pages of two words starting with the query's letter, five in all, after 10 ticks; the
    /// first page says the total.
    private func makePaginator(scheduler: TestScheduler, log: @escaping (String, Int) -> Void)
        -> QueryPaginator<String, Int, String>
    {
        QueryPaginator(firstPage: 1) { query, page in
            Single.deferred {
                log(query, page)
                let words = ((page - 1) * 2 + 1...min(page * 2, 5)).map { "\(query)\($0)" }
                return Single.just(Page(items: words, hasNextPage: page * 2 < 5, totalCount: 5))
                    .delay(.seconds(10), scheduler: scheduler)
            }
        }
    }

    func testEachRefreshLoadsItsQueryAndLoadMoreContinuesTheLastOne() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var requested: [String] = []
            let output = makePaginator(scheduler: scheduler) { requested.append("\($0)\($1)") }
                .transform(
                    refresh: scheduler.values((100, "a"), (300, "b"), (305, "c")),
                    loadMore: scheduler.taps(at: 200, 400))
            let loaded = scheduler.record(output.loaded.map { "\($0.query): \($0.items) of \($0.totalCount ?? -1)" })
            scheduler.start()
            XCTAssertEqual(requested, ["a1", "a2", "b1", "c1", "c2"], "c cancels b; load more continues c")
            loaded.assertEvents([
                .next(111, #"a: ["a1", "a2"] of 5"#),
                .next(211, #"a: ["a1", "a2", "a3", "a4"] of 5"#),
                .next(316, #"c: ["c1", "c2"] of 5"#),
                .next(411, #"c: ["c1", "c2", "c3", "c4"] of 5"#),
            ])
        }
    }
}
