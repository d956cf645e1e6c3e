import XCTest

@testable import RxCore

/// Every transition of `combineLatest`'s and `zip`'s state machine, on its own.
final class CombiningStateMachineTests: XCTestCase {
    private func describe(_ action: CombiningStateMachine.ValueAction) -> String {
        switch action {
        case .emit: return "emit"
        case .complete: return "complete"
        case .none: return "none"
        }
    }

    private func machine(sources: Int, queued: Bool = false) -> CombiningStateMachine {
        var machine = CombiningStateMachine()
        for _ in 0..<sources { machine.register(queued: queued) }
        return machine
    }

    func testCombineLatestEmitsOnceEverySourceHasAValueThenOnEveryValue() {
        var state = machine(sources: 2)
        XCTAssertEqual(describe(state.latestValue(first: true)), "none")
        XCTAssertEqual(describe(state.latestValue(first: false)), "none", "the same source again")
        XCTAssertEqual(describe(state.latestValue(first: true)), "emit")
        XCTAssertEqual(describe(state.latestValue(first: false)), "emit")
    }

    func testCombineLatestCompletesWhenAllSourcesHave() {
        var state = machine(sources: 2)
        _ = state.latestValue(first: true)
        _ = state.latestValue(first: true)
        XCTAssertFalse(state.sourceCompleted())
        XCTAssertTrue(state.sourceCompleted())
        XCTAssertTrue(state.stopped)
        XCTAssertEqual(describe(state.latestValue(first: false)), "none")
    }

    /// A first value while every other source completed without one can never be combined.
    func testCombineLatestCompletesWhenNothingCanEverBeCombined() {
        var state = machine(sources: 2)
        XCTAssertFalse(state.sourceCompleted())
        XCTAssertEqual(describe(state.latestValue(first: true)), "complete")
        XCTAssertFalse(state.fail(), "already ended")
    }

    func testZipEmitsWhenEveryQueueHoldsAnElement() {
        var state = machine(sources: 3, queued: true)
        XCTAssertFalse(state.queueFilled())
        XCTAssertFalse(state.queueFilled())
        XCTAssertTrue(state.queueFilled())
        state.queueEmptied()
        XCTAssertTrue(state.queueFilled(), "the emptied queue filled again")
    }

    func testOneTerminalEventAndNothingAfterDisposal() {
        var state = machine(sources: 2, queued: true)
        XCTAssertTrue(state.fail())
        XCTAssertFalse(state.fail())
        XCTAssertFalse(state.sourceCompleted())
        var disposed = machine(sources: 1, queued: true)
        disposed.dispose()
        XCTAssertFalse(disposed.queueFilled())
    }
}
