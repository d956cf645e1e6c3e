/// Replays buffered elements to each new subscriber, then its terminal event if any, then
/// broadcasts live events.
///
/// The replay runs inside the subject's (recursive) lock, as in RxSwift, so an event sent
/// from another thread meanwhile arrives after the replayed ones, never before or between.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, ObserverRemoving,
    @unchecked Sendable
{
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var buffer: [Element] = []
    @exclusivity(unchecked) private var bufferStart = 0
    private let bufferSize: Int?
    @exclusivity(unchecked) private var stopEvent: Event<Element>?
    @exclusivity(unchecked) private var disposed = false
    private let checker = SynchronizationChecker()

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    /// A subject that replays at most `bufferSize` of the latest elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create: bufferSize must not be negative")
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public var isDisposed: Bool { lock.withLock { disposed } }

    private var buffered: ArraySlice<Element> { buffer[bufferStart...] }

    /// Buffers a `next` element and broadcasts the event.
    public func on(_ event: Event<Element>) {
        let entered = checker.enter("ReplaySubject<\(Element.self)>")
        defer { checker.leave(entered) }
        let snapshot: ObserverSnapshot = lock.withLock {
            if stopEvent != nil || disposed { return .empty }
            switch event {
            case .next(let element):
                buffer.append(element)
                if let bufferSize, buffer.count - bufferStart > bufferSize {
                    bufferStart += 1
                    if bufferStart > 64 && bufferStart * 2 > buffer.count {
                        buffer.removeFirst(bufferStart)
                        bufferStart = 0
                    }
                }
                return observers.all
            case .error, .completed:
                stopEvent = event
                let snapshot = observers.takeAll()
                return snapshot
            }
        }
        snapshot.deliver(event)
        if case .next = event, !snapshot.many.isEmpty {
            // Passing through the lock once more before the snapshot is released orders this
            // thread's reads of the shared observer array before any later in-place removal from
            // it: the reference count that the array's copy-on-write reads is invisible to
            // ThreadSanitizer, the lock is not.
            lock.lock()
            lock.unlock()
            withExtendedLifetime(snapshot) {}
        }
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return DisposeNode.empty
        }
        // Under the lock: a live event from another thread cannot overtake the replay.
        let replay = Array(buffered)
        if let stopEvent {
            for element in replay { observer.onNext(element) }
            observer.on(stopEvent)
            lock.unlock()
            return DisposeNode.empty
        }
        let key = observers.insert(observer)
        let subscription = SubjectSubscription(owner: self, key: key)
        for element in replay { observer.onNext(element) }
        lock.unlock()
        return subscription
    }

    /// Returns `self`.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer and the buffer.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            buffer.removeAll()
            bufferStart = 0
            stopEvent = nil
        }
    }

    func removeObserver(_ key: ObserverKey) {
        // Released here, after the lock: its deinit may run user code.
        let removed = lock.withLock { observers.remove(key) }
        withExtendedLifetime(removed) {}
    }
}
