import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class ActivityIndicatorTests: RxTestCase {
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
}
