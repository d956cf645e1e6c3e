import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class PaginatorTests: RxTestCase {
    /// Pages of two numbers out of `total`, after 10 ticks.
    private func makePaginator(
        scheduler: TestScheduler, total: Int = 5, failingPages: Set<Int> = [], log: @escaping (Int) -> Void = { _ in }
    ) -> Paginator<Int, Int> {
        Paginator(firstPage: 1) { page in
            Single.deferred {
                log(page)
                if failingPages.contains(page) {
                    return Single<Page<Int>>.error(Failure()).delay(.seconds(10), scheduler: scheduler)
                }
                let items = Array(((page - 1) * 2 + 1)...min(page * 2, total))
                return Single.just(Page(items: items, hasNextPage: page * 2 < total)).delay(
                    .seconds(10), scheduler: scheduler)
            }
        }
    }

    func testRefreshReplacesAndLoadMoreAppendsUntilTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var requested: [Int] = []
            let output = makePaginator(scheduler: scheduler, log: { requested.append($0) })
                .transform(refresh: scheduler.taps(at: 100, 300), loadMore: scheduler.taps(at: 150, 200, 250, 350))
            let items = scheduler.record(output.items)
            let hasMore = scheduler.record(output.hasMore)
            let refreshing = scheduler.record(output.isRefreshing)
            let loadingMore = scheduler.record(output.isLoadingMore)
            scheduler.start()
            items.assertValues([[1, 2], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2], [1, 2, 3, 4]])
            XCTAssertEqual(requested, [1, 2, 3, 1, 2], "the load-more at 250 is ignored: the end is known")
            hasMore.assertValues([false, true, true, false, true, true])
            refreshing.assertEvents([
                .next(1, false), .next(101, true), .next(112, false), .next(301, true), .next(312, false),
            ]) // a delayed Single completes a tick after its page
            loadingMore.assertValues([false, true, false, true, false, true, false])
        }
    }

    func testLoadMoreWhileLoadingIsIgnoredAndRefreshCancelsALoad() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var requested: [Int] = []
            let output = makePaginator(scheduler: scheduler, total: 10, log: { requested.append($0) })
                .transform(refresh: scheduler.taps(at: 100, 205), loadMore: scheduler.taps(at: 200, 203))
            let items = scheduler.record(output.items)
            scheduler.start()
            XCTAssertEqual(requested, [1, 2, 1], "load-more at 203 ignored; refresh at 205 cancels page 2")
            items.assertEvents([.next(111, [1, 2]), .next(216, [1, 2])])
        }
    }

    func testLoadMoreBeforeTheFirstPageIsIgnoredAndErrorsKeepTheList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = makePaginator(scheduler: scheduler, failingPages: [2])
                .transform(refresh: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 50, 200, 300))
            let items = scheduler.record(output.items)
            let errors = scheduler.record(output.error)
            scheduler.start()
            items.assertValues([[1, 2]])
            errors.assertValueCount(2)
        }
    }

    /// A screen says different things for the two failures: retry a refresh with `r`, but a
    /// failed next page is retried by asking for more again (it requests the same page).
    func testRefreshAndLoadMoreFailuresAreReportedApart() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var failing: Set<Int> = [1]
            var requested: [Int] = []
            let output = Paginator<Int, Int>(firstPage: 1) { page in
                Single.deferred {
                    requested.append(page)
                    if failing.contains(page) {
                        failing.remove(page)
                        return Single<Page<Int>>.error(Failure()).delay(.seconds(10), scheduler: scheduler)
                    }
                    return Single.just(Page(items: [page], hasNextPage: true)).delay(.seconds(10), scheduler: scheduler)
                }
            }.transform(refresh: scheduler.taps(at: 100, 200), loadMore: scheduler.taps(at: 300, 400))
            let items = scheduler.record(output.items)
            let refreshErrors = scheduler.record(output.refreshError.map { _ in "refresh" })
            let moreErrors = scheduler.record(output.loadMoreError.map { _ in "more" })
            scheduler.scheduleAt(250) { failing.insert(2) }
            scheduler.start()
            XCTAssertEqual(requested, [1, 1, 2, 2], "the failed page 2 is asked for again")
            items.assertEvents([.next(211, [1]), .next(411, [1, 2])])
            // Errors are not delayed by `delay`, as in RxSwift.
            refreshErrors.assertEvents([.next(101, "refresh")])
            moreErrors.assertEvents([.next(301, "more")])
        }
    }
}
