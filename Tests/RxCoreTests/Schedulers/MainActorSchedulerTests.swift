import Foundation
import RxCore
import RxTesting
import XCTest

@MainActor private final class Screen {
    var shown: [Int] = []
    var completed = false
}

final class MainActorSchedulerTests: RxTestCase {
    /// Elements sent from another thread reach `@MainActor` state in order, on the main actor.
    @MainActor
    func testSubscribeOnMainActorDeliversInOrderOnTheMainActor() {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        var offMain = 0
        let subscription = subject.subscribe(
            onMainActor: { value in
                if !MainScheduler.isMainThread { offMain += 1 }
                screen.shown.append(value)
            }, onCompleted: { screen.completed = true })
        let sender = Thread {
            for value in 0..<200 { subject.onNext(value) }
            subject.onCompleted()
        }
        sender.start()
        XCTAssertTrue(waitUntil(timeout: 10) { screen.completed })
        XCTAssertEqual(screen.shown, Array(0..<200))
        XCTAssertEqual(offMain, 0)
        subscription.dispose()
    }

    func testTimersOnTheMainActorScheduler() {
        var fired: [Int] = []
        let subscription = Observable<Int>.timer(
            .milliseconds(20), period: .milliseconds(20), scheduler: MainActorScheduler.instance
        )
        .take(3)
        .subscribe(onNext: { fired.append($0) })
        XCTAssertTrue(waitUntil(timeout: 10) { fired.count == 3 })
        XCTAssertEqual(fired, [0, 1, 2])
        subscription.dispose()
    }

    func testDisposingCancelsScheduledWork() {
        var ran = false
        let disposable = MainActorScheduler.instance.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        _ = waitUntil(timeout: 0.3) { ran }
        XCTAssertFalse(ran)
    }
}
