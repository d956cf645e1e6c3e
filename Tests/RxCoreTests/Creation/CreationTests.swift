import RxCore
import RxTesting
import XCTest

final class CreationTests: RxTestCase {
    func testCreateDeliversUntilTheTerminalEventAndRunsItsDisposable() {
        var disposed = 0
        var received: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create { disposed += 1 }
        }
        _ = source.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(disposed, 1)
    }

    func testCreateDropsEventsAfterDispose() {
        var observerRef: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            observerRef = observer
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        observerRef?.onNext(1)
        subscription.dispose()
        observerRef?.onNext(2)
        XCTAssertEqual(received, [1])
        observerRef = nil
    }

    func testJustOfFromEmptyNeverError() {
        XCTAssertEqual(try Observable.just(1).toBlocking().toArray(), [1])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.from([4, 5]).toBlocking().toArray(), [4, 5])
        XCTAssertEqual(try Observable.from(optional: 6).toBlocking().toArray(), [6])
        XCTAssertEqual(try Observable<Int>.from(optional: nil).toBlocking().toArray(), [])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
        XCTAssertThrowsError(try Observable<Int>.error(TestError(1)).toBlocking().toArray())
        var neverEvents = 0
        let subscription = Observable<Int>.never().subscribe { _ in neverEvents += 1 }
        subscription.dispose()
        XCTAssertEqual(neverEvents, 0)
    }

    func testSequencesOnTheTrampolineInterleave() {
        var received: [Int] = []
        _ = Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 100) }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [10, 100, 20, 200])
    }

    func testSequenceOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(7, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 7), .completed(202)])
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(try source.toBlocking().toArray(), [1])
        XCTAssertEqual(try source.toBlocking().toArray(), [2])
        let failing = Observable<Int>.deferred { throw TestError(3) }
        XCTAssertThrowsError(try failing.toBlocking().toArray()) { XCTAssertEqual($0 as? TestError, TestError(3)) }
    }

    func testRangeRepeatAndGenerate() {
        XCTAssertEqual(try Observable.range(start: 5, count: 3).toBlocking().toArray(), [5, 6, 7])
        XCTAssertEqual(try Observable.repeatElement("x").take(3).toBlocking().toArray(), ["x", "x", "x"])
        XCTAssertEqual(
            try Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).toBlocking()
                .toArray(), [1, 3, 9])
    }

    func testUsingDisposesTheResourceWithTheSubscription() {
        final class Resource: Disposable {
            var disposed = false
            func dispose() { disposed = true }
        }
        let resource = Resource()
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start {
            Observable.using({ resource }, observableFactory: { _ in source.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertTrue(resource.disposed)
    }
}
