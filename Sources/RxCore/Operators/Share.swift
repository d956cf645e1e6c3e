import Synchronization

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
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share: replay must not be negative")
        switch scope {
        case .whileConnected:
            let source = asObservable()
            return source.sharedWhileConnected(replay: replay)
                ?? PlainShareObservable(
                    source: source, replay: replay, connectionType: PlainShareConnection<Element>.self)
        case .forever:
            if replay == 0 { return multicast(PublishSubject()).refCount() }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}

/// `share(scope: .whileConnected)`. The shared subscription is one ``ShareConnection`` at a
/// time, the source's observer; `Input` is the source's element type. A `map` or `filter`
/// just before the `share` — every Driver and Signal stage — is taken into the connection
/// (``MapShareObservable``, ``FilterShareObservable``), which then subscribes to that stage's
/// source itself: one object fewer per shared stage and subscription, and one call fewer
/// per element.
@usableFromInline
class ShareWhileConnectedObservable<Input, Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline let source: Observable<Input>
    @usableFromInline let replay: Int
    /// Guards `connection` and every connection's observers and buffer. Kept here rather
    /// than in an object of its own: the class's layout does not depend on `Element`, so a
    /// connection reaches these fields at fixed offsets, and a Driver stage saves an object.
    private let mutex = RxLock(recursive: true)
    /// The live connection, if any; a new subscriber joins it or starts one.
    @exclusivity(unchecked) var connection: AnyObject?

    @usableFromInline
    init(source: Observable<Input>, replay: Int) {
        self.source = source
        self.replay = replay
        super.init()
    }

    @inline(__always) func lock() { mutex.lock() }
    @inline(__always) func unlock() { mutex.unlock() }

    /// A new connection, not yet subscribed to the source.
    func makeConnection() -> ShareConnection<Input, Element> { fatalError("abstract") }

    override final func run(_ observer: EventSink<Element>) -> DisposeNode {
        lock()
        let connection: ShareConnection<Input, Element>
        let isNew: Bool
        if let existing = self.connection {
            connection = unsafeDowncast(existing, to: ShareConnection<Input, Element>.self)
            isNew = false
        } else {
            connection = makeConnection()
            self.connection = connection
            isNew = true
        }
        let subscription = connection.add(observer)
        unlock()
        // Inside this subscription's trampoline already (see `Sink.run`): run the source directly.
        if isNew { connection.setUpstream(source.run(connection)) }
        return subscription
    }
}

/// `share` of any sequence: the connection forwards what the source sends.
@usableFromInline
final class PlainShareObservable<Element>: ShareWhileConnectedObservable<Element, Element>, @unchecked Sendable {
    /// Resolved where the types are concrete, so connecting needs no metadata lookup.
    @usableFromInline let connectionType: PlainShareConnection<Element>.Type

    @inlinable
    init(source: Observable<Element>, replay: Int, connectionType: PlainShareConnection<Element>.Type) {
        self.connectionType = connectionType
        super.init(source: source, replay: replay)
    }

    override func makeConnection() -> ShareConnection<Element, Element> {
        connectionType.init(parent: self, replay: replay)
    }
}

/// `map(transform).share(…)`: the connection applies `transform` to the map's source.
@usableFromInline
final class MapShareObservable<Input, Element>: ShareWhileConnectedObservable<Input, Element>, @unchecked Sendable {
    @usableFromInline let transform: (Input) throws -> Element
    @usableFromInline let connectionType: MapShareConnection<Input, Element>.Type

    @inlinable
    init(
        source: Observable<Input>, transform: @escaping (Input) throws -> Element, replay: Int,
        connectionType: MapShareConnection<Input, Element>.Type
    ) {
        self.transform = transform
        self.connectionType = connectionType
        super.init(source: source, replay: replay)
    }

    override func makeConnection() -> ShareConnection<Input, Element> {
        connectionType.init(parent: self, replay: replay, transform: transform)
    }
}

