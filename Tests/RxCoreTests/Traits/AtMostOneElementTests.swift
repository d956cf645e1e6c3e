import RxCore
import RxTesting
import XCTest

/// `asSingle` and `asMaybe` share one stage (AtMostOneElementSink): each outcome of each, in
/// virtual time — the element held until completion, a second one an error at once (the source
/// disposed then), an error passed on, and no element an error for `asSingle` only.
final class AtMostOneElementTests: RxTestCase {
    private enum Kind: CaseIterable { case single, maybe }

    private func run(
        _ kind: Kind, _ events: [Recorded<Event<Int>>]
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start {
            switch kind {
            case .single: source.asSingle().asObservable()
            case .maybe: source.asMaybe().asObservable()
            }
        }
        return (observer.events, source.subscriptions)
    }

    func testOneElementIsEmittedAtCompletion() {
        for kind in Kind.allCases {
            let result = run(kind, [.next(210, 1), .completed(250)])
            XCTAssertEqual(result.events, [.next(250, 1), .completed(250)], "\(kind)")
            XCTAssertEqual(result.subscriptions, [Subscription(200, 250)], "\(kind)")
        }
    }

    func testASecondElementFailsAtOnceAndDisposesTheSource() {
        for kind in Kind.allCases {
            let result = run(kind, [.next(210, 1), .next(220, 2), .completed(250)])
            XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)], "\(kind)")
            XCTAssertEqual(result.subscriptions, [Subscription(200, 220)], "\(kind)")
        }
    }

    func testAnErrorIsPassedOnAndTheHeldElementDropped() {
        for kind in Kind.allCases {
            let result = run(kind, [.next(210, 1), .error(230, TestError(3))])
            XCTAssertEqual(result.events, [.error(230, TestError(3))], "\(kind)")
            XCTAssertEqual(result.subscriptions, [Subscription(200, 230)], "\(kind)")
        }
    }

    func testNoElementFailsASingleAndCompletesAMaybe() {
        XCTAssertEqual(run(.single, [.completed(250)]).events, [.error(250, RxError.noElements)])
        XCTAssertEqual(run(.maybe, [.completed(250)]).events, [.completed(250)])
        XCTAssertEqual(run(.single, [.completed(250)]).subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(run(.maybe, [.completed(250)]).subscriptions, [Subscription(200, 250)])
    }
}
