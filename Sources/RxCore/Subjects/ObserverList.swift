import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The observers of a subject (or of a shared connection), guarded by its owner's lock.
/// Stored as plain object references so that copying and iterating them in unspecialised
/// generic code needs no generic metadata; delivery iterates a snapshot, so observers may
/// subscribe or dispose from inside an event.
struct ObserverList {
    /// The only observer, while there is exactly one — the common case, kept without an
    /// array allocation.
    private var single: AnyObject?
    /// Every observer, once there are two or more.
    private var many: ContiguousArray<AnyObject> = []

    var isEmpty: Bool { single == nil && many.isEmpty }

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

    mutating func insert(_ observer: AnyObject) {
        if many.isEmpty {
            if let existing = single {
                many = [existing, observer]
                single = nil
            } else {
                single = observer
            }
        } else {
            many.append(observer)
        }
    }

    /// Drops the observer with this identity (see ``SubjectSubscription``).
    mutating func remove(_ observer: ObjectIdentifier) {
        if let single, ObjectIdentifier(single) == observer {
            self.single = nil
        } else if let index = many.firstIndex(where: { ObjectIdentifier($0) == observer }) {
            many.remove(at: index)
            if many.count == 1 {
                single = many[0]
                many = []
            }
        }
    }

    /// Empties the list and returns what it held, moved rather than copied: no retain and
    /// release of each observer around the hand-over.
    mutating func takeAll() -> ObserverSnapshot {
        var taken: ContiguousArray<AnyObject> = []
        swap(&taken, &many)
        return ObserverSnapshot(single: single.take(), many: taken)
    }

    mutating func removeAll() {
        single = nil
        many = []
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
