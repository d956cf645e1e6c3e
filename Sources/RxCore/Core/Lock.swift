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

/// Raw storage for `count` values of `Value`, from `malloc` when its 16-byte alignment is
/// enough. `UnsafeMutablePointer.allocate` asks the runtime for "default" alignment, which
/// on Linux goes through `posix_memalign` and skips glibc's per-thread cache — several times
/// the cost of `malloc` for the small blocks that hold an operator's latest value.
@inline(__always)
func allocateStorage<Value>(of type: Value.Type, capacity: Int) -> UnsafeMutablePointer<Value> {
    guard MemoryLayout<Value>.alignment <= 16 else { return .allocate(capacity: capacity) }
    guard let raw = malloc(max(1, MemoryLayout<Value>.stride * capacity)) else {
        fatalError("out of memory allocating \(capacity) × \(Value.self)")
    }
    return raw.bindMemory(to: Value.self, capacity: capacity)
}

/// A raw block of `size` bytes aligned to `alignment`, from `malloc` when that suffices (see
/// ``allocateStorage(of:capacity:)``).
@inline(__always)
func allocateRawBlock(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
    guard alignment <= 16 else { return .allocate(byteCount: max(1, size), alignment: alignment) }
    guard let block = malloc(max(1, size)) else { fatalError("out of memory allocating \(size) bytes") }
    return block
}

/// Frees what ``allocateRawBlock(size:alignment:)`` returned for the same `alignment`.
@inline(__always)
func deallocateRawBlock(_ block: UnsafeMutableRawPointer, alignment: Int) {
    if alignment <= 16 { free(block) } else { block.deallocate() }
}

/// Frees what ``allocateStorage(of:capacity:)`` returned (its values already deinitialized).
@inline(__always)
func deallocateStorage<Value>(_ storage: UnsafeMutablePointer<Value>) {
    if MemoryLayout<Value>.alignment <= 16 {
        free(storage)
    } else {
        storage.deallocate()
    }
}
