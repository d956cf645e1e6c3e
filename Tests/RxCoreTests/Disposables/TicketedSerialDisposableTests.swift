import XCTest

@testable import RxCore

/// The holder of a series of scheduled actions handed over from more than one thread.
final class TicketedSerialDisposableTests: XCTestCase {
    private final class Probe: Disposable {
        private(set) var disposed = 0
        func dispose() { disposed += 1 }
    }

    /// The race `delay` and `buffer` lost with a `SerialDisposable`: the newer action is set
    /// first, the older one arrives late and must not replace (cancel) it.
    func testAnActionHandedOverLateIsDisposedInsteadOfReplacingTheNewer() {
        let holder = TicketedSerialDisposable()
        let older = Probe()
        let newer = Probe()
        holder.set(newer, ticket: 2)
        holder.set(older, ticket: 1)
        XCTAssertEqual(newer.disposed, 0, "the newer action still runs")
        XCTAssertEqual(older.disposed, 1)
        holder.dispose()
        XCTAssertEqual(newer.disposed, 1)
    }

    func testANewerActionReplacesAndDisposesTheOlder() {
        let holder = TicketedSerialDisposable()
        let first = Probe()
        let second = Probe()
        holder.set(first, ticket: 1)
        holder.set(second, ticket: 2)
        XCTAssertEqual(first.disposed, 1)
        XCTAssertEqual(second.disposed, 0)
        holder.dispose()
        holder.dispose()
        XCTAssertEqual(second.disposed, 1)
    }

    func testAnActionHandedOverAfterDisposalIsDisposedAtOnce() {
        let holder = TicketedSerialDisposable()
        holder.dispose()
        let late = Probe()
        holder.set(late, ticket: 5)
        XCTAssertEqual(late.disposed, 1)
    }
}
