import Foundation
import Synchronization
import XCTest

@testable import RxCore

/// The core's lock: mutual exclusion across threads (the counters below are plain integers,
/// so ThreadSanitizer reports any overlap), and a recursive lock that its holder may take
/// again but that stays closed to other threads until the holder released every level.
final class LockTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        let lock: RxLock
        var value = 0
        init(recursive: Bool) { lock = RxLock(recursive: recursive) }
    }

    func testALockLetsOneThreadAtATimeIn() {
        let counter = Counter(recursive: false)
        runConcurrently(4) { _ in
            for _ in 0..<20_000 {
                counter.lock.lock()
                counter.value += 1
                counter.lock.unlock()
            }
        }
        XCTAssertEqual(counter.value, 80_000)
    }

    func testARecursiveLockLetsOneThreadAtATimeInAtEveryDepth() {
        let counter = Counter(recursive: true)
        runConcurrently(4) { _ in
            for _ in 0..<10_000 {
                counter.lock.lock()
                counter.value += 1
                counter.lock.withLock { counter.value += 1 }
                counter.lock.unlock()
            }
        }
        XCTAssertEqual(counter.value, 80_000)
    }

    func testTheHolderOfARecursiveLockTakesItAgainAndOthersWaitForTheLastRelease() {
        let counter = Counter(recursive: true)
        counter.lock.lock()
        counter.lock.lock()
        let entered = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        let other = Thread {
            counter.lock.withLock { entered.store(true, ordering: .sequentiallyConsistent) }
            done.signal()
        }
        other.start()
        counter.lock.unlock()
        // Still held once: the other thread must not get in, however long it is given.
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertFalse(entered.load(ordering: .sequentiallyConsistent), "entered while the holder still held one level")
        counter.lock.unlock()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the other thread never got the released lock")
        XCTAssertTrue(entered.load(ordering: .sequentiallyConsistent))
    }
}
