import Foundation
import RxCore
import Synchronization
import XCTest

/// Runs `body(index)` on `count` threads that start together, and waits for all of them.
/// A thread that is not done within `timeout` fails the test (a deadlock, never a hang). The
/// default is generous: under ThreadSanitizer on a loaded two-core machine the BehaviorSubject
/// test took 28 s, against about a second alone without it.
/// The body is not `@Sendable`: stress tests share observables and disposables across the
/// threads on purpose, since that is what they test.
func runConcurrently(
    _ count: Int, timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping (Int) -> Void
) {
    let shared = UncheckedBox(body)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        let thread = Thread {
            start.wait()
            shared.value(index)
            done.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    if done.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("threads did not finish within \(timeout) s: a deadlock", file: file, line: line)
    }
}

/// An observer for stress tests: records every element and checks the contract as events
/// arrive — never two events at once, nothing after a terminal event, one terminal event.
final class ContractObserver<Element>: ObserverType, @unchecked Sendable {
    private let inside = Atomic<Bool>(false)
    private let lock = NSLock()
    private var storage: [Element] = []
    private var terminalEvents = 0
    private var errors: [String] = []
    private var overlapCount = 0
    private var afterTerminal = 0

    init() {}

    func on(_ event: Event<Element>) {
        if inside.exchange(true, ordering: .acquiringAndReleasing) {
            lock.withLock { overlapCount += 1 }
        }
        lock.withLock {
            if terminalEvents > 0 { afterTerminal += 1 }
            switch event {
            case .next(let element): storage.append(element)
            case .error(let error):
                terminalEvents += 1
                errors.append("\(error)")
            case .completed: terminalEvents += 1
            }
        }
        inside.store(false, ordering: .releasing)
    }

    var elements: [Element] { lock.withLock { storage } }
    var count: Int { lock.withLock { storage.count } }
    var isTerminated: Bool { lock.withLock { terminalEvents > 0 } }
    var completions: Int { lock.withLock { terminalEvents } }
    var errorDescriptions: [String] { lock.withLock { errors } }

    /// Fails the test for any break of the contract seen so far.
    func assertContract(file: StaticString = #filePath, line: UInt = #line) {
        lock.withLock {
            XCTAssertEqual(overlapCount, 0, "events were delivered concurrently", file: file, line: line)
            XCTAssertEqual(afterTerminal, 0, "events arrived after a terminal event", file: file, line: line)
            XCTAssertLessThanOrEqual(terminalEvents, 1, "more than one terminal event", file: file, line: line)
        }
    }
}

/// Waits, without sleeping the run loop away, until `condition` holds or `timeout` passes.
func eventually(timeout: TimeInterval = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.002))
    }
    return true
}

/// Waits on a background thread, sleeping 100 µs between checks, until `condition` holds or
/// `timeout` passes.
func spinUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline { usleep(100) }
}

/// Carries a value across threads in a test that shares it on purpose.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Fails the test, with a short message instead of the whole array, unless `values` rise
/// strictly (no value twice, none out of order).
func assertStrictlyIncreasing(_ values: [Int], file: StaticString = #filePath, line: UInt = #line) {
    if let index = values.indices.dropLast().first(where: { values[$0] >= values[$0 + 1] }) {
        XCTFail("values out of order at \(index): \(values[index]) then \(values[index + 1])", file: file, line: line)
    }
}

/// Fails the test, with a short message, unless `values` equal `expected`.
func assertSameValues<Value: Equatable>(
    _ values: [Value], _ expected: [Value], file: StaticString = #filePath, line: UInt = #line
) {
    guard values != expected else { return }
    if values.count != expected.count {
        XCTFail("\(values.count) values, expected \(expected.count)", file: file, line: line)
    } else if let index = values.indices.first(where: { values[$0] != expected[$0] }) {
        XCTFail("value \(index) is \(values[index]), expected \(expected[index])", file: file, line: line)
    }
}
