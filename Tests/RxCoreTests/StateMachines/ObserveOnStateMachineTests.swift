import XCTest

@testable import RxCore

/// Every transition of `observe(on:)`'s state machine, on its own.
final class ObserveOnStateMachineTests: XCTestCase {
    func testTheFirstEventStartsADrainAndLaterOnesQueueBehindIt() {
        var machine = ObserveOnStateMachine()
        XCTAssertTrue(machine.isIdle)
        XCTAssertEqual(machine.enqueue(), .scheduleDrain)
        XCTAssertFalse(machine.isIdle, "an event may not skip a queue that holds one")
        XCTAssertEqual(machine.enqueue(), .queue, "a second drain")
        XCTAssertEqual(machine.waiting, 2)
        XCTAssertTrue(machine.dequeue())
        XCTAssertTrue(machine.dequeue())
        XCTAssertFalse(machine.dequeue())
        XCTAssertTrue(machine.isIdle)
    }

    func testOneEventPerActionAsksForAnotherActionWhileEventsWait() {
        var machine = ObserveOnStateMachine()
        _ = machine.enqueue()
        _ = machine.enqueue()
        XCTAssertTrue(machine.dequeue())
        XCTAssertTrue(machine.needsAnotherAction())
        XCTAssertTrue(machine.dequeue())
        XCTAssertFalse(machine.needsAnotherAction())
        XCTAssertTrue(machine.isIdle)
    }

    func testDisposalDropsTheQueueAndRefusesEvents() {
        var machine = ObserveOnStateMachine()
        _ = machine.enqueue()
        machine.dispose()
        XCTAssertEqual(machine.waiting, 0)
        XCTAssertFalse(machine.dequeue())
        XCTAssertFalse(machine.isIdle)
        XCTAssertEqual(machine.enqueue(), .drop, "accepted after disposal")
    }
}
