import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One registered observer and the key its subscription removes it by; `observer` is `nil`
/// once removed (a hole, skipped by deliveries until the list compacts).
struct ObserverEntry {
    /// First, so that a delivery can read the reference at the entry's own address without
    /// retaining it (``ObserverSnapshot/deliverNext(_:)``).
    var observer: AnyObject?
    let key: UInt
}

/// What removes one observer from an ``ObserverList``: its key, never given twice, and where
/// its entry was put — still its place unless the list was compacted since.
struct ObserverKey: Equatable {
    let key: UInt
    let position: Int
}

/// The observers of a subject (or of a shared connection), guarded by its owner's lock.
/// Stored as plain object references so that copying and iterating them in unspecialised
/// generic code needs no generic metadata; delivery iterates a snapshot, so observers may
/// subscribe or dispose from inside an event.
///
/// Each observer gets a key, increasing with every insertion and never reused, and remembers
/// the position its entry took. Entries stay in key order — delivery order is subscription
/// order. A removal finds its entry at that position (keys are unique, so a matching key there
/// proves it) or, after a compaction moved it, by binary search; it leaves a hole, and holes
/// are squeezed out once they outnumber the observers. Subscribing and disposing in any order
/// are O(1) amortised — one memory access where a search would take a cache miss per step —
/// where a linear search and a shift of the array made disposing N observers quadratic.
struct ObserverList {
    /// The only observer, while there is exactly one — the common case, kept without an
    /// array allocation.
    private var single: AnyObject?
    private var singleKey: UInt = 0
    /// Every observer, once there are two or more, with holes where some left.
    private var many: ContiguousArray<ObserverEntry> = []
    /// How many entries of `many` hold an observer.
    private var liveCount = 0
    private var nextKey: UInt = 0

    var isEmpty: Bool { single == nil && liveCount == 0 }

    var all: ObserverSnapshot { ObserverSnapshot(single: single, many: many) }

    /// The observer when there is exactly one — a delivery then needs no snapshot — retained
    /// once for a delivery outside the lock
    /// (another thread may remove it meanwhile): the caller calls it through
    /// `_withUnsafeGuaranteedRef` and releases it — one retain and one release, where a
    /// strong reference costs the compiler two retains around the call.
    var retainedSole: Unmanaged<AnyObject>? {
        guard let single else { return nil }
        return Unmanaged.passRetained(single)
    }

    /// Registers `observer`; returns the key that removes it.
    mutating func insert(_ observer: AnyObject) -> ObserverKey {
        let key = nextKey
        nextKey &+= 1
        if liveCount == 0 {
            if let existing = single {
                // The sole observer's entry goes first, where its position (0) says.
                many = [ObserverEntry(observer: existing, key: singleKey), ObserverEntry(observer: observer, key: key)]
                liveCount = 2
                single = nil
                return ObserverKey(key: key, position: 1)
            }
            single = observer
            singleKey = key
            return ObserverKey(key: key, position: 0)
        }
        many.append(ObserverEntry(observer: observer, key: key))
        liveCount += 1
        return ObserverKey(key: key, position: many.count - 1)
    }

    /// Drops the observer registered under `observerKey`, if it is still there, and hands it
    /// back: the caller releases it after unlocking, so that no deinit runs inside the lock.
    mutating func remove(_ observerKey: ObserverKey) -> AnyObject? {
        let key = observerKey.key
        if single != nil {
            return singleKey == key ? single.take() : nil
        }
        guard liveCount > 0, let index = index(of: observerKey), let removed = many[index].observer else { return nil }
        many[index].observer = nil
        liveCount -= 1
        if liveCount == 1 {
            // Back to one observer: kept without the array again.
            if let last = many.first(where: { $0.observer != nil }) { (single, singleKey) = (last.observer, last.key) }
            many = []
            liveCount = 0
        } else if many.count - liveCount > liveCount && many.count > 16 {
            many.removeAll { $0.observer == nil }
        }
        return removed
    }

    /// The index of the entry with `observerKey`'s key: where it was put, unless a compaction
    /// moved it to the left; then found by binary search (entries are in key order).
    private func index(of observerKey: ObserverKey) -> Int? {
        let key = observerKey.key
        if observerKey.position < many.count && many[observerKey.position].key == key { return observerKey.position }
        var low = 0
        var high = min(many.count, observerKey.position)
        while low < high {
            let middle = low + (high - low) / 2
            if many[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < many.count && many[low].key == key ? low : nil
    }

    /// Empties the list and returns what it held, moved rather than copied: no retain and
    /// release of each observer around the hand-over.
    mutating func takeAll() -> ObserverSnapshot {
        var taken: ContiguousArray<ObserverEntry> = []
        swap(&taken, &many)
        liveCount = 0
        return ObserverSnapshot(single: single.take(), many: taken)
    }

    mutating func removeAll() {
        single = nil
        many = []
        liveCount = 0
    }
}

/// How a subject ended. Non-generic, unlike `Event<Element>`, so storing and delivering it
/// in unspecialised code needs no generic metadata.
enum Termination {
    case completed
    case error(Swift.Error)
}

extension EventSink {
    /// Delivers a terminal event.
    func deliverTermination(_ termination: Termination) {
        switch termination {
        case .completed: onCompleted()
        case .error(let error): onError(error)
        }
    }
}
