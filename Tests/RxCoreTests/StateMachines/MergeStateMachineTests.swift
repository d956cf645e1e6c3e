import XCTest

@testable import RxCore

/// Every transition of the merge family's state machine, on its own.
final class MergeStateMachineTests: XCTestCase {
    private final class Token {}

    private func describe(_ action: MergeStateMachine.OuterNextAction) -> String {
        switch action {
        case .subscribe(let key): return "subscribe \(key)"
        case .queued: return "queued"
        case .dropped: return "dropped"
        }
    }

    private func describe(_ action: MergeStateMachine.InnerCompletedAction) -> String {
        switch action {
        case .subscribe(_, let key): return "subscribe \(key)"
        case .complete: return "complete"
        case .none: return "none"
        }
    }

    func testFlatMapSubscribesEveryInnerAndCompletesAfterTheLast() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 0")
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 1")
        XCTAssertFalse(machine.innerSubscribed(key: 0, observer: Token(), alreadyFinished: false))
        XCTAssertFalse(machine.innerSubscribed(key: 1, observer: Token(), alreadyFinished: false))
        XCTAssertFalse(machine.outerCompleted(), "inners still run")
        XCTAssertEqual(describe(machine.innerCompleted(key: 0)), "none")
        XCTAssertEqual(describe(machine.innerCompleted(key: 1)), "complete")
        XCTAssertTrue(machine.stopped)
    }

    func testConcatMapQueuesInOrderAndHandsTheSlotOver() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: 1))
        let second = Token()
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 0")
        XCTAssertEqual(describe(machine.outerNext(second)), "queued")
        XCTAssertEqual(describe(machine.outerNext(Token())), "queued")
        guard case .subscribe(let next, let key) = machine.innerCompleted(key: 0) else {
            return XCTFail("no hand-over")
        }
        XCTAssertTrue(next === second, "the oldest waiting source goes next")
        XCTAssertEqual(key, 1)
        XCTAssertEqual(describe(machine.innerCompleted(key: 1)), "subscribe 2")
        XCTAssertFalse(machine.outerCompleted())
        XCTAssertEqual(describe(machine.innerCompleted(key: 2)), "complete")
    }

    func testANewSourceWaitsWhileOthersAreQueuedEvenIfASlotIsFree() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: 2))
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 0")
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 1")
        XCTAssertEqual(describe(machine.outerNext(Token())), "queued")
        XCTAssertEqual(describe(machine.outerNext(Token())), "queued")
        XCTAssertEqual(describe(machine.innerCompleted(key: 0)), "subscribe 2")
    }

    func testFlatMapFirstDropsWhileAnInnerRuns() {
        var machine = MergeStateMachine(mode: .dropWhileActive)
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 0")
        XCTAssertEqual(describe(machine.outerNext(Token())), "dropped")
        XCTAssertEqual(describe(machine.innerCompleted(key: 0)), "none")
        XCTAssertEqual(describe(machine.outerNext(Token())), "subscribe 1")
    }

    func testAnInnerFinishedWhileBeingSubscribedIsNotRegistered() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        _ = machine.outerNext(Token())
        XCTAssertEqual(describe(machine.innerCompleted(key: 0)), "none")
        XCTAssertFalse(machine.innerSubscribed(key: 0, observer: Token(), alreadyFinished: true))
        XCTAssertTrue(machine.dispose().isEmpty)
    }

    /// Disposed while an inner was being subscribed: the subscriber must dispose it.
    func testAnInnerSubscribedAfterDisposalIsHandedBackForDisposal() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        _ = machine.outerNext(Token())
        XCTAssertTrue(machine.dispose().isEmpty)
        XCTAssertTrue(machine.innerSubscribed(key: 0, observer: Token(), alreadyFinished: false))
    }

    func testDisposalHandsBackEveryRegisteredInner() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        let first = Token()
        let second = Token()
        _ = machine.outerNext(Token())
        _ = machine.outerNext(Token())
        _ = machine.innerSubscribed(key: 0, observer: first, alreadyFinished: false)
        _ = machine.innerSubscribed(key: 1, observer: second, alreadyFinished: false)
        let disposed = machine.dispose()
        XCTAssertEqual(disposed.count, 2)
        XCTAssertTrue(disposed.contains { $0 === first } && disposed.contains { $0 === second })
        XCTAssertEqual(describe(machine.outerNext(Token())), "dropped")
    }

    func testOneTerminalEvent() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        XCTAssertTrue(machine.fail())
        XCTAssertFalse(machine.fail())
        XCTAssertFalse(machine.outerCompleted())
    }

    func testAnEmptySourceCompletesAtOnce() {
        var machine = MergeStateMachine(mode: .merge(maxConcurrent: nil))
        XCTAssertTrue(machine.outerCompleted())
        XCTAssertNil(machine.subscribeAtOnce())
    }
}
