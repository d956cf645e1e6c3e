import Foundation
import RxCore
import RxTesting
import Testing

/// The assertion helpers inside a `@Test`. Failures are captured and asserted exactly, so a
/// green run shows no failure report.
@Suite struct SwiftTestingAssertionTests {
    @Test func aDifferingTimelineIsReportedWithItsDifferences() {
        let failures = captureAssertionFailures {
            XCTAssertEqual([Recorded.next(210, 1)] as [Recorded<Event<Int>>], [Recorded.next(220, 1)])
        }
        // With RXTESTING_DIAGRAM_DIR set (CI sets it), the report also names the picture it wrote.
        let picture = ProcessInfo.processInfo.environment["RXTESTING_DIAGRAM_DIR"].flatMap { folder in
            folder.isEmpty
                ? nil
                : "\nMarble diagram: "
                    + URL(fileURLWithPath: folder).appendingPathComponent("SwiftTestingTests.swift-11.svg").path
        }
        #expect(
            failures == [
                """
                Timelines differ (expected | actual):
                ✗ 220: next(1)                 | 210: next(1)
                """ + (picture ?? "")
            ])
    }

    @Test func equalTimelinesPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { source.map { $0 + 1 } }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(220)])
        #expect(observer.elements == [2])
    }

    @Test func marbleMismatchIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { scheduler.createHotObservable("^-a-|", values: ["a": 1]) }
        let failures = captureAssertionFailures {
            XCTAssertMarbles(observer.events, "^--a|", values: ["a": 1])
        }
        #expect(
            failures == [
                """
                Timelines differ (expected | actual):
                ✗ 230: next(1)                 | 220: next(1)
                  240: completed               | 240: completed
                  expected marbles: ^--a|
                """
            ])
    }
}
