import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex on the heap: uncontended lock + unlock costs a few nanoseconds, less than
/// `Synchronization.Mutex` or `NSLock` on Linux. Non-copyable, so it lives inside its owner
/// with no object allocation of its own — only the mutex itself is allocated.
///
/// A recursive lock is an ordinary (fast) mutex plus its owner's thread and a depth, in the
/// same allocation: taking it again on the owning thread only counts. glibc's own recursive
/// mutex costs about twice as many instructions per lock and unlock, and `share`, `merge`,
/// `flatMap` and `combineLatest` take one for every element.
struct RxLock: ~Copyable, @unchecked Sendable {
    /// The owner word and the depth come first (recursive locks only), then the mutex.
    private let storage: UnsafeMutableRawPointer
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let isRecursive: Bool

    private static var headerSize: Int { 16 }

    init(recursive: Bool = false) {
        isRecursive = recursive
        let header = recursive ? Self.headerSize : 0
        storage = .allocate(byteCount: header + MemoryLayout<pthread_mutex_t>.stride, alignment: 16)
        if recursive {
            storage.bindMemory(to: Atomic<UInt>.self, capacity: 1).initialize(to: Atomic(0))
            (storage + 8).initializeMemory(as: Int.self, repeating: 0, count: 1)
        }
        mutex = (storage + header).bindMemory(to: pthread_mutex_t.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        storage.deallocate()
    }

    /// The thread holding a recursive lock (0: none). Only the owner ever finds its own id
    /// here, so a relaxed read is enough to tell "mine" from "not mine".
    @inline(__always) private var owner: UnsafePointer<Atomic<UInt>> {
        UnsafePointer(storage.assumingMemoryBound(to: Atomic<UInt>.self))
    }

    /// How many times the owner holds a recursive lock; touched only by the owner.
    @inline(__always) private var depth: UnsafeMutablePointer<Int> {
        (storage + 8).assumingMemoryBound(to: Int.self)
    }

    @inline(__always) private static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))) }

    @inline(__always) func lock() {
        guard isRecursive else { return pthread_mutex_lock(mutex).ignored }
        let me = Self.currentThread
        if owner.pointee.load(ordering: .relaxed) == me {
            depth.pointee += 1
            return
        }
        pthread_mutex_lock(mutex)
        owner.pointee.store(me, ordering: .relaxed)
        depth.pointee = 1
    }

    @inline(__always) func unlock() {
        guard isRecursive else { return pthread_mutex_unlock(mutex).ignored }
        depth.pointee -= 1
        if depth.pointee > 0 { return }
        owner.pointee.store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutex)
    }

    @inline(__always) func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

private extension Int32 {
    /// A pthread result the lock does not act on (errors mean misuse, as with the mutex itself).
    @inline(__always) var ignored: Void { () }
}

/// Carries a value across a `@Sendable` boundary where the library itself guarantees the
/// serial access that the compiler cannot see (scheduler hand-offs).
struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
