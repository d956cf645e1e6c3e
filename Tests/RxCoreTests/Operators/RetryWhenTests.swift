import RxCore
import RxTesting
import XCTest

private struct Retryable: Error, Equatable {}
private struct Fatal: Error, Equatable {}

final class RetryWhenTests: RxTestCase {
    /// The handler's sequence is listened to only after an error: its completion before any
    /// error ends nothing.
    func testTheTriggerIsIgnoredUntilTheSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 1), .completed(260)])
        let trigger = scheduler.createHotObservable([.next(205, 0), .completed(215)])
        let observer = scheduler.start { source.retry(when: { (_: Observable<Retryable>) in trigger }) }
        XCTAssertEqual(observer.events, [.next(220, 1), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    /// Each error goes to the handler; the trigger's next resubscribes at once; a throwing
    /// handler chain fails the whole.
    func testResubscribesOnEachTriggerAndFailsWhenTheHandlerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, "a"), .error(15, Retryable())])
        let observer = scheduler.start {
            source.retry(when: { (errors: Observable<Retryable>) in
                errors.scan(0) { count, _ in
                    if count == 2 { throw Fatal() }
                    return count + 1
                }
            })
        }
        XCTAssertEqual(observer.events, [.next(205, "a"), .next(220, "a"), .next(235, "a"), .error(245, Fatal())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215), Subscription(215, 230), Subscription(230, 245)])
    }

    /// Backing off with timers: the trigger decides when the retry happens.
    func testBacksOffWithATimerPerAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, Retryable())])
        let observer = scheduler.start(disposed: 600) {
            source.retry(when: { (errors: Observable<Retryable>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt >= 2
                        ? .error(error) : Observable<Int>.timer(.seconds((attempt + 1) * 40), scheduler: scheduler)
                }
            })
        }
        XCTAssertEqual(observer.events, [.next(205, 1), .next(255, 1), .next(345, 1), .error(350, Retryable())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(250, 260), Subscription(340, 350)])
    }

    /// The trigger completing after an error completes the whole.
    func testTheTriggerCompletingAfterAnErrorCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, Retryable())])
        let observer = scheduler.start {
            source.retry(when: { (errors: Observable<Retryable>) in errors.take(1) })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    /// Errors the handler does not take fail at once.
    func testErrorsOfAnotherTypeFailAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, Fatal())])
        let observer = scheduler.start { source.retry(when: { (errors: Observable<Retryable>) in errors }) }
        XCTAssertEqual(observer.events, [.next(205, 1), .error(210, Fatal())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    /// A source that fails synchronously retries in a loop, not a deepening stack.
    func testSynchronousFailuresRetryWithoutRecursion() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 2_000 ? .error(Retryable()) : .just(attempts)
        }
        XCTAssertEqual(
            try source.retry(when: { (errors: Observable<Swift.Error>) in errors }).toBlocking().toArray(), [2_000])
    }

    func testSingleRetryWhen() throws {
        var attempts = 0
        let single = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Retryable()) : .just(attempts)
        }
        XCTAssertEqual(try single.retry(when: { (errors: Observable<Swift.Error>) in errors }).toBlocking().single(), 3)
    }
}