/// `filter(predicate).share(…)`: the connection applies `predicate` to the filter's source.
@usableFromInline
final class FilterShareObservable<Element>: ShareWhileConnectedObservable<Element, Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let connectionType: FilterShareConnection<Element>.Type

    @inlinable
    init(
        source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, replay: Int,
        connectionType: FilterShareConnection<Element>.Type
    ) {
        self.predicate = predicate
        self.connectionType = connectionType
        super.init(source: source, replay: replay)
    }

    override func makeConnection() -> ShareConnection<Element, Element> {
        connectionType.init(parent: self, replay: replay, predicate: predicate)
    }
}

/// One live connection of `share(scope: .whileConnected)`: the source's observer, the
/// subscribed observers and the replay buffer.
@usableFromInline
class ShareConnection<Input, Element>: DisposableSink<Input>, ObserverRemoving, @unchecked Sendable {
    private let parent: ShareWhileConnectedObservable<Input, Element>
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var stopped = false
    /// The observer that opened the connection, whose subscription is the connection itself,
    /// until it leaves. Guarded by the parent's lock.
    @exclusivity(unchecked) private var firstObserver: ObserverKey?
    @exclusivity(unchecked) private var hasFirstObserver = false
    private let firstObserverLeft = Atomic<Bool>(false)
    // The replay buffer: the last `replay` elements in a ring of raw storage, so that
    // appending in unspecialised code needs no `Array` metadata or generic calls.
    private let replay: Int
    private let ring: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) private var ringStart = 0
    @exclusivity(unchecked) private var ringCount = 0

    init(parent: ShareWhileConnectedObservable<Input, Element>, replay: Int) {
        self.parent = parent
        self.replay = replay
        ring = replay > 0 ? allocateStorage(of: Element.self, capacity: replay) : nil
    }

    deinit {
        clearBuffer()
        if let ring { deallocateStorage(ring) }
    }

    private func appendToBuffer(_ element: Element) {
        guard let ring else { return }
        // `replay: 1` — every Driver and Signal stage — needs no ring arithmetic.
        if replay == 1 {
            if ringCount == 0 {
                ring.initialize(to: element)
                ringCount = 1
            } else {
                ring.pointee = element
            }
            return
        }
        if ringCount < replay {
            (ring + (ringStart + ringCount) % replay).initialize(to: element)
            ringCount += 1
        } else {
            ring[ringStart] = element
            ringStart = (ringStart + 1) % replay
        }
    }

    private func clearBuffer() {
        guard let ring, ringCount > 0 else { return }
        if replay == 1 {
            // Every Driver stage: no division per element.
            ring.deinitialize(count: 1)
        } else {
            for offset in 0..<ringCount { (ring + (ringStart + offset) % replay).deinitialize(count: 1) }
        }
        ringStart = 0
        ringCount = 0
    }

    /// Called with the parent's lock held. The observer that opened the connection — in a
    /// Driver chain the only one — gets the connection itself as its subscription (see
    /// ``dispose()``); later observers get a ``SubjectSubscription`` each.
    func add(_ observer: EventSink<Element>) -> DisposeNode {
        if let ring {
            for offset in 0..<ringCount { observer.onNext(ring[(ringStart + offset) % replay]) }
        }
        let key = observers.insert(observer)
        if !hasFirstObserver {
            hasFirstObserver = true
            firstObserver = key
            return self
        }
        return SubjectSubscription(owner: self, key: key)
    }

    /// Disposing the connection as a subscription: the first observer leaves (once). The
    /// connection's own teardown, when its last observer left or its source ended, is
    /// ``disconnect()``.
    override func dispose() {
        if firstObserverLeft.exchange(true, ordering: .acquiringAndReleasing) { return }
        parent.lock()
        let observer = firstObserver
        firstObserver = nil
        parent.unlock()
        if let observer { removeObserver(observer) }
    }

    /// Disposes the subscription to the source.
    private func disconnect() { super.dispose() }

    func removeObserver(_ key: ObserverKey) {
        parent.lock()
        let removed = observers.remove(key)
        let disconnect = observers.isEmpty && parent.connection === self
        if disconnect { parent.connection = nil }
        parent.unlock()
        // Released after the lock: its deinit may run user code.
        withExtendedLifetime(removed) {}
        if disconnect { self.disconnect() }
    }

    /// Shares an element: buffers it and delivers it to every observer.
    final func share(_ element: Element) {
        parent.lock()
        if stopped {
            parent.unlock()
            return
        }
        appendToBuffer(element)
        // One observer (a Driver stage's next stage, the usual case): no snapshot to copy.
        if let sole = observers.retainedSole {
            parent.unlock()
            sole._withUnsafeGuaranteedRef { unsafeDowncast($0, to: EventSink<Element>.self).onNext(element) }
            sole.release()
            return
        }
        let snapshot = observers.all
        parent.unlock()
        snapshot.deliverNext(element)
        // Passing through the lock once more before the snapshot is released orders this
        // thread's reads of the shared observer array before any later in-place removal from
        // it: the reference count that the array's copy-on-write reads is invisible to
        // ThreadSanitizer, the lock is not.
        guard !snapshot.many.isEmpty else { return }
        parent.lock()
        parent.unlock()
        withExtendedLifetime(snapshot) {}
    }

    private func terminate(_ termination: Termination) {
        parent.lock()
        if stopped {
            parent.unlock()
            return
        }
        stopped = true
        if parent.connection === self { parent.connection = nil }
        let snapshot = observers.takeAll()
        clearBuffer()
        firstObserver = nil
        parent.unlock()
        snapshot.deliver(termination, as: Element.self)
        disconnect()
    }

    /// Set by the source's terminal event or by a `map` or `filter` taken into the connection
    /// that threw; read only on the source's serialized path, so that, as in the stage's own
    /// sink, its closure is not called again.
    @exclusivity(unchecked) final var stageStopped = false

    override final func onError(_ error: Swift.Error) {
        stageStopped = true
        terminate(.error(error))
    }

    override final func onCompleted() {
        stageStopped = true
        terminate(.completed)
    }
}

