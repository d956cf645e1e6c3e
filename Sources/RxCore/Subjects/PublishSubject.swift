/// Broadcasts each event to the observers subscribed at that moment. A late subscriber
/// receives only the terminal event, if one happened.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    ObserverRemoving, @unchecked Sendable
{
    /// The subject itself is the observer that feeds it.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RxLock()
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var termination: Termination?
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var disposed = false
    private let checker = SynchronizationChecker()

    /// Creates a subject.
    public override init() {
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `event` to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): publishNext(element)
        case .error(let error): publishError(error)
        case .completed: publishCompleted()
        }
    }

    @usableFromInline
    func publishNext(_ element: Element) {
        let entered = checker.enter("PublishSubject<\(Element.self)>")
        defer { checker.leave(entered) }
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        // One observer, the usual case: it alone is kept alive for the delivery, without a
        // snapshot of the (empty) list beside it.
        if let sole = observers.retainedSole {
            lock.unlock()
            sole._withUnsafeGuaranteedRef { unsafeDowncast($0, to: EventSink<Element>.self).onNext(element) }
            sole.release()
            return
        }
        let snapshot = observers.all
        lock.unlock()
        snapshot.deliverNext(element)
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
            if isStopped || disposed { return .empty }
            isStopped = true
            self.termination = termination
            return observers.takeAll()
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
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    /// Returns `self`.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer; later events are ignored and later subscribers get an error.
    public func dispose() {
        // The observers are released after the lock: one that only this subject kept alive
        // (a subscription whose disposable was dropped) may own, through its handlers, a
        // `DisposeBag` whose deinit disposes another subscription to this subject.
        let released: (observers: ObserverSnapshot, termination: Termination?) = lock.withLock {
            disposed = true
            isStopped = false
            return (observers.takeAll(), termination.take())
        }
        _ = released
    }

    func removeObserver(_ key: ObserverKey) {
        // Released here, after the lock: its deinit may run user code.
        let removed = lock.withLock { observers.remove(key) }
        withExtendedLifetime(removed) {}
    }
}
