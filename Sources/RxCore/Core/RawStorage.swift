#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `malloc` aligns every block to: twice a word, as glibc, musl and Darwin do. Computed,
/// not stored, so it folds to a constant instead of a lazily initialised global.
@inline(__always) private var mallocAlignment: Int { 2 * MemoryLayout<Int>.size }

/// Raw storage for `count` values of `Value`, from `malloc` when its alignment is enough.
/// `UnsafeMutablePointer.allocate` asks the runtime for "default" alignment, which on Linux
/// goes through `posix_memalign` and skips glibc's per-thread cache — several times the cost
/// of `malloc` for the small blocks that hold an operator's latest value.
@inline(__always)
func allocateStorage<Value>(of type: Value.Type, capacity: Int) -> UnsafeMutablePointer<Value> {
    guard MemoryLayout<Value>.alignment <= mallocAlignment else { return .allocate(capacity: capacity) }
    guard let raw = malloc(max(1, MemoryLayout<Value>.stride * capacity)) else {
        fatalError("out of memory allocating \(capacity) × \(Value.self)")
    }
    return raw.bindMemory(to: Value.self, capacity: capacity)
}

/// A raw block of `size` bytes aligned to `alignment`, from `malloc` when that suffices (see
/// ``allocateStorage(of:capacity:)``).
@inline(__always)
func allocateRawBlock(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
    guard alignment <= mallocAlignment else { return .allocate(byteCount: max(1, size), alignment: alignment) }
    guard let block = malloc(max(1, size)) else { fatalError("out of memory allocating \(size) bytes") }
    return block
}

/// Frees what ``allocateRawBlock(size:alignment:)`` returned for the same `alignment`.
@inline(__always)
func deallocateRawBlock(_ block: UnsafeMutableRawPointer, alignment: Int) {
    if alignment <= mallocAlignment { free(block) } else { block.deallocate() }
}

/// Frees what ``allocateStorage(of:capacity:)`` returned (its values already deinitialized).
@inline(__always)
func deallocateStorage<Value>(_ storage: UnsafeMutablePointer<Value>) {
    if MemoryLayout<Value>.alignment <= mallocAlignment {
        free(storage)
    } else {
        storage.deallocate()
    }
}
