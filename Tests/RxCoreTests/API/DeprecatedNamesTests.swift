import RxCore
import RxTesting
import XCTest

/// RxSwift 5's names still compile and behave like their RxSwift 6 replacements. They are
/// called from a deprecated witness reached through a protocol, so that this test target
/// builds without deprecation warnings while still calling each old name.
protocol DeprecatedNameProbe {
    func events() -> [String: [Recorded<Event<Int>>]]
}

struct RxSwift5Names: DeprecatedNameProbe {
    @available(*, deprecated, message: "calls RxSwift 5's names on purpose")
    func events() -> [String: [Recorded<Event<Int>>]] {
        func run(_ make: @escaping (TestScheduler, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>)
            -> [Recorded<Event<Int>>]
        {
            let testScheduler = TestScheduler(initialClock: 0)
            let source = testScheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError(1)),
            ])
            let other = testScheduler.createHotObservable([.next(225, 0)])
            return testScheduler.start { make(testScheduler, source, other) }.events
        }
        return [
            "observeOn": run { scheduler, source, _ in source.asObservable().observeOn(scheduler) },
            "subscribeOn": run { scheduler, source, _ in source.asObservable().subscribeOn(scheduler) },
            "catchError": run { _, source, _ in source.asObservable().catchError { _ in .just(9) } },
            "catchErrorJustReturn": run { _, source, _ in source.asObservable().catchErrorJustReturn(9) },
            "takeUntil": run { _, source, other in source.asObservable().takeUntil(other) },
            "takeUntilPredicate": run { _, source, _ in source.asObservable().takeUntil(.inclusive) { $0 == 2 } },
            "takeWhile": run { _, source, _ in source.asObservable().takeWhile { $0 < 3 } },
            "skipUntil": run { _, source, other in source.asObservable().skipUntil(other) },
            "skipWhile": run { _, source, _ in source.asObservable().skipWhile { $0 < 3 } },
            "elementAt": run { _, source, _ in source.asObservable().elementAt(1) },
            "retryWhen": run { _, source, _ in
                source.asObservable().retryWhen { (errors: Observable<Swift.Error>) in errors.take(1) }
            },
        ]
    }
}

final class DeprecatedNamesTests: RxTestCase {
    func testRxSwift5NamesBehaveLikeTheirReplacements() {
        let probe: DeprecatedNameProbe = RxSwift5Names()
        let events = probe.events()
        XCTAssertEqual(
            events["catchError"], [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 9), .completed(240)])
        XCTAssertEqual(
            events["catchErrorJustReturn"],
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 9), .completed(240)])
        XCTAssertEqual(events["takeUntil"], [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(events["takeUntilPredicate"], [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(events["takeWhile"], [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(events["skipUntil"], [.next(230, 3), .error(240, TestError(1))])
        XCTAssertEqual(events["skipWhile"], [.next(230, 3), .error(240, TestError(1))])
        XCTAssertEqual(events["elementAt"], [.next(220, 2), .completed(220)])
        // Resubscribed at 240 to a hot source that has nothing more to send.
        XCTAssertEqual(events["retryWhen"], [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(events["observeOn"], [.next(211, 1), .next(221, 2), .next(231, 3), .error(241, TestError(1))])
        XCTAssertEqual(events["subscribeOn"], [.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError(1))])
    }
}
