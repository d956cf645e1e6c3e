import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class ScanWithFeedbackTests: RxTestCase {
    /// A counter whose odd values ask for one more: the feedback answers at once and later,
    /// and every state arrives in order.
    func testFeedbackEventsAreFoldedAfterTheStateThatAskedForThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(300, 10), .completed(400)])
        let observer = scheduler.start {
            taps.asObservable().scanWithFeedback(
                0,
                feedback: { states in
                    Observable.merge(
                        states.filter { $0 == 1 }.map { _ in 2 }, // answered at once
                        states.filter { $0 == 13 }.flatMap { _ in
                            Observable.just(100).delay(.seconds(5), scheduler: scheduler)
                        })
                },
                accumulator: { $0 + $1 })
        }
        XCTAssertEqual(
            observer.events, [.next(210, 1), .next(210, 3), .next(300, 13), .next(305, 113), .completed(400)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 400)])
    }

    /// The app's shape under threads: events arrive on one thread while the feedback's answers
    /// come back on another, through a `flatMap` that holds its own lock while it delivers. The
    /// loop must neither deadlock (two threads each holding one operator's lock and waiting for
    /// the other's) nor lose an answer: every event's request is answered and folded once.
    func testAnswersOnAnotherThreadWhileEventsArriveNeitherDeadlockNorGetLost() {
        enum Input { case event, answer }
        struct Counts { var events = 0, answers = 0, launched = false }
        let answers = DispatchQueue(label: "answers", attributes: .concurrent)
        let events = PublishSubject<Input>()
        let finished = DispatchSemaphore(value: 0)
        let total = 2_000
        let subscription = events.scanWithFeedback(
            Counts(),
            feedback: { states in
                states.filter(\.launched).flatMap { _ -> Observable<Input> in
                    Completable.create { completed in
                        answers.async { completed(.completed) }
                        return Disposables.create()
                    }
                    .andThen(Observable.just(.answer))
                    .catch { _ in .empty() }
                }
            },
            accumulator: { counts, input in
                var next = counts
                switch input {
                case .event: (next.events, next.launched) = (next.events + 1, true)
                case .answer: (next.answers, next.launched) = (next.answers + 1, false)
                }
                return next
            }
        )
        .subscribe(onNext: { counts in if counts.answers == total { finished.signal() } })
        let sender = Thread { for _ in 0..<total { events.onNext(.event) } }
        sender.start()
        XCTAssertEqual(finished.wait(timeout: .now() + 60), .success, "every request answered, no deadlock")
        subscription.dispose()
        // The last answer's block may still be returning: let every block end before the leak check.
        answers.sync(flags: .barrier) {}
    }
}
