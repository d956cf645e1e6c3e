import RxCore
import RxTesting
import XCTest

final class ErrorHandlingTests: RxTestCase {
    func testCatchContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let fallback = scheduler.createColdObservable([.next(10, 99), .completed(20)])
        let observer = scheduler.start { source.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 99), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    func testCatchHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.error(220, TestError(1))] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.catch { _ in throw TestError(2) } }
        XCTAssertEqual(observer.events, [.error(220, TestError(2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// A source that fails while it is being subscribed: the fallback takes over at once,
    /// and the source's subscription, handed over only afterwards, is disposed exactly once.
    func testCatchOfASourceThatFailsWhileSubscribing() {
        var sourceDisposals = 0
        let source = Observable<Int>.create { observer in
            observer.onError(TestError(1))
            return Disposables.create { sourceDisposals += 1 }
        }
        var events: [Event<Int>] = []
        let subscription = source.catch { _ in .just(7) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
        XCTAssertEqual(sourceDisposals, 1)
        subscription.dispose()
        XCTAssertEqual(sourceDisposals, 1)
    }

    /// Disposing while the fallback runs ends the fallback's subscription then.
    func testDisposingDuringTheFallbackEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let fallback = scheduler.createColdObservable([.next(10, 99), .next(30, 100), .completed(40)])
        let observer = scheduler.start(disposed: 240) { source.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 99)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let observer = scheduler.start { source.catchAndReturn(-1) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func testRetryResubscribesUpToTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(1))])
        let observer = scheduler.start { source.retry(3) }
        XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 1), .next(225, 1), .error(230, TestError(1))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryForeverUntilSuccess() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 4 ? .error(TestError(attempts)) : .just(attempts)
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [4])
        XCTAssertTrue(completed)
    }

    /// As RxSwift's: `retry` and `retry(when:)` subscribe again as soon as the error (or the
    /// trigger) arrives, not queued on the current-thread trampoline behind other work. The
    /// expected orders are what the same expressions deliver compiled against RxSwift 6.9.1
    /// (0 marks completion); queued, the first was 1, 5, 1, 9.
    func testRetrySubscribesAgainAtOnce() {
        func received(_ source: Observable<Int>) -> [Int] {
            var received: [Int] = []
            _ = source.subscribe(onNext: { received.append($0) }, onCompleted: { received.append(0) })
            return received
        }
        let failing = Observable.concat(.just(1), .error(TestError(1)))
        let secondFailureThrows: (Observable<TestError>) -> Observable<Int> = { errors in
            errors.enumerated().map { index, error in
                if index >= 1 { throw error }
                return index
            }
        }
        let cases: [(Observable<Int>, [Int])] = [
            (.merge(failing.retry(2).catchAndReturn(9), .just(5)), [1, 1, 9, 5, 0]),
            (
                .merge(
                    Observable.of(1, 2).concat(Observable.error(TestError(1))).retry(2).catchAndReturn(9), .of(5, 6)),
                [1, 5, 2, 6, 1, 2, 9, 0]
            ),
            (.merge(failing.retry(when: secondFailureThrows).catchAndReturn(9), .just(5)), [1, 1, 9, 5, 0]),
            (
                .merge(
                    Observable.of(1, 2).concat(Observable.error(TestError(1)))
                        .retry(when: { (errors: Observable<TestError>) in errors.take(1) }), .of(5, 6)),
                [1, 5, 2, 6, 1, 2, 0]
            ),
            (
                .merge(Observable.just(1).concat(Observable.error(TestError(1))).catch { _ in .just(2) }, .just(3)),
                [1, 2, 3, 0]
            ),
            (
                .merge(Observable.catch(sequence: [Observable.error(TestError(1)), .just(1), .just(2)]), .just(3)),
                [1, 3, 0]
            ),
        ]
        for (index, (source, expected)) in cases.enumerated() {
            XCTAssertEqual(received(source), expected, "case \(index + 1)")
        }
    }

    func testErrorWithoutHandlerGoesToTheHook() {
        var reported: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Observable<Int>.error(TestError(8)).subscribe(onNext: { _ in })
        XCTAssertEqual(reported, ["TestError(8)"])
    }
}
