import RxCore
import RxTesting
import XCTest

/// The current-thread trampoline: what it keeps alive while it drains, and the order in which
/// sequences started in one subscription take turns (RxSwift's: element by element).
final class TrampolineTests: RxTestCase {
    private final class Token {}

    func testAnItemIsLetGoOfOnceItHasRunNotWhenTheQueueEmpties() {
        weak var token: Token?
        var aliveWhenTheNextItemRuns: [Bool] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let held = Token()
            token = held
            _ = CurrentThreadScheduler.instance.schedule(held) { _ in Disposables.create() }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                aliveWhenTheNextItemRuns.append(token != nil)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(aliveWhenTheNextItemRuns, [false])
        XCTAssertNil(token)
    }

    /// A sequence whose iterator holds an object made for the step it is at: the step's queued
    /// work keeps that object alive for as long as the trampoline keeps the work.
    private struct Steps: Sequence, IteratorProtocol {
        final class Step {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let count: Int
        let made: () -> Step
        var index = 0
        var step: Step?

        mutating func next() -> Int? {
            guard index < count else { return nil }
            step = made()
            index += 1
            return index
        }
    }

    func testARecursiveSequenceLetsGoOfEachStepAsItGoes() {
        var alive = 0
        var mostAlive = 0
        let steps = Steps(count: 1_000) {
            alive += 1
            mostAlive = max(mostAlive, alive)
            return Steps.Step { alive -= 1 }
        }
        var received = 0
        let subscription = Observable.from(steps).subscribe(onNext: { _ in received += 1 })
        subscription.dispose()
        XCTAssertEqual(received, 1_000)
        XCTAssertEqual(alive, 0)
        XCTAssertLessThanOrEqual(mostAlive, 3)
    }

    func testAnActionThatRecursesTwiceRunsItsStepsInTheOrderTheyWereQueued() {
        var visited: [Int] = []
        let chain = CurrentThreadScheduler.instance.scheduleRecursive(1) { node, recurse in
            visited.append(node)
            if node < 8 {
                recurse(2 * node)
                recurse(2 * node + 1)
            }
        }
        chain.dispose()
        XCTAssertEqual(visited, Array(1...15))
    }

    func testADisposedChainRunsNoFurtherStep() {
        var visited: [Int] = []
        var chain: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            chain = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
                visited.append(step)
                if step == 2 { chain?.dispose() }
                recurse(step + 1)
            }
            return Disposables.create()
        }
        XCTAssertEqual(visited, [0, 1, 2])
    }

    func testSequencesStartedInOneSubscriptionTakeTurnsElementByElement() {
        var events: [String] = []
        let subscription = Observable.merge(Observable.of(1, 2, 3), Observable.of(4, 5, 6), Observable.from([7]))
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
        subscription.dispose()
        XCTAssertEqual(events, ["1", "4", "7", "2", "5", "3", "6", "|"])
    }

    func testDisposingASequenceStopsItBeforeItsNextElement() {
        var received: [Int] = []
        let subscription = Observable.from(0..<1_000_000).take(3).subscribe(onNext: { received.append($0) })
        subscription.dispose()
        XCTAssertEqual(received, [0, 1, 2])

        received = []
        let outer = Observable<Int>.just(0).flatMap { _ in
            Observable.from(0..<5).do(onNext: { received.append($0) })
        }
        let stopper = PublishSubject<Void>()
        var ends: [String] = []
        let stopped = outer.take(until: stopper).take(2).subscribe(onCompleted: { ends.append("|") })
        stopped.dispose()
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(ends, ["|"])
    }

    func testASequenceOnAnotherSchedulerStillRecursesThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }
}
