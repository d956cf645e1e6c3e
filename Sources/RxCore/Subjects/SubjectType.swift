#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A type that is both an observable sequence and an observer.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side of the subject.
    func asObserver() -> Observer
}

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

    /// The observer when there is exactly one — a delivery then needs no snapshot.
    var sole: AnyObject? { single }

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

    mutating func remove(_ observer: AnyObject) {
        if single === observer {
            single = nil
        } else if let index = many.firstIndex(where: { $0 === observer }) {
            many.remove(at: index)
            if many.count == 1 {
                single = many[0]
                many = []
            }
        }
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

/// The observers at one moment, delivered to outside the owner's lock.
struct ObserverSnapshot {
    let single: AnyObject?
    let many: ContiguousArray<AnyObject>

    static var empty: ObserverSnapshot { ObserverSnapshot(single: nil, many: []) }

    @inline(__always)
    func forEach(_ body: (AnyObject) -> Void) {
        if let single { body(single) } else { for observer in many { body(observer) } }
    }

    /// Delivers `element` to every observer.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        if let single {
            unsafeDowncast(single, to: EventSink<Value>.self).onNext(element)
        } else {
            for observer in many { unsafeDowncast(observer, to: EventSink<Value>.self).onNext(element) }
        }
    }

    /// Delivers a terminal event to every observer.
    @inline(__always)
    func deliver<Value>(_ termination: Termination, as type: Value.Type) {
        forEach { unsafeDowncast($0, to: EventSink<Value>.self).deliverTermination(termination) }
    }

    /// Delivers `event` to every observer.
    @inline(__always)
    func deliver<Value>(_ event: Event<Value>) {
        forEach { unsafeDowncast($0, to: EventSink<Value>.self).on(event) }
    }
}

/// Something that can drop one of its observers.
protocol ObserverRemoving: AnyObject {
    func removeObserver(_ observer: AnyObject)
}

/// Removes one observer from its subject when disposed (once).
final class SubjectSubscription: DisposeNode, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var owner: ObserverRemoving?
    @exclusivity(unchecked) private var observer: AnyObject?

    init(owner: ObserverRemoving, observer: AnyObject) {
        self.owner = owner
        self.observer = observer
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let (owner, observer) = (self.owner.take(), self.observer.take())
        if let owner, let observer { owner.removeObserver(observer) }
    }
}

/// A number that identifies the calling thread while it runs. `pthread_t` is an integer on
/// Glibc and Musl but a pointer on Darwin, so each platform converts it its own way.
@inline(__always)
func currentThreadIdentity() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}

/// Detects, in debug builds, events sent into one receiver from two threads at once — the
/// caller's contract violation — and reports it through ``Hooks/synchronizationViolationHandler``.
/// Re-entrant calls from the same thread are allowed. Release builds compile it away.
struct SynchronizationChecker: ~Copyable {
    #if DEBUG
    private let owner = Atomic<UInt>(0)
    #endif

    init() {}

    @inline(__always)
    func enter(_ receiver: @autoclosure () -> String) -> Bool {
        #if DEBUG
        let me = currentThreadIdentity()
        let (exchanged, current) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing)
        if exchanged { return true }
        if current != me {
            Hooks.synchronizationViolationHandler("events were sent into \(receiver()) from two threads at once; serialize the calls (for example with observe(on:)).")
        }
        return false
        #else
        return false
        #endif
    }

    @inline(__always)
    func leave(_ entered: Bool) {
        #if DEBUG
        if entered { owner.store(0, ordering: .releasing) }
        #endif
    }
}
