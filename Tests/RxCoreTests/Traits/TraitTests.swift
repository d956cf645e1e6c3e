import RxCore
import RxTesting
import XCTest

final class TraitTests: RxTestCase {
    func testSingleCreateSucceedsOnce() {
        var results: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            return Disposables.create()
        }
        _ = single.subscribe(
            onSuccess: { results.append("success \($0)") }, onFailure: { results.append("failure \($0)") },
            onDisposed: { results.append("disposed") })
        XCTAssertEqual(results, ["success 1", "disposed"])
    }

    func testSingleResultSubscribeAndFailure() {
        var outcome: SingleEvent<Int>?
        _ = Single<Int>.error(TestError(1)).subscribe { outcome = $0 }
        guard case .failure(let error)? = outcome else { return XCTFail("expected a failure") }
        XCTAssertEqual(error as? TestError, TestError(1))
    }

    func testSingleOperatorsAndZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Single.zip(Single.just(2), Single.just(3).delay(.seconds(10), scheduler: scheduler)) { $0 * $1 }
                .map { $0 + 1 }
                .flatMap { Single.just("\($0)") }
        }
        XCTAssertEqual(
            observer.events, [.next(210, "7"), .completed(211)],
            "the delayed Single completes a tick after its element, as in RxSwift")
    }

    func testAsSingleRequiresExactlyOneElement() {
        XCTAssertThrowsError(try Observable<Int>.empty().asSingle().toBlocking().single()) {
            XCTAssertEqual($0 as? RxError, .noElements)
        }
        XCTAssertThrowsError(try Observable.of(1, 2).asSingle().toBlocking().single()) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
        XCTAssertEqual(try Observable.just(5).asSingle().toBlocking().single(), 5)
    }

    func testSingleFilterAndCatchAndRetry() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError(attempts)) : .just(attempts)
        }
        XCTAssertEqual(try flaky.retry(3).toBlocking().single(), 3)
        XCTAssertEqual(try Single<Int>.error(TestError()).catchAndReturn(9).toBlocking().single(), 9)
        XCTAssertEqual(try Single.just(4).filter { $0 > 5 }.asObservable().toBlocking().toArray(), [])
    }

    func testMaybeOutcomes() {
        var events: [String] = []
        _ = Maybe<Int>.create { observer in
            observer(.completed)
            return Disposables.create()
        }.subscribe(
            onSuccess: { events.append("success \($0)") }, onError: { _ in events.append("error") },
            onCompleted: { events.append("completed") })
        _ = Maybe.just(1).subscribe(
            onSuccess: { events.append("success \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["completed", "success 1"])
        XCTAssertEqual(try Maybe<Int>.empty().ifEmpty(default: 3).toBlocking().single(), 3)
        XCTAssertThrowsError(try Observable.of(1, 2).asMaybe().asObservable().toBlocking().toArray())
    }

    func testCompletableAndThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let observer = scheduler.start { work.asCompletable().andThen(Single.just("done")) }
        XCTAssertEqual(observer.events, [.next(210, "done"), .completed(210)])
    }

    func testCompletableCreateAndEvents() {
        var events: [String] = []
        _ = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }.subscribe(onCompleted: { events.append("completed") }, onError: { _ in events.append("error") })
        _ = Completable.error(TestError()).subscribe { event in
            if case .error = event { events.append("error") }
        }
        _ = Completable.zip(Completable.empty(), Completable.empty()).subscribe(onCompleted: { events.append("zip") })
        XCTAssertEqual(events, ["completed", "error", "zip"])
    }

    func testInfallibleRecoversFromErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.asInfallible(onErrorJustReturn: -1).map { $0 * 2 } }
        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, -2), .completed(220)])

        var received: [Int] = []
        _ = Observable<Int>.error(TestError()).asInfallible(onErrorFallbackTo: .of(7, 8)).subscribe(onNext: {
            received.append($0)
        })
        _ = Infallible<Int>.create { observer in
            observer(.next(9))
            observer(.completed)
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7, 8, 9])
    }

    /// Once the first Completable completed, `andThen` lets go of its chain and of what its
    /// closures captured, as the chain was disposed.
    func testAndThenReleasesTheFirstCompletableOnceItCompleted() {
        final class Payload {}
        weak var captured: Payload?
        let second = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let payload = Payload()
            captured = payload
            let first = Completable.create { observer in
                _ = payload
                observer(.completed)
                return Disposables.create()
            }
            subscription = first.andThen(second.asObservable()).subscribe(onNext: { received.append($0) })
        }
        XCTAssertNil(captured, "the completed first Completable's closure is still retained")
        second.onNext(3)
        XCTAssertEqual(received, [3])
        subscription?.dispose()
    }
}