/// The connection of a plain `share`.
@usableFromInline
final class PlainShareConnection<Element>: ShareConnection<Element, Element>, @unchecked Sendable {
    override func onNext(_ element: Element) { share(element) }
}

/// The connection of `map(transform).share(…)`: the map's sink and the connection in one.
@usableFromInline
final class MapShareConnection<Input, Element>: ShareConnection<Input, Element>, @unchecked Sendable {
    private let transform: (Input) throws -> Element

    init(
        parent: ShareWhileConnectedObservable<Input, Element>, replay: Int,
        transform: @escaping (Input) throws -> Element
    ) {
        self.transform = transform
        super.init(parent: parent, replay: replay)
    }

    override func onNext(_ element: Input) {
        if stageStopped { return }
        do {
            share(try transform(element))
        } catch {
            onError(error)
        }
    }
}

/// The connection of `filter(predicate).share(…)`: the filter's sink and the connection in one.
@usableFromInline
final class FilterShareConnection<Element>: ShareConnection<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool

    init(
        parent: ShareWhileConnectedObservable<Element, Element>, replay: Int,
        predicate: @escaping (Element) throws -> Bool
    ) {
        self.predicate = predicate
        super.init(parent: parent, replay: replay)
    }

    override func onNext(_ element: Element) {
        if stageStopped { return }
        do {
            if try predicate(element) { share(element) }
        } catch {
            onError(error)
        }
    }
}

extension Observable {
    /// `map(transform).share(replay: replay, scope: .whileConnected)` built as one producer,
    /// without the `map`'s own: RxUI's Driver and Signal `map`.
    @inlinable
    package func mapShared<Result>(_ transform: @escaping (Element) throws -> Result, replay: Int) -> Observable<Result>
    {
        MapShareObservable(
            source: self, transform: transform, replay: replay, connectionType: MapShareConnection<Element, Result>.self
        )
    }

    /// `filter(predicate).share(replay: replay, scope: .whileConnected)` built as one producer,
    /// without the `filter`'s own: RxUI's Driver and Signal `filter`.
    @inlinable
    package func filterShared(_ predicate: @escaping (Element) throws -> Bool, replay: Int) -> Observable<Element> {
        FilterShareObservable(
            source: self, predicate: predicate, replay: replay, connectionType: FilterShareConnection<Element>.self)
    }
}
