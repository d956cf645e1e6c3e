import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

private struct Failure: Error, Equatable {}

final class ActivityAndErrorTests: RxTestCase {
    func testActivityIndicatorCountsOverlappingWork() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            let first = scheduler.createColdObservable([.next(30, 1), .completed(30)])
            let second = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Int>>])
            let loading = scheduler.record(indicator)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(100) { subscriptions.append(first.trackActivity(indicator).subscribe()) }
            scheduler.scheduleAt(110) { subscriptions.append(second.trackActivity(indicator).subscribe()) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            // false at start, true from 100, still true when the first ends at 130, false at 160.
            loading.assertEvents([.next(1, false), .next(101, true), .next(161, false)])
        }
    }

    /// A subscriber of the loading state may start tracked work from inside its handler
    /// (RxSwift's example implementation allows it); the indicator must not deadlock, and
    /// reports every change in order.
    func testASubscriberOfTheLoadingStateMayStartTrackedWork() {
        XCTAssertTrue(Thread.isMainThread)
        let indicator = ActivityIndicator()
        var states: [Bool] = []
        var nested: Disposable?
        let bag = DisposeBag()
        indicator.asObservable().subscribe(onNext: { loading in
            states.append(loading)
            if loading && nested == nil {
                nested = Observable<Int>.never().trackActivity(indicator).subscribe()
            }
        }).disposed(by: bag)
        let outer = Observable<Int>.never().trackActivity(indicator).subscribe()
        XCTAssertTrue(indicator.isLoading)
        outer.dispose()
        XCTAssertTrue(indicator.isLoading, "the nested work is still running")
        nested?.dispose()
        XCTAssertFalse(indicator.isLoading)
        let deadline = Date().addingTimeInterval(5)
        while states.last != false || states.count < 3, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(states, [false, true, false])
    }

    /// Tracked work started and ended on eight threads at once leaves the indicator idle,
    /// and the loading state it last reported is `false`.
    func testActivityIndicatorUnderThreads() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            let group = DispatchGroup()
            for _ in 0..<8 {
                DispatchQueue.global().async(group: group) {
                    for _ in 0..<2_000 {
                        Observable<Int>.never().trackActivity(indicator).subscribe().dispose()
                    }
                }
            }
            XCTAssertEqual(group.wait(timeout: .now() + 30), .success, "tracked work deadlocked")
            XCTAssertFalse(indicator.isLoading)
            let loading = scheduler.record(indicator)
            scheduler.start()
            XCTAssertEqual(loading.values.last, false)
        }
    }

    func testActivityIndicatorOnSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            let loading = scheduler.record(indicator.asDriver())
            let single = Single.just(1).delay(.seconds(20), scheduler: scheduler).trackActivity(indicator)
            scheduler.scheduleAt(100) { _ = single.subscribe() }
            scheduler.start()
            loading.assertValues([false, true, false])
        }
    }

    func testErrorTrackerCollectsErrorsAndLetsTheSourceFail() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let tracker = ErrorTracker()
            let errors = scheduler.record(tracker.asSignal().map { $0 as? Failure })
            let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure())])
            let observer = scheduler.start { source.trackError(tracker) }
            XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure())])
            errors.assertEvents([.next(221, Failure())])
        }
    }

    func testMapToVoidAndFilterNil() {
        XCTAssertEqual(try Observable.of(1, 2).mapToVoid().toBlocking().toArray().count, 2)
        XCTAssertEqual(try Observable.of(1, nil, 3).filterNil().toBlocking().toArray(), [1, 3])
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let recorder = scheduler.record(Driver.of(Optional(1), nil).filterNil())
            scheduler.start()
            recorder.assertValues([1])
        }
    }
}

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
