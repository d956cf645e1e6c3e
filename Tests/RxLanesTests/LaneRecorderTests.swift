import RxCore
import RxLanes
import RxTesting
import XCTest

private struct Failure: Error {}

/// A recorder stamping entries with `scheduler`'s virtual time (one tick is one second).
func virtualTimeRecorder(
    _ scheduler: TestScheduler, entriesPerLane: Int = 256, maximumLanes: Int = 64
) -> LaneRecorder {
    LaneRecorder(entriesPerLane: entriesPerLane, maximumLanes: maximumLanes, clock: { Double(scheduler.clock) })
}

final class LaneRecorderTests: RxTestCase {
    func testALaneRecordsTheSubscriptionItsElementsAndItsCompletionWithTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { source.lane("numbers", recorder: recorder) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(
            recorder.snapshot,
            [
                LaneSnapshot(
                    name: "numbers",
                    entries: [
                        LaneEntry(time: 200, subscription: 1, .subscribed),
                        LaneEntry(time: 210, subscription: 1, .next("1")),
                        LaneEntry(time: 220, subscription: 1, .next("2")),
                        LaneEntry(time: 230, subscription: 1, .completed, duration: 30),
                    ], droppedEntries: 0, liveSubscriptions: [:], elementCount: 2)
            ])
    }

    func testADisposalBeforeTheEndIsRecordedWithTheSubscriptionsDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createHotObservable([.next(210, "a")])
        _ = scheduler.start { source.lane("letters", recorder: recorder) }
        XCTAssertEqual(
            recorder.snapshot.first?.entries,
            [
                LaneEntry(time: 200, subscription: 1, .subscribed),
                LaneEntry(time: 210, subscription: 1, .next("a")),
                LaneEntry(time: 1000, subscription: 1, .disposed, duration: 800),
            ])
    }

    func testAnErrorIsRecordedOnceAndTheLaterDisposalIsNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
        let observer = scheduler.start { source.lane("failing", recorder: recorder) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure())])
        XCTAssertEqual(
            recorder.snapshot.first?.entries,
            [
                LaneEntry(time: 200, subscription: 1, .subscribed),
                LaneEntry(time: 210, subscription: 1, .next("1")),
                LaneEntry(time: 220, subscription: 1, .error("Failure()"), duration: 20),
            ])
    }

    func testEachSubscriptionIsNumberedAndLiveOnesAreListed() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let source = scheduler.createColdObservable([.next(5, "x")]).lane("cold", recorder: recorder)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(source.subscribe(first)) }
        scheduler.scheduleAt(102) { subscriptions.append(source.subscribe(second)) }
        scheduler.scheduleAt(110) { subscriptions[0].dispose() }
        scheduler.scheduleAt(120) {
            XCTAssertEqual(recorder.snapshot.first?.liveSubscriptions, [2: 102])
            subscriptions[1].dispose()
        }
        scheduler.start()
        XCTAssertEqual(
            recorder.snapshot.first?.entries,
            [
                LaneEntry(time: 100, subscription: 1, .subscribed),
                LaneEntry(time: 102, subscription: 2, .subscribed),
                LaneEntry(time: 105, subscription: 1, .next("x")),
                LaneEntry(time: 107, subscription: 2, .next("x")),
                LaneEntry(time: 110, subscription: 1, .disposed, duration: 10),
                LaneEntry(time: 120, subscription: 2, .disposed, duration: 18),
            ])
        XCTAssertEqual(recorder.snapshot.first?.liveSubscriptions, [:])
    }

    func testTheRingKeepsTheNewestEntriesAndCountsTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler, entriesPerLane: 3)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        _ = scheduler.start { source.lane("ring", recorder: recorder) }
        let lane = recorder.snapshot.first
        XCTAssertEqual(
            lane?.entries,
            [
                LaneEntry(time: 230, subscription: 1, .next("3")),
                LaneEntry(time: 240, subscription: 1, .next("4")),
                LaneEntry(time: 250, subscription: 1, .completed, duration: 50),
            ])
        XCTAssertEqual(lane?.droppedEntries, 3)
        XCTAssertEqual(lane?.elementCount, 4)
        XCTAssertEqual(recorder.elementCount, 4)
    }

    func testLongDescriptionsAreCutToTheLimitWithAnEllipsis() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let exact = String(repeating: "b", count: Lanes.descriptionLimit)
        let long = String(repeating: "가", count: 100)
        let source = scheduler.createHotObservable([.next(210, exact), .next(220, long)])
        _ = scheduler.start { source.lane("long", recorder: recorder) }
        XCTAssertEqual(Lanes.descriptionLimit, 32)
        XCTAssertEqual(
            recorder.snapshot.first?.entries.dropFirst().prefix(2).map(\.kind),
            [.next(exact), .next(String(repeating: "가", count: 31) + "…")])
    }

    func testTheLaneBoundLetsGoOfTheLaneIdleLongestWithoutLiveSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler, maximumLanes: 2)
        let live = PublishSubject<Int>()
        let bag = DisposeBag()
        scheduler.scheduleAt(10) { live.lane("live", recorder: recorder).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(20) { Observable.just(1).lane("idle", recorder: recorder).subscribe().dispose() }
        scheduler.scheduleAt(30) { Observable.just(2).lane("new", recorder: recorder).subscribe().dispose() }
        scheduler.start()
        XCTAssertEqual(recorder.snapshot.map(\.name), ["live", "new"])
        XCTAssertEqual(recorder.evictedLaneCount, 1)
    }

    func testManyLanesStayWithinTheBoundAndLeakNothing() {
        let recorder = LaneRecorder(entriesPerLane: 4, maximumLanes: 64, clock: { 0 })
        XCTAssertNoLeaks {
            for index in 0..<1_000 {
                _ = Observable.from([1, 2, 3]).lane("lane \(index)", recorder: recorder).subscribe()
            }
        }
        let lanes = recorder.snapshot
        XCTAssertEqual(lanes.count, 64)
        XCTAssertEqual(lanes.first?.name, "lane 936")
        XCTAssertEqual(lanes.last?.name, "lane 999")
        XCTAssertEqual(lanes.map(\.entries.count), Array(repeating: 4, count: 64))
        XCTAssertEqual(recorder.evictedLaneCount, 936)
        XCTAssertEqual(recorder.elementCount, 3_000)
        recorder.removeAll()
        XCTAssertEqual(recorder.snapshot, [])
    }

    func testRecordingFromSeveralThreadsAtOnceCountsEveryElement() {
        let recorder = LaneRecorder(entriesPerLane: 16, clock: { 0 })
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        let subscriptions = subjects.enumerated().map { index, subject in
            subject.lane("thread \(index)", recorder: recorder).subscribe()
        }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for element in 0..<500 { subjects[thread].onNext(element) }
        }
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(recorder.elementCount, 2_000)
        XCTAssertEqual(recorder.snapshot.map(\.elementCount), [500, 500, 500, 500])
        XCTAssertEqual(recorder.snapshot.map { $0.entries.last?.kind }, Array(repeating: .disposed, count: 4))
    }
}
