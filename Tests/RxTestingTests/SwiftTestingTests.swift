import Testing
import RxCore
import RxTesting

/// The assertion helpers report through Swift Testing's `Issue.record` inside a `@Test`.
@Suite struct SwiftTestingAssertionTests {
    @Test func aDifferingTimelineIsRecordedAsAnIssue() {
        withKnownIssue {
            XCTAssertEqual([Recorded.next(210, 1)] as [Recorded<Event<Int>>], [Recorded.next(220, 1)])
        }
    }

    @Test func equalTimelinesPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { source.map { $0 + 1 } }
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(220)])
        #expect(observer.elements == [2])
    }

    @Test func marbleMismatchIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { scheduler.createHotObservable("^-a-|", values: ["a": 1]) }
        withKnownIssue {
            XCTAssertMarbles(observer.events, "^--a|", values: ["a": 1])
        }
    }
}
