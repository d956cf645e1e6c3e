import Foundation
import RxCore
import RxLanes
import RxTesting
import XCTest

final class LaneScopeTests: RxTestCase {
    func testTheCurrentScopeIsTheInnermostEnclosingOneAndNoneOutside() {
        let outer = LaneScope()
        let inner = LaneScope()
        XCTAssertNotEqual(outer, inner)
        XCTAssertNil(LaneScope.current)
        var seen: [LaneScope?] = []
        outer.enclose {
            seen.append(LaneScope.current)
            inner.enclose { seen.append(LaneScope.current) }
            seen.append(LaneScope.current)
        }
        seen.append(LaneScope.current)
        XCTAssertEqual(seen, [outer, inner, outer, nil])
    }

    func testASubscriptionsEntriesCarryTheScopeItStartedInEvenWhenTheyArriveOutsideIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let screen = LaneScope()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            screen.enclose { source.lane("numbers", recorder: recorder).subscribe(observer).disposed(by: bag) }
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(
            recorder.snapshot.first?.entries,
            [
                LaneEntry(time: 200, subscription: 1, .subscribed, scope: screen),
                LaneEntry(time: 210, subscription: 1, .next("1"), scope: screen),
                LaneEntry(time: 220, subscription: 1, .completed, duration: 20, scope: screen),
            ])
    }

    func testASnapshotOfAScopeKeepsOnlyItsSubscriptionsAndNilMeansOutsideEveryScope() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let first = LaneScope()
        let second = LaneScope()
        let shared = PublishSubject<String>()
        let bag = DisposeBag()
        scheduler.scheduleAt(10) {
            first.enclose { shared.lane("shared", recorder: recorder).subscribe().disposed(by: bag) }
        }
        scheduler.scheduleAt(20) {
            second.enclose { shared.lane("shared", recorder: recorder).subscribe().disposed(by: bag) }
            second.enclose { Observable.just(1).lane("once", recorder: recorder).subscribe().dispose() }
        }
        scheduler.scheduleAt(30) { shared.lane("outside", recorder: recorder).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(40) { shared.onNext("a") }
        scheduler.start()
        XCTAssertEqual(
            recorder.snapshot(in: first),
            [
                LaneSnapshot(
                    name: "shared",
                    entries: [
                        LaneEntry(time: 10, subscription: 1, .subscribed, scope: first),
                        LaneEntry(time: 40, subscription: 1, .next("a"), scope: first),
                    ], droppedEntries: 0, liveSubscriptions: [1: 10], elementCount: 2)
            ])
        XCTAssertEqual(recorder.snapshot(in: second).map(\.name), ["shared", "once"])
        XCTAssertEqual(recorder.snapshot(in: second).first?.liveSubscriptions, [2: 20])
        XCTAssertEqual(
            recorder.snapshot(in: second).last?.entries,
            [
                LaneEntry(time: 20, subscription: 3, .subscribed, scope: second),
                LaneEntry(time: 20, subscription: 3, .next("1"), scope: second),
                LaneEntry(time: 20, subscription: 3, .completed, duration: 0, scope: second),
            ])
        XCTAssertEqual(
            recorder.snapshot(in: nil),
            [
                LaneSnapshot(
                    name: "outside",
                    entries: [
                        LaneEntry(time: 30, subscription: 4, .subscribed),
                        LaneEntry(time: 40, subscription: 4, .next("a")),
                    ], droppedEntries: 0, liveSubscriptions: [4: 30], elementCount: 1)
            ])
        XCTAssertEqual(recorder.snapshot(in: LaneScope()), [])
    }

    func testALiveSubscriptionKeepsItsScopeWhenItsLaneIsEvictedOrForgotten() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler, maximumLanes: 1)
        let screen = LaneScope()
        let subject = PublishSubject<Int>()
        var bag = DisposeBag()
        scheduler.scheduleAt(10) {
            screen.enclose { subject.lane("kept", recorder: recorder).subscribe().disposed(by: bag) }
        }
        scheduler.scheduleAt(20) { Observable.just(0).lane("evicting", recorder: recorder).subscribe().dispose() }
        scheduler.scheduleAt(30) { subject.onNext(1) }
        scheduler.scheduleAt(35) {
            XCTAssertEqual(recorder.evictedLaneCount, 2)
            XCTAssertEqual(
                recorder.snapshot(in: screen).first?.entries,
                [LaneEntry(time: 30, subscription: 1, .next("1"), scope: screen)])
        }
        scheduler.scheduleAt(40) { recorder.removeAll() }
        scheduler.scheduleAt(50) { subject.onNext(2) }
        scheduler.start()
        XCTAssertEqual(recorder.evictedLaneCount, 0, "removeAll resets the count")
        XCTAssertEqual(
            recorder.snapshot(in: screen),
            [
                LaneSnapshot(
                    name: "kept", entries: [LaneEntry(time: 50, subscription: 1, .next("2"), scope: screen)],
                    droppedEntries: 0, liveSubscriptions: [:], elementCount: 1)
            ])
        bag = DisposeBag()
        XCTAssertEqual(
            recorder.snapshot(in: screen).first?.entries.last,
            LaneEntry(time: 50, subscription: 1, .disposed, scope: screen))
        XCTAssertEqual(recorder.snapshot(in: nil), [], "nothing of the screen's counts as outside it")
    }

    func testScopesSetOnSeveralThreadsAtOnceTagTheirOwnSubscriptions() {
        let recorder = LaneRecorder(entriesPerLane: 8, clock: { 0 })
        let scopes = (0..<4).map { _ in LaneScope() }
        let subject = PublishSubject<Int>()
        let bags = (0..<4).map { _ in DisposeBag() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<50 {
                scopes[thread].enclose {
                    subject.lane("thread \(thread)", recorder: recorder).subscribe().disposed(by: bags[thread])
                }
            }
        }
        subject.onNext(1)
        for (thread, scope) in scopes.enumerated() {
            let lanes = recorder.snapshot(in: scope)
            XCTAssertEqual(lanes.map(\.name), ["thread \(thread)"])
            XCTAssertEqual(lanes.first?.liveSubscriptions.count, 50)
            XCTAssertEqual(lanes.first?.entries.map(\.kind), Array(repeating: .next("1"), count: 8))
        }
        XCTAssertEqual(recorder.elementCount, 200)
        XCTAssertEqual(recorder.snapshot(in: nil), [])
        subject.onCompleted()
    }
}
