import XCTest

@testable import RxCore

/// Every transition of `debounce`'s state machine, on its own.
final class DebounceStateMachineTests: XCTestCase {
    func testOnlyTheLatestGenerationsTimerEmits() {
        var machine = DebounceStateMachine<String>()
        let first = machine.next("a")
        let second = machine.next("b")
        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 2)
        XCTAssertNil(machine.timerFired(1), "a replaced element's timer emits nothing")
        XCTAssertEqual(machine.timerFired(2), "b")
        XCTAssertNil(machine.timerFired(2), "an element is emitted once")
    }

    func testCompletionFlushesThePendingElementOnce() {
        var machine = DebounceStateMachine<String>()
        _ = machine.next("a")
        guard case .forward(let flushed) = machine.complete() else { return XCTFail("not completed") }
        XCTAssertEqual(flushed, "a")
        guard case .none = machine.complete() else { return XCTFail("completed twice") }
        XCTAssertNil(machine.next("b"))
        XCTAssertNil(machine.timerFired(1))
    }

    func testCompletionWithNothingPendingFlushesNothing() {
        var machine = DebounceStateMachine<String>()
        _ = machine.next("a")
        XCTAssertEqual(machine.timerFired(1), "a")
        guard case .forward(let flushed) = machine.complete() else { return XCTFail("not completed") }
        XCTAssertNil(flushed)
    }

    func testAnErrorDropsThePendingElement() {
        var machine = DebounceStateMachine<String>()
        _ = machine.next("a")
        XCTAssertTrue(machine.fail())
        XCTAssertFalse(machine.fail())
        XCTAssertNil(machine.timerFired(1))
    }

    func testDisposalStopsEverything() {
        var machine = DebounceStateMachine<String>()
        _ = machine.next("a")
        machine.dispose()
        XCTAssertNil(machine.timerFired(1))
        guard case .none = machine.complete() else { return XCTFail("completed after disposal") }
    }
}
