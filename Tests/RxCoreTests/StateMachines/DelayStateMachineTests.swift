import Foundation
import XCTest

@testable import RxCore

/// Every transition of `delay`'s state machine, on its own: no scheduler, no threads.
final class DelayStateMachineTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 0)
    private func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    private func describe(_ step: DelayStateMachine<Int>.DrainStep) -> String {
        switch step {
        case .deliver(let element): return "deliver \(element)"
        case .terminate(.completed): return "complete"
        case .terminate(.error(let error)): return "fail \(error)"
        case .terminate(.next): return "impossible"
        case .wait(let until): return "wait \(until.timeIntervalSince(t0))"
        case .idle: return "idle"
        }
    }

    func testTheFirstEventSchedulesTheDrainAndLaterOnesJoinIt() {
        var machine = DelayStateMachine<Int>()
        guard case .scheduleDrain = machine.enqueue(.next(1), due: at(1)) else { return XCTFail("no drain scheduled") }
        guard case .none = machine.enqueue(.next(2), due: at(2)) else { return XCTFail("a second drain scheduled") }
    }

    func testTheDrainDeliversWhatIsDueThenWaitsForTheRest() {
        var machine = DelayStateMachine<Int>()
        _ = machine.enqueue(.next(1), due: at(1))
        _ = machine.enqueue(.next(2), due: at(1))
        _ = machine.enqueue(.next(3), due: at(5))
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "deliver 1")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "deliver 2")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "wait 5.0")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(5))), "deliver 3")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(5))), "idle")
        // Idle again: the next event schedules a new drain.
        guard case .scheduleDrain = machine.enqueue(.next(4), due: at(6)) else { return XCTFail("no drain scheduled") }
    }

    func testCompletionIsDelayedLikeAnElementAndStops() {
        var machine = DelayStateMachine<Int>()
        _ = machine.enqueue(.next(1), due: at(1))
        _ = machine.enqueue(.completed, due: at(2))
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(2))), "deliver 1")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(2))), "complete")
        XCTAssertTrue(machine.stopped)
        guard case .none = machine.enqueue(.next(9), due: at(3)) else {
            return XCTFail("accepted an event after the end")
        }
    }

    func testAnErrorWhileIdleIsForwardedAtOnceAndDropsWhatWaits() {
        var machine = DelayStateMachine<Int>()
        _ = machine.enqueue(.next(1), due: at(1))
        guard case .forward = machine.fail(TestError(1)) else { return XCTFail("error not forwarded") }
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "idle")
    }

    func testAnErrorDuringADeliveryIsKeptUntilTheDeliveryReturns() {
        var machine = DelayStateMachine<Int>()
        _ = machine.enqueue(.next(1), due: at(1))
        _ = machine.enqueue(.next(2), due: at(1))
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "deliver 1")
        guard case .none = machine.fail(TestError(2)) else { return XCTFail("forwarded during a delivery") }
        guard case .none = machine.fail(TestError(3)) else { return XCTFail("a second error forwarded") }
        // The delivery returned: the kept error comes next, and element 2 was dropped.
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "fail TestError(2)")
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "idle")
    }

    func testDisposalStopsEverything() {
        var machine = DelayStateMachine<Int>()
        _ = machine.enqueue(.next(1), due: at(1))
        machine.dispose()
        XCTAssertEqual(describe(machine.nextDrainStep(now: at(1))), "idle")
        guard case .none = machine.fail(TestError(1)) else { return XCTFail("forwarded after disposal") }
    }
}
