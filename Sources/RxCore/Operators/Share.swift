/// How long `share` keeps its shared subscription and replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// While at least one observer is subscribed: the last one to leave disconnects, and
    /// the next subscriber (also after a terminal event) starts a fresh subscription with an
    /// empty buffer.
    case whileConnected
    /// For the life of the shared observable: once the source terminates, later subscribers
    /// receive the replay buffer and the terminal event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all observers and replays the last
    /// `replay` elements to each new observer.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share: replay must not be negative")
        switch scope {
        case .whileConnected:
            return ShareWhileConnectedObservable(source: asObservable(), replay: replay)
        case .forever:
            if replay == 0 { return multicast(PublishSubject()).refCount() }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}

final class ShareWhileConnectedObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let replay: Int
    let lock = RxLock(recursive: true)
    @exclusivity(unchecked) var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        lock.lock()
        let connection: ShareConnection<Element>
        let isNew: Bool
        if let existing = self.connection {
            connection = existing
            isNew = false
        } else {
            connection = ShareConnection(parent: self, replay: replay)
            self.connection = connection
            isNew = true
        }
        let subscription = connection.add(observer)
        lock.unlock()
        if isNew { connection.setUpstream(source.subscribe(sink: connection)) }
        return subscription
    }
}

/// One live connection of `share(scope: .whileConnected)`: the source's observer, the
/// subscribed observers and the replay buffer.
final class ShareConnection<Element>: DisposableSink<Element>, ObserverRemoving, @unchecked Sendable {
    private let parent: ShareWhileConnectedObservable<Element>
    private let replay: Int
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var buffer: [Element] = []
    @exclusivity(unchecked) private var stopped = false

    init(parent: ShareWhileConnectedObservable<Element>, replay: Int) {
        self.parent = parent
        self.replay = replay
    }

    /// Called with the parent's lock held.
    func add(_ observer: EventSink<Element>) -> DisposeNode {
        for element in buffer { observer.onNext(element) }
        observers.insert(observer)
        return SubjectSubscription(owner: self, observer: observer)
    }

    func removeObserver(_ observer: AnyObject) {
        parent.lock.lock()
        observers.remove(observer)
        let disconnect = observers.isEmpty && parent.connection === self
        if disconnect { parent.connection = nil }
        parent.lock.unlock()
        if disconnect { dispose() }
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        if stopped {
            parent.lock.unlock()
            return
        }
        if replay > 0 {
            if buffer.count == replay { buffer.removeFirst() }
            buffer.append(element)
        }
        let snapshot = observers.all
        parent.lock.unlock()
        snapshot.deliverNext(element)
    }

    private func terminate(_ event: Event<Element>) {
        parent.lock.lock()
        if stopped {
            parent.lock.unlock()
            return
        }
        stopped = true
        if parent.connection === self { parent.connection = nil }
        let snapshot = observers.all
        observers.removeAll()
        buffer.removeAll()
        parent.lock.unlock()
        snapshot.deliver(event)
        dispose()
    }

    override func onError(_ error: Swift.Error) { terminate(.error(error)) }
    override func onCompleted() { terminate(.completed) }
}
