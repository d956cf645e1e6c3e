import XCTest

@testable import RxCore

/// Every transition of `timeout`'s state machine, on its own.
final class TimeoutStateMachineTests: XCTestCase {
    func testEachElementStartsANewGenerationAndOnlyTheLatestTimerFires() {
        var machine = TimeoutStateMachine()
        XCTAssertEqual(machine.sourceNext(), 1)
        XCTAssertEqual(machine.sourceNext(), 2)
        XCTAssertFalse(machine.timerFired(0), "the subscription's timer was replaced")
        XCTAssertFalse(machine.timerFired(1))
        XCTAssertTrue(machine.timerFired(2))
        XCTAssertNil(machine.sourceNext(), "after the timeout the source is ignored")
        XCTAssertFalse(machine.sourceTerminated())
    }

    func testTheSourceEndingFirstStopsTheTimer() {
        var machine = TimeoutStateMachine()
        XCTAssertTrue(machine.sourceTerminated())
        XCTAssertFalse(machine.timerFired(0))
        XCTAssertFalse(machine.sourceTerminated())
    }

    func testDisposalStopsEverything() {
        var machine = TimeoutStateMachine()
        machine.dispose()
        XCTAssertFalse(machine.timerFired(0))
        XCTAssertNil(machine.sourceNext())
    }
}
