/// Emits only the last element, and only when the source completes; an error is forwarded
/// without an element.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    private var observers = SubjectObservers<Element>()
    private var lastElement: Element?
    private var stopEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject.
    public override init() {
        super.init()
        Resources.incrementTotal()
    }
    deinit { Resources.decrementTotal() }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Remembers a `next` element; on completion emits it, then completes.
    public func on(_ event: Event<Element>) {
        let (snapshot, last): (ContiguousArray<EventSink<Element>>, Element?) = lock.withLock {
            if stopEvent != nil || disposed { return ([], nil) }
            switch event {
            case .next(let element):
                lastElement = element
                return ([], nil)
            case .error:
                stopEvent = event
                lastElement = nil
                let snapshot = observers.all
                observers.removeAll()
                return (snapshot, nil)
            case .completed:
                stopEvent = event
                let snapshot = observers.all
                observers.removeAll()
                return (snapshot, lastElement)
            }
        }
        for observer in snapshot {
            if let last { observer.onNext(last) }
            observer.on(event)
        }
    }

    override func run(_ observer: EventSink<Element>) -> Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return Disposables.create()
        }
        if let stopEvent {
            let last = lastElement
            lock.unlock()
            if case .completed = stopEvent, let last { observer.onNext(last) }
            observer.on(stopEvent)
            return Disposables.create()
        }
        observers.insert(observer)
        lock.unlock()
        return SubjectSubscription(sink: observer) { [weak self] sink in
            guard let self else { return }
            self.lock.withLock { self.observers.remove(sink) }
        }
    }

    /// Returns `self`.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Drops every observer.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            lastElement = nil
            stopEvent = nil
        }
    }
}
