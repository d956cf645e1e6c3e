import Foundation
import RxCore
import RxLanes
import RxTesting
import XCTest

private struct Failure: Error {}

final class TraceEventFormatTests: RxTestCase {
    func testOneSubscriptionIsASpanWithItsElementsAndEndAsInstantsInMicroseconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        _ = scheduler.start { source.lane("numbers", recorder: recorder) }
        XCTAssertEqual(
            recorder.traceEvents(),
            """
            {"displayTimeUnit":"ms","traceEvents":[
            {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"ReactiveMVVM lanes"}},
            {"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"numbers"}},
            {"name":"thread_sort_index","ph":"M","pid":1,"tid":1,"args":{"sort_index":1}},
            {"name":"subscription 1","pid":1,"tid":1,"ts":200000000,"ph":"X","cat":"subscription","dur":30000000,"args":{"subscription":1,"end":"completed"}},
            {"name":"1","pid":1,"tid":1,"ts":210000000,"ph":"i","cat":"event","s":"t","args":{"subscription":1}},
            {"name":"completed","pid":1,"tid":1,"ts":230000000,"ph":"i","cat":"event","s":"t","args":{"subscription":1}}
            ]}

            """)
    }

    func testOverlappingSubscriptionsGoOnExtraTracksAndLiveOnesEndNow() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createColdObservable([.next(5, "x")]).lane("cold", recorder: recorder)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(source.subscribe()) }
        scheduler.scheduleAt(102) { subscriptions.append(source.subscribe()) }
        scheduler.scheduleAt(110) { subscriptions[0].dispose() }
        scheduler.scheduleAt(110) { subscriptions.append(source.subscribe()) }
        scheduler.advanceTo(130)
        let trace = try TraceDocument(recorder.traceEvents())
        XCTAssertEqual(trace.problems, [])
        XCTAssertEqual(trace.threadNames, [1: "cold", 2: "cold (2)"])
        XCTAssertEqual(
            trace.spans,
            [
                "tid 1: subscription 1 100000000+10000000 disposed",
                "tid 1: subscription 3 110000000+20000000 live",
                "tid 2: subscription 2 102000000+28000000 live",
            ])
        subscriptions.forEach { $0.dispose() }
    }

    func testHostileNamesAndDescriptionsStayInsideTheirStrings() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let hostile = "\"},{\"ph\":\"E\"\\\n\u{0007}\u{2028}"
        let source = scheduler.createHotObservable([.next(210, hostile), .error(220, Failure())])
        _ = scheduler.start { source.lane(hostile, recorder: recorder) }
        let trace = try TraceDocument(recorder.traceEvents())
        XCTAssertEqual(trace.problems, [])
        XCTAssertEqual(trace.threadNames, [1: hostile])
        XCTAssertEqual(trace.instantNames, [hostile, "error: Failure()"])
    }

    /// The trace of a search-shaped run, checked here and written for CI's independent check
    /// (`Scripts/check-trace-events.py`) when `TEST_LOG_DIR` is set.
    func testTheTraceOfASearchFollowsTheFormatAndIsWrittenForCI() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recorder = LaneRecorder(clock: { Double(scheduler.clock) / 1000 })
        let text = scheduler.createHotObservable([
            .next(210, "r"), .next(215, "rx"), .next(400, "rxs"), .next(405, "rxsw"), .next(800, "rxswift"),
        ])
        _ = scheduler.start(disposed: 2_000) {
            text.lane("query", recorder: recorder)
                .debounce(.milliseconds(100), scheduler: scheduler)
                .lane("debounced", recorder: recorder)
                .flatMapLatest { query in
                    Observable<Int>.timer(.milliseconds(150), scheduler: scheduler).map { _ in "results for \(query)" }
                        .lane("request", recorder: recorder)
                }
                .lane("search results", recorder: recorder)
        }
        let json = recorder.traceEvents()
        let trace = try TraceDocument(json)
        XCTAssertEqual(trace.problems, [])
        XCTAssertEqual(
            trace.threadNames, [1: "search results", 2: "debounced", 3: "query", 4: "request"])
        XCTAssertEqual(
            trace.spans.filter { $0.hasPrefix("tid 4") },
            [
                "tid 4: subscription 4 315000+150000 completed",
                "tid 4: subscription 5 505000+150000 completed",
                "tid 4: subscription 6 900000+150000 completed",
            ])
        if let folder = ProcessInfo.processInfo.environment["TEST_LOG_DIR"] {
            try Data(json.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("lanes-trace.json"))
        }
    }

    func testTheCheckFindsAnUnnamedTrackAndTimeGoingBack() throws {
        let broken = """
            {"traceEvents":[
            {"name":"a","ph":"i","s":"t","pid":1,"tid":1,"ts":20},
            {"name":"b","ph":"i","s":"t","pid":1,"tid":1,"ts":10},
            {"name":"c","ph":"X","pid":1,"tid":1,"ts":30}
            ]}
            """
        XCTAssertEqual(
            try TraceDocument(broken).problems,
            [
                "event 1: ts 10 before 20 on track 1/1",
                "event 2: X without a numeric dur",
                "track 1/1 has no thread_name",
            ])
    }
}
