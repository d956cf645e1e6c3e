import Foundation
import RxCore
import XCTest

/// Fails the test if `body` leaves more live resources (`Resources.total`) than it
/// found — a subscription that was never disposed, a sink kept alive by a cycle.
///
/// Everything `body` creates must be released when it returns; keep the objects under
/// test inside it. Counting is on in debug builds, where `swift test` runs.
public func XCTAssertNoLeaks(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows {
    let before = Resources.total
    try body()
    let after = Resources.total
    if after != before {
        RxTestFailure.record(
            "Resources leaked: \(after - before) still alive (before \(before), after \(after))", file: file, line: line
        )
    }
}

/// An `XCTestCase` that checks, after every test, that the test left no live resource
/// behind. Subclass it instead of `XCTestCase` for stream tests.
///
/// A leak fails the test at the last line of it that called an RxTesting or MVVMTesting
/// function that takes a line — an assertion, a marble diagram, `scheduler.record`,
/// `scheduler.taps`, `scheduler.values`, `scheduler.input`, or ``noteTestLocation(file:line:)``;
/// when the test called none of them, at `tearDown` in this file, saying so. It names the
/// kinds of resources still alive ("2 × MapSink<Int, Int>, 1 × SubjectObserver<Int>") and says
/// how to fix it: a `DisposeBag` kept in a property of the test case is the usual cause.
open class RxTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    /// Notes how many resources are alive before the test runs; call `super.setUp()` first
    /// when overriding.
    open override func setUp() {
        super.setUp()
        _ = RxTestFailure.takeLastLocation()
        Resources.startRecordingKinds()
        resourcesAtStart = Resources.total
    }

    /// How long tear-down waits for work on other threads to release its resources before it
    /// counts what is left as leaked (only tests whose subject is real time ever wait).
    open var resourceSettleTimeout: TimeInterval { 2 }

    /// Fails the test when more resources are alive than at `setUp`, after waiting up to
    /// ``resourceSettleTimeout`` for other threads to let go of theirs; call `super.tearDown()`
    /// last when overriding, after disposing what the test kept.
    open override func tearDown() {
        let deadline = Date().addingTimeInterval(resourceSettleTimeout)
        while Resources.total != resourcesAtStart && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.002))
        }
        let leaked = Resources.total - resourcesAtStart
        let location = RxTestFailure.takeLastLocation()
        if leaked != 0 {
            let message = Self.leakReport(
                test: name, leaked: Int(leaked), kinds: Resources.liveKinds, located: location != nil)
            if let location {
                RxTestFailure.record(message, file: location.file, line: location.line)
            } else {
                RxTestFailure.record(message, file: #filePath, line: #line)
            }
        }
        Resources.stopRecordingKinds()
        super.tearDown()
    }

    /// What a leak failure says: which test, how many resources, of which kinds, and what to do.
    /// `located` is false when the test called nothing that notes its line, so the failure
    /// points at `tearDown` in the library and the report says why.
    static func leakReport(
        test: String, leaked: Int, kinds: [(kind: String, count: Int)], located: Bool = true
    ) -> String {
        var report = "\(test) left \(leaked) resource(s) alive after it ended"
        if !kinds.isEmpty {
            let shown = kinds.prefix(8).map { "\($0.count) × \($0.kind)" }
            report += ": " + shown.joined(separator: ", ") + (kinds.count > 8 ? ", …" : "")
        }
        if !located {
            report +=
                ". It is reported in RxTestCase.tearDown because the test called no RxTesting or MVVMTesting "
                + "function that takes a line (an assertion, a recorder, an input such as taps or values)"
        }
        report +=
            ". Subscriptions the test keeps (a DisposeBag or a Disposable in a property of the test case, "
            + "an observer held by a subject that outlives the test) must be disposed before super.tearDown(): "
            + "set the property to a new DisposeBag() in tearDown, or keep the bag inside the test method."
        return report
    }
}
