import Foundation

/// Keys read on the reader thread and not yet taken by the main queue, at most ``limit`` of
/// them: when the main queue falls behind (a long paste, a slow frame), the reader waits for
/// room instead of growing the queue, and the bytes not yet read stay in the terminal's own
/// buffer, whose size the kernel bounds (the program writing them waits in turn).
final class PendingKeys: @unchecked Sendable {
    /// How many keys may wait: 65,536 (16 reads of 4 KiB), about 2.5 MB of `Key` values.
    static let defaultLimit = 65_536

    /// The most keys that wait at once; a batch larger than it is still queued whole once the
    /// queue is empty, so that no key is ever dropped nor a reader stuck forever.
    let limit: Int
    private let condition = NSCondition()
    private var keys: [Key] = []
    /// Called, holding the lock, each time a reader starts waiting for room (for tests).
    var onWait: (@Sendable () -> Void)?

    init(limit: Int = PendingKeys.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// Queues `newKeys`, first waiting until they fit (or the queue is empty); returns whether
    /// the queue was empty, so that the caller asks the main queue to take them (once for
    /// everything queued until it does).
    func append(_ newKeys: [Key]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !keys.isEmpty, keys.count + newKeys.count > limit {
            onWait?()
            condition.wait()
        }
        let wasEmpty = keys.isEmpty
        keys.append(contentsOf: newKeys)
        return wasEmpty
    }

    /// Everything queued, in order, leaving the queue empty and waking a waiting reader.
    func takeAll() -> [Key] {
        condition.lock()
        defer { condition.unlock() }
        let taken = keys
        keys = []
        condition.broadcast()
        return taken
    }

    /// How many keys wait now.
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return keys.count
    }
}
