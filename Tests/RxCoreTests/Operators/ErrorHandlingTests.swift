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

    func testErrorWithoutHandlerGoesToTheHook() {
        var reported: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Observable<Int>.error(TestError(8)).subscribe(onNext: { _ in })
        XCTAssertEqual(reported, ["TestError(8)"])
    }
}
