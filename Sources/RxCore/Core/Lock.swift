import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The core's lock: the standard library's futex-based mutex, stored inline in its owner, so a
/// lock costs no allocation and an uncontended lock + unlock is two atomic operations. A
/// recursive lock also records its holder's thread and how deep it is held, so the holder
/// may take it again (as RxSwift's recursive locks allow); other threads wait on the mutex.
struct RxLock: ~Copyable, @unchecked Sendable {
    private let mutex = _MutexHandle()
    private let isRecursive: Bool
    /// The holding thread while a recursive lock is held, else 0. Only the holder writes its
    /// own identity, so a thread that reads its own identity holds the lock. Every unlock
    /// also publishes through it (release) and every lock reads it (acquire): free on x86,
    /// and it lets ThreadSanitizer see the hand-over that the mutex's uninstrumented slow
    /// path makes in the kernel.
    private let holder = Atomic<UInt>(0)
    /// How many times the holder took a recursive lock; touched only by the holder.
    private let depth = Atomic<UInt32>(0)

    init(recursive: Bool = false) {
        isRecursive = recursive
    }

    @inline(__always) func lock() {
        guard isRecursive else {
            mutex.unsafeLock()
            _ = holder.load(ordering: .acquiring)
            return
        }
        let me = currentThreadIdentity()
        if holder.load(ordering: .relaxed) == me {
            depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return
        }
        mutex.unsafeLock()
        _ = holder.load(ordering: .acquiring)
        holder.store(me, ordering: .relaxed)
        depth.store(1, ordering: .relaxed)
    }

    @inline(__always) func unlock() {
        guard isRecursive else {
            holder.store(0, ordering: .releasing)
            mutex.unsafeUnlock()
            return
        }
        let remaining = depth.load(ordering: .relaxed) &- 1
        depth.store(remaining, ordering: .relaxed)
        if remaining == 0 {
            holder.store(0, ordering: .releasing)
            mutex.unsafeUnlock()
        }
    }

    @inline(__always) func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Carries a value across a `@Sendable` boundary where the library itself guarantees the
/// serial access that the compiler cannot see (scheduler hand-offs).
struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
