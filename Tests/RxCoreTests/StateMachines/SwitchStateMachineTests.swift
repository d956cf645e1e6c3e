import XCTest

@testable import RxCore

/// Every transition of `flatMapLatest`'s state machine, on its own.
final class SwitchStateMachineTests: XCTestCase {
    private final class Inner {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    func testANewInnerReplacesTheCurrentOneWhichIsHandedBackForDisposal() {
        var machine = SwitchStateMachine()
        let first = machine.startInner { Inner($0) }
        XCTAssertEqual((first?.inner as? Inner)?.id, 1)
        XCTAssertNil(first?.previous)
        let second = machine.startInner { Inner($0) }
        XCTAssertEqual((second?.inner as? Inner)?.id, 2)
        XCTAssertTrue(second?.previous === first?.inner)
        XCTAssertFalse(machine.isCurrent(1), "a replaced inner's events are dropped")
        XCTAssertTrue(machine.isCurrent(2))
    }

    func testTheWholeEndsWhenTheSourceAndTheLatestInnerAreDoneInEitherOrder() {
        var machine = SwitchStateMachine()
        _ = machine.startInner { Inner($0) }
        XCTAssertFalse(machine.outerCompleted(), "the inner still runs")
        XCTAssertFalse(machine.innerCompleted(7), "not the latest inner")
        XCTAssertTrue(machine.innerCompleted(1))
        XCTAssertTrue(machine.stopped)

        var other = SwitchStateMachine()
        _ = other.startInner { Inner($0) }
        XCTAssertFalse(other.innerCompleted(1), "the source still runs")
        XCTAssertTrue(other.outerCompleted())
    }

    func testASourceWithNoInnerCompletesAtOnce() {
        var machine = SwitchStateMachine()
        XCTAssertTrue(machine.outerCompleted())
        XCTAssertNil(machine.startInner { Inner($0) })
    }

    func testOnlyTheLatestInnersErrorIsForwarded() {
        var machine = SwitchStateMachine()
        _ = machine.startInner { Inner($0) }
        _ = machine.startInner { Inner($0) }
        XCTAssertFalse(machine.fail(inner: 1))
        XCTAssertTrue(machine.fail(inner: 2))
        XCTAssertFalse(machine.fail(), "one terminal event")
    }

    func testDisposalHandsBackTheRunningInner() {
        var machine = SwitchStateMachine()
        let started = machine.startInner { Inner($0) }
        XCTAssertTrue(machine.dispose() === started?.inner)
        XCTAssertNil(machine.dispose())
        XCTAssertFalse(machine.isCurrent(1))
    }
}
