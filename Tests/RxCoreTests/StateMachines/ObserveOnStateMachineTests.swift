import XCTest
@testable import RxCore

/// Every transition of `observe(on:)`'s state machine, on its own.
final class ObserveOnStateMachineTests: XCTestCase {
    func testTheFirstEventStartsADrainAndLaterOnesQueueBehindIt() {
        var machine = ObserveOnStateMachine<Int>()
        XCTAssertTrue(machine.isIdle)
        guard case .scheduleDrain = machine.enqueue(.next(1)) else { return XCTFail("no drain") }
        XCTAssertFalse(machine.isIdle, "an event may not skip a queue that holds one")
        guard case .none = machine.enqueue(.next(2)) else { return XCTFail("a second drain") }
        XCTAssertEqual(machine.dequeue()?.element, 1)
        XCTAssertEqual(machine.dequeue()?.element, 2)
        XCTAssertNil(machine.dequeue())
        XCTAssertTrue(machine.isIdle)
    }

    func testOneEventPerActionAsksForAnotherActionWhileEventsWait() {
        var machine = ObserveOnStateMachine<Int>()
        _ = machine.enqueue(.next(1))
        _ = machine.enqueue(.completed)
        XCTAssertEqual(machine.dequeue()?.element, 1)
        XCTAssertTrue(machine.needsAnotherAction())
        XCTAssertTrue(machine.dequeue()?.isCompleted ?? false)
        XCTAssertFalse(machine.needsAnotherAction())
        XCTAssertTrue(machine.isIdle)
    }

    func testDisposalDropsTheQueueAndRefusesEvents() {
        var machine = ObserveOnStateMachine<Int>()
        _ = machine.enqueue(.next(1))
        machine.dispose()
        XCTAssertNil(machine.dequeue())
        XCTAssertFalse(machine.isIdle)
        guard case .none = machine.enqueue(.next(2)) else { return XCTFail("accepted after disposal") }
    }
}
