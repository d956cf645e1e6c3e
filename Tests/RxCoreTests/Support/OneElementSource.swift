import RxCore
import XCTest

/// A sequence that sends one element and completes while being subscribed, made two ways:
/// with `just`, which operators may take without subscribing an observer, and with a `create`
/// that sends the same, which always takes the observer path. Tests of the `just` shortcuts run
/// each scenario with both and expect the same events.
enum OneElementSource {
    typealias Make = (Int) -> Observable<Int>

    static func just(_ value: Int) -> Observable<Int> { .just(value) }

    static func observed(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

extension XCTestCase {
    /// Runs `scenario` with each kind of ``OneElementSource``; both must record `expected`.
    func assertJustAndObservedRecord(
        _ expected: [String], file: StaticString = #filePath, line: UInt = #line,
        _ scenario: (@escaping OneElementSource.Make) -> [String]
    ) {
        XCTAssertEqual(scenario(OneElementSource.observed(_:)), expected, "the observer path", file: file, line: line)
        XCTAssertEqual(
            scenario(OneElementSource.just(_:)), expected, "just without an observer", file: file, line: line)
    }
}
