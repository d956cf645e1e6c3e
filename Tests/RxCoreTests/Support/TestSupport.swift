import Foundation
import RxCore
import RxTesting
import XCTest

/// The error the tests inject.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
    var description: String { "TestError(\(id))" }
}

/// Runs the main run loop until `condition` holds or `timeout` passes; for the few tests
/// whose subject is real time (schedulers, threads).
func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return true
}

/// A thread-safe list for events recorded from several threads.
final class LockedList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    func append(_ value: Value) { lock.withLock { storage.append(value) } }
    var values: [Value] { lock.withLock { storage } }
    var count: Int { lock.withLock { storage.count } }
}

/// An observer that records events and fails the test if two of them overlap in time,
/// which would break the serial-delivery contract.
final class SerialCheckingObserver<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = false
    private(set) var overlaps = 0
    let events = LockedList<Event<Element>>()

    func on(_ event: Event<Element>) {
        lock.withLock {
            if inside { overlaps += 1 }
            inside = true
        }
        events.append(event)
        usleep(UInt32.random(in: 0...20))
        lock.withLock { inside = false }
    }
}
