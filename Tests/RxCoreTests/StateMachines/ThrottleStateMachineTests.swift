import Foundation
import XCTest

@testable import RxCore

/// Every transition of `throttle`'s state machine, on its own.
final class ThrottleStateMachineTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 0)
    private func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    private func describe(_ action: ThrottleStateMachine<String>.NextAction) -> String {
        switch action {
        case .emit(let element): return "emit \(element)"
        case .scheduleTimer(let after): return "timer \(after)"
        case .none: return "none"
        }
    }

    private func describe(_ action: ThrottleStateMachine<String>.TimerAction) -> String {
        switch action {
        case .emit(let element, let thenComplete): return thenComplete ? "emit \(element), complete" : "emit \(element)"
        case .complete: return "complete"
        case .none: return "none"
        }
    }

    func testTheFirstElementOpensAWindowAndTheLatestOfItGoesOutAtItsEnd() {
        var machine = ThrottleStateMachine<String>(dueTime: 10, latest: true)
        XCTAssertEqual(describe(machine.next("a", now: at(0))), "emit a")
        machine.didEmit(at: at(0))
        XCTAssertEqual(describe(machine.next("b", now: at(3))), "timer 7.0")
        XCTAssertEqual(describe(machine.next("c", now: at(5))), "none")
        XCTAssertEqual(describe(machine.timerFired()), "emit c")
        machine.didEmit(at: at(10))
        XCTAssertEqual(describe(machine.next("d", now: at(20))), "emit d")
    }

    func testWithoutLatestElementsInsideTheWindowAreDropped() {
        var machine = ThrottleStateMachine<String>(dueTime: 10, latest: false)
        XCTAssertEqual(describe(machine.next("a", now: at(0))), "emit a")
        machine.didEmit(at: at(0))
        XCTAssertEqual(describe(machine.next("b", now: at(3))), "none")
        XCTAssertEqual(describe(machine.timerFired()), "none")
    }

    func testCompletionWaitsForThePendingLatestElement() {
        var machine = ThrottleStateMachine<String>(dueTime: 10, latest: true)
        _ = machine.next("a", now: at(0))
        machine.didEmit(at: at(0))
        _ = machine.next("b", now: at(1))
        XCTAssertFalse(machine.complete(), "completion waits")
        XCTAssertEqual(describe(machine.timerFired()), "emit b, complete")
        XCTAssertTrue(machine.stopped)
    }

    func testCompletionWithNothingPendingIsImmediate() {
        var machine = ThrottleStateMachine<String>(dueTime: 10, latest: true)
        XCTAssertTrue(machine.complete())
        XCTAssertFalse(machine.complete())
        XCTAssertFalse(machine.fail())
    }

    func testAnErrorDropsThePendingElement() {
        var machine = ThrottleStateMachine<String>(dueTime: 10, latest: true)
        _ = machine.next("a", now: at(0))
        machine.didEmit(at: at(0))
        _ = machine.next("b", now: at(1))
        XCTAssertTrue(machine.fail())
        XCTAssertEqual(describe(machine.timerFired()), "none")
    }
}
