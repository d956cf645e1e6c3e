import Foundation
import RxCore
import RxTesting
import XCTest

final class SchedulerTests: RxTestCase {
    func testCurrentThreadSchedulerQueuesNestedWork() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    }

    func testVirtualTimeSchedulerOrdersByTimeThenScheduling() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.advanceTo(15)
        XCTAssertEqual(log, ["a@10"])
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
    }

    func testTestSchedulerProcessingDelayCanBeTurnedOff() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1)])
    }

    func testTestSchedulerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let observer = scheduler.start { Observable<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(220, 0), .completed(220)])
    }

    func testHistoricalSchedulerAdvancesADateClock() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var firedAt: Date?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            firedAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(firedAt, start.addingTimeInterval(30))
    }

    func testSerialDispatchQueueSchedulerPreservesOrderAcrossThreads() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let received = LockedList<Int>()
        let done = LockedList<Bool>()
        let subscription = Observable.from(Array(0..<500))
            .observe(on: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.append(true) })
        XCTAssertTrue(waitUntil { done.count == 1 })
        XCTAssertEqual(received.values, Array(0..<500))
        subscription.dispose()
    }

    func testConcurrentSchedulerObserveOnKeepsOrderAndSubscribeOnRunsOffTheCaller() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let received = LockedList<Int>()
        let threads = LockedList<Bool>()
        let done = LockedList<Bool>()
        let subscription = Observable<Int>.create { observer in
            threads.append(Thread.isMainThread)
            for value in 0..<100 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .observe(on: scheduler)
        .subscribe(onNext: { received.append($0) }, onCompleted: { done.append(true) })
        XCTAssertTrue(waitUntil { done.count == 1 })
        XCTAssertEqual(received.values, Array(0..<100))
        XCTAssertEqual(threads.values, [false])
        subscription.dispose()
    }

    func testMainSchedulerRunsInlineOnMainAndHopsFromBackgroundThreads() {
        XCTAssertTrue(Thread.isMainThread)
        var inline = false
        _ = MainScheduler.instance.schedule(()) { _ in
            inline = true
            return Disposables.create()
        }
        XCTAssertTrue(inline)

        let onMain = LockedList<Bool>()
        let subscription = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { _ in onMain.append(Thread.isMainThread) })
        XCTAssertTrue(waitUntil { onMain.count == 1 })
        XCTAssertEqual(onMain.values, [true])
        subscription.dispose()
    }

    func testRealTimeTimerOnADispatchScheduler() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let ticks = LockedList<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).take(3).subscribe(onNext: {
            ticks.append($0)
        })
        XCTAssertTrue(waitUntil(timeout: 10) { ticks.count == 3 })
        XCTAssertEqual(ticks.values, [0, 1, 2])
        subscription.dispose()
    }

    func testOperationQueueScheduler() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = LockedList<Bool>()
        _ = scheduler.schedule(()) { _ in
            ran.append(true)
            return Disposables.create()
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(ran.values, [true])
    }
}
