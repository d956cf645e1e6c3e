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

/// The observers of a subject, guarded by the subject's lock. Delivery iterates a snapshot,
/// so observers may subscribe or dispose from inside an event.
struct SubjectObservers<Element> {
    private(set) var all: ContiguousArray<EventSink<Element>> = []

    var isEmpty: Bool { all.isEmpty }

    mutating func insert(_ sink: EventSink<Element>) { all.append(sink) }

    mutating func remove(_ sink: EventSink<Element>) {
        if let index = all.firstIndex(where: { $0 === sink }) { all.remove(at: index) }
    }

    mutating func removeAll() { all.removeAll() }
}

/// Removes one observer from its subject when disposed.
final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    private var unsubscribe: ((EventSink<Element>) -> Void)?
    private var sink: EventSink<Element>?
    private let lock = RxLock()

    init(sink: EventSink<Element>, unsubscribe: @escaping (EventSink<Element>) -> Void) {
        self.sink = sink
        self.unsubscribe = unsubscribe
        Resources.incrementTotal()
    }
    deinit { Resources.decrementTotal() }

    func dispose() {
        let pending: (EventSink<Element>, (EventSink<Element>) -> Void)? = lock.withLock {
            guard let sink, let unsubscribe else { return nil }
            self.sink = nil
            self.unsubscribe = nil
            return (sink, unsubscribe)
        }
        if let (sink, unsubscribe) = pending { unsubscribe(sink) }
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
