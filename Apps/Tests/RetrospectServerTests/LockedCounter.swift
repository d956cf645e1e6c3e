import Foundation

/// A count that threads increment and read under a lock: the failures of concurrent clients,
/// or a flag telling a writer thread to stop.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
