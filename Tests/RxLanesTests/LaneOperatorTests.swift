import RxCore
import RxLanes
import RxTesting
import RxUI
import XCTest

final class LaneOperatorTests: RxTestCase {
    override func tearDown() {
        Lanes.recorder = nil
        super.tearDown()
    }

    func testWithNoRecorderInstalledALaneRecordsNothingAndPassesEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        XCTAssertNil(Lanes.recorder)
        XCTAssertFalse(recorder.isRecording)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { source.lane("off") }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(recorder.snapshot, [])
    }

    func testTheProcessWideRecorderRecordsSubscriptionsMadeWhileItIsInstalled() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let subject = PublishSubject<Int>()
        let lane = subject.lane("installed")
        let bag = DisposeBag()
        scheduler.scheduleAt(10) { lane.subscribe().disposed(by: bag) }
        scheduler.scheduleAt(20) { recorder.start() }
        scheduler.scheduleAt(30) { lane.subscribe().disposed(by: bag) }
        scheduler.scheduleAt(40) { subject.onNext(7) }
        scheduler.scheduleAt(50) { recorder.stop() }
        scheduler.scheduleAt(60) { subject.onNext(8) }
        scheduler.start()
        XCTAssertFalse(recorder.isRecording)
        XCTAssertEqual(
            recorder.snapshot.first?.entries,
            [
                LaneEntry(time: 30, subscription: 1, .subscribed),
                LaneEntry(time: 40, subscription: 1, .next("7")),
                LaneEntry(time: 60, subscription: 1, .next("8")),
            ])
    }

    func testEveryTraitKeepsItsTypeAndRecords() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            let single: Single<Int> = Single.just(1).lane("single", recorder: recorder)
            let maybe: Maybe<Int> = Maybe.empty().lane("maybe", recorder: recorder)
            let completable: Completable = Completable.empty().lane("completable", recorder: recorder)
            let infallible: Infallible<Int> = Infallible.just(2).lane("infallible", recorder: recorder)
            let driver: Driver<Int> = Driver.just(3).lane("driver", recorder: recorder)
            let signal: Signal<Int> = Signal.just(4).lane("signal", recorder: recorder)
            scheduler.scheduleAt(10) {
                _ = single.subscribe()
                _ = maybe.subscribe()
                _ = completable.subscribe()
                _ = infallible.subscribe()
                _ = driver.drive(onNext: { _ in })
                _ = signal.emit(onNext: { _ in })
            }
            scheduler.start()
        }
        XCTAssertEqual(
            recorder.snapshot.map { lane in
                "\(lane.name): " + lane.entries.map { "\($0.kind)@\(Int($0.time))" }.joined(separator: " ")
            },
            [
                "single: subscribed@10 next(\"1\")@10 completed@10",
                "maybe: subscribed@10 completed@10",
                "completable: subscribed@10 completed@10",
                "infallible: subscribed@10 next(\"2\")@10 completed@10",
                "driver: subscribed@10 next(\"3\")@11 completed@11",
                "signal: subscribed@10 next(\"4\")@11 completed@11",
            ])
    }
}
