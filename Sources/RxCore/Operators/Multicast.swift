/// A sequence that starts its shared subscription only when `connect()` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects.
    func connect() -> Disposable
}

/// An observable whose subscribers share one subject, fed by the source once connected.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the subject to the source; disposing the result disconnects it.
    public func connect() -> Disposable { fatalError("abstract") }
}

extension ObservableType {
    /// Subscribers share `subject`; `connect()` subscribes it to the source.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        let shared = subject
        return ConnectableObservableAdapter(source: asObservable(), makeSubject: { shared }, reusesSubject: true)
    }

    /// Subscribers share a subject made by `makeSubject` for each connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () throws -> Subject) -> ConnectableObservable<
        Subject.Element
    > where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { try makeSubject() }, reusesSubject: false)
    }

    /// For each subscription: makes a subject, lets `selector` build a sequence from the
    /// shared source (every subscription `selector` makes shares one), subscribes to it, then
    /// connects the source. A throwing `subjectSelector` or `selector` fails the subscription.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable.create { observer in
            do {
                let connectable = source.multicast(try subjectSelector())
                let subscription = try selector(connectable.asObservable()).subscribe(observer)
                let connection = connectable.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }

    /// `multicast(makeSubject:)` with a new `PublishSubject` per connection: after a
    /// connection ends, observers that were subscribed hear nothing from the next one.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast(makeSubject:)` with a new `ReplaySubject` of `bufferSize` per connection:
    /// a new connection starts with an empty buffer.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// `multicast(makeSubject:)` with a new unbounded `ReplaySubject` per connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    typealias Element = Subject.Element

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () throws -> Subject
    private let reusesSubject: Bool
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) private var subject: Subject?
    @exclusivity(unchecked) private var connection: SingleAssignmentDisposable?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () throws -> Subject, reusesSubject: Bool)
    {
        self.source = source
        self.makeSubject = makeSubject
        self.reusesSubject = reusesSubject
    }

    private func currentSubject() throws -> Subject {
        try lock.withLock {
            if let subject { return subject }
            let subject = try makeSubject()
            self.subject = subject
            return subject
        }
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        do {
            return try currentSubject().asObservable().subscribe(sink: observer)
        } catch {
            observer.onError(error)
            return DisposeNode.empty
        }
    }

    /// One connection (at most one at a time), shared by every `connect()` made while it is
    /// open. It ends when a handle is disposed or when the source terminates; either way a later
    /// `connect()` subscribes to the source again — with a new subject unless one subject is
    /// shared for ever (`multicast(_:)`, `publish()`, `replay`).
    override func connect() -> Disposable {
        let subject: Subject
        do { subject = try currentSubject() } catch { return Disposables.create() }
        let (connection, isNew): (SingleAssignmentDisposable, Bool) = lock.withLock {
            if let connection = self.connection { return (connection, false) }
            let connection = SingleAssignmentDisposable()
            self.connection = connection
            return (connection, true)
        }
        if isNew {
            let forwarder = ConnectionSink(subject: subject.asObserver().asEventSink()) { [weak self] in
                self?.end(connection)
            }
            connection.setDisposable(source.subscribe(sink: forwarder))
        }
        return Disposables.create { [weak self] in
            guard let self else { return connection.dispose() }
            self.end(connection)
        }
    }

    /// Forgets `connection` if it is still the current one, then disposes it.
    private func end(_ connection: SingleAssignmentDisposable) {
        lock.withLock {
            if self.connection === connection {
                self.connection = nil
                if !reusesSubject { subject = nil }
            }
        }
        connection.dispose()
    }
}

/// Feeds a connection's subject; on the source's terminal event it first ends the connection
/// (so that the subject's observers may connect again from inside the event), then forwards it.
private final class ConnectionSink<Element>: EventSink<Element>, @unchecked Sendable {
    private let subject: EventSink<Element>
    private let ended: () -> Void

    init(subject: EventSink<Element>, ended: @escaping () -> Void) {
        self.subject = subject
        self.ended = ended
    }

    override func onNext(_ element: Element) { subject.onNext(element) }

    override func onError(_ error: Swift.Error) {
        ended()
        subject.onError(error)
    }

    override func onCompleted() {
        ended()
        subject.onCompleted()
    }
}

extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the last leaves.
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    typealias Element = Source.Element

    private let source: Source
    private let lock = RxLock()
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var connection: Disposable?
    @exclusivity(unchecked) private var connectionId = 0

    init(source: Source) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = RefCountSink(parent: self, downstream: observer)
        sink.setUpstream(source.asObservable().subscribe(sink: sink))
        lock.lock()
        // A subscriber that the connectable ended while subscribing (a finished subject
        // replaying its terminal event) does not connect: the source is not run again.
        if sink.isDisposed {
            lock.unlock()
            return sink
        }
        sink.isCounted = true
        sink.connectionId = connectionId
        count += 1
        let isFirst = count == 1
        let id = connectionId
        lock.unlock()
        if isFirst {
            let connection = source.connect()
            let keep: Bool = lock.withLock {
                guard connectionId == id && count > 0 else { return false }
                self.connection = connection
                return true
            }
            if !keep { connection.dispose() }
        }
        return sink
    }

    /// Called by the first subscriber to hear the shared sequence's terminal event, before it
    /// forwards it: the connection is over, so an observer that subscribes again from inside
    /// the event starts a new one, and the other subscribers of the old one no longer count.
    func terminated(_ sink: RefCountSink<Source>) {
        let toDispose: Disposable? = lock.withLock {
            guard sink.isCounted, sink.connectionId == connectionId else { return nil }
            count = 0
            connectionId += 1
            let connection = self.connection
            self.connection = nil
            return connection
        }
        toDispose?.dispose()
    }

    /// Called once per subscriber when its subscription ends; the last one disconnects.
    func release(_ sink: RefCountSink<Source>) {
        let toDispose: Disposable? = lock.withLock {
            guard sink.isCounted else { return nil }
            sink.isCounted = false
            guard sink.connectionId == connectionId else { return nil }
            count -= 1
            guard count == 0 else { return nil }
            connectionId += 1
            let connection = self.connection
            self.connection = nil
            return connection
        }
        toDispose?.dispose()
    }
}

/// One subscriber of `refCount`: forwards the shared events and gives its count back when
/// its subscription ends.
final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element, Source.Element>, @unchecked Sendable {
    private let parent: RefCountObservable<Source>
    /// Guarded by the parent's lock.
    @exclusivity(unchecked) var isCounted = false
    /// The connection it was counted for. Guarded by the parent's lock.
    @exclusivity(unchecked) var connectionId = 0

    init(parent: RefCountObservable<Source>, downstream: EventSink<Source.Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source.Element) { downstream.onNext(element) }
    override func onError(_ error: Swift.Error) {
        parent.terminated(self)
        forwardError(error)
    }

    override func onCompleted() {
        parent.terminated(self)
        forwardCompleted()
    }

    override func disposeResources() { parent.release(self) }
}
