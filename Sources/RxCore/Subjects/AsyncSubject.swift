/// Emits only the last element, and only when the source completes; an error is forwarded
/// without an element.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, ObserverRemoving,
    @unchecked Sendable
{
    private let lock = RxLock()
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var lastElement: Element?
    @exclusivity(unchecked) private var stopEvent: Event<Element>?
    @exclusivity(unchecked) private var disposed = false

    /// Creates a subject.
    public override init() {
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Remembers a `next` element; on completion emits it, then completes.
    public func on(_ event: Event<Element>) {
        // The element it replaces (or an error drops) is handed out and released after the
        // lock: its deinit may dispose a subscription to this subject.
        let (snapshot, last, replaced): (ObserverSnapshot, Element?, Element?) = lock.withLock {
            if stopEvent != nil || disposed { return (.empty, nil, nil) }
            switch event {
            case .next(let element):
                let replaced = lastElement.take()
                lastElement = element
                return (.empty, nil, replaced)
            case .error:
                stopEvent = event
                let snapshot = observers.takeAll()
                return (snapshot, nil, lastElement.take())
            case .completed:
                stopEvent = event
                let snapshot = observers.takeAll()
                return (snapshot, lastElement, nil)
            }
        }
        _ = replaced
        snapshot.forEach { observer in
            let sink = unsafeDowncast(observer, to: EventSink<Element>.self)
            if let last { sink.onNext(last) }
            sink.on(event)
        }
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return DisposeNode.empty
        }
        if let stopEvent {
            let last = lastElement
            lock.unlock()
            if case .completed = stopEvent, let last { observer.onNext(last) }
            observer.on(stopEvent)
            return DisposeNode.empty
        }
        let key = observers.insert(observer)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    /// Returns `self`.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Drops every observer.
    public func dispose() {
        // Released after the lock, as in `on(_:)` and `PublishSubject.dispose()`.
        let released: (ObserverSnapshot, Element?, Event<Element>?) = lock.withLock {
            disposed = true
            return (observers.takeAll(), lastElement.take(), stopEvent.take())
        }
        _ = released
    }

    func removeObserver(_ key: ObserverKey) {
        // Released here, after the lock: its deinit may run user code.
        let removed = lock.withLock { observers.remove(key) }
        withExtendedLifetime(removed) {}
    }
}
