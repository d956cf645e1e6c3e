#if canImport(Glibc)
import Glibc
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
    private(set) var all: ContiguousArray<AnyObject> = []

    var isEmpty: Bool { all.isEmpty }

    mutating func insert(_ observer: AnyObject) { all.append(observer) }

    mutating func remove(_ observer: AnyObject) {
        if let index = all.firstIndex(where: { $0 === observer }) { all.remove(at: index) }
    }

    mutating func removeAll() { all.removeAll() }
}

extension ContiguousArray where Element == AnyObject {
    /// Delivers `element` to every observer in the snapshot.
    @inline(__always)
    func deliverNext<Value>(_ element: Value) {
        for observer in self { unsafeDowncast(observer, to: EventSink<Value>.self).onNext(element) }
    }

    /// Delivers a terminal or any other event to every observer in the snapshot.
    @inline(__always)
    func deliver<Value>(_ event: Event<Value>) {
        for observer in self { unsafeDowncast(observer, to: EventSink<Value>.self).on(event) }
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
        Resources.incrementTotal()
    }
    deinit { Resources.decrementTotal() }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let (owner, observer) = (self.owner, self.observer)
        self.owner = nil
        self.observer = nil
        if let owner, let observer { owner.removeObserver(observer) }
    }
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
        let me = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: UInt(pthread_self()))))
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
