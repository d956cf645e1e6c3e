/// Holds a current value: a new subscriber receives it first, then every later event.
///
/// A subscriber that joins while another thread sends events receives the current value
/// before any later one: the value is delivered inside the subject's (recursive) lock, as in
/// RxSwift, so an `onNext` on another thread waits until it has been handed over. The
/// handler of that first value may send into the subject or subscribe to it again; it must
/// not block waiting for another thread that sends into this subject.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    ObserverRemoving, @unchecked Sendable
{
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var element: Element
    @exclusivity(unchecked) private var termination: Termination?
    @exclusivity(unchecked) private var disposed = false
    private let checker = SynchronizationChecker()

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current value. Throws the error the subject failed with, or
    /// `RxError.disposed` once disposed.
    public func value() throws -> Element {
        try lock.withLock {
            if disposed { throw RxError.disposed(object: self) }
            if case .error(let error)? = termination { throw error }
            return element
        }
    }

    /// Stores the element of a `next` event as the current value and broadcasts the event.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): publishNext(element)
        case .error(let error): publishError(error)
        case .completed: publishCompleted()
        }
    }

    @usableFromInline
    func publishNext(_ value: Element) {
        let entered = checker.enter("BehaviorSubject<\(Element.self)>")
        defer { checker.leave(entered) }
        lock.lock()
        if termination != nil || disposed {
            lock.unlock()
            return
        }
        element = value
        // One observer, the usual case: no snapshot of the (empty) list beside it.
        if let sole = observers.retainedSole {
            lock.unlock()
            sole._withUnsafeGuaranteedRef { unsafeDowncast($0, to: EventSink<Element>.self).onNext(value) }
            sole.release()
            return
        }
        let snapshot = observers.all
        lock.unlock()
        snapshot.deliverNext(value)
        // Passing through the lock once more before the snapshot is released orders this
        // thread's reads of the shared observer array before any later in-place removal from
        // it: the reference count that the array's copy-on-write reads is invisible to
        // ThreadSanitizer, the lock is not.
        guard !snapshot.many.isEmpty else { return }
        lock.lock()
        lock.unlock()
        withExtendedLifetime(snapshot) {}
    }

    @usableFromInline
    func publishCompleted() { publishStop(.completed) }

    @usableFromInline
    func publishError(_ error: Swift.Error) { publishStop(.error(error)) }

    private func publishStop(_ termination: Termination) {
        let snapshot: ObserverSnapshot = lock.withLock {
            if self.termination != nil || disposed { return .empty }
            self.termination = termination
            let snapshot = observers.takeAll()
            return snapshot
        }
        snapshot.deliver(termination, as: Element.self)
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return DisposeNode.empty
        }
        if let termination {
            lock.unlock()
            observer.deliverTermination(termination)
            return DisposeNode.empty
        }
        let key = observers.insert(observer)
        let subscription = SubjectSubscription(owner: self, key: key)
        // Under the lock: an event from another thread cannot overtake the current value.
        observer.onNext(element)
        lock.unlock()
        return subscription
    }

    /// Returns `self`.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer; later events are ignored and later subscribers get an error.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            termination = nil
        }
    }

    func removeObserver(_ key: ObserverKey) {
        // Released here, after the lock: its deinit may run user code.
        let removed = lock.withLock { observers.remove(key) }
        withExtendedLifetime(removed) {}
    }
}
