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
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        let shared = subject
        return ConnectableObservableAdapter(source: asObservable(), makeSubject: { shared }, reusesSubject: true)
    }

    /// Subscribers share a subject made by `makeSubject` for each connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () throws -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { try makeSubject() }, reusesSubject: false)
    }

    /// For each subscription: makes a subject, lets `selector` build a sequence from the
    /// shared source (every subscription `selector` makes shares one), subscribes to it, then
    /// connects the source. A throwing `subjectSelector` or `selector` fails the subscription.
    public func multicast<Subject: SubjectType, Result>(_ subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) -> Observable<Result> where Subject.Observer.Element == Element {
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

    /// `multicast` with a `PublishSubject`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }

    /// `multicast` with a `ReplaySubject` of `bufferSize`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// `multicast` with an unbounded `ReplaySubject`.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbounded())
    }
}

final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    typealias Element = Subject.Element

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () throws -> Subject
    private let reusesSubject: Bool
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) private var subject: Subject?
    @exclusivity(unchecked) private var connection: SingleAssignmentDisposable?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () throws -> Subject, reusesSubject: Bool) {
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

    override func connect() -> Disposable {
        let subject: Subject
        do { subject = try currentSubject() } catch { return Disposables.create() }
        let (connection, isNew): (SingleAssignmentDisposable, Bool) = lock.withLock {
            if let connection = self.connection { return (connection, false) }
            let connection = SingleAssignmentDisposable()
            self.connection = connection
            return (connection, true)
        }
        guard isNew else { return connection }
        let subscription = source.subscribe(sink: subject.asObserver().asEventSink())
        connection.setDisposable(subscription)
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                if self.connection === connection {
                    self.connection = nil
                    if !self.reusesSubject { self.subject = nil }
                }
            }
            connection.dispose()
        }
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

    /// Called once per subscriber when its subscription ends; the last one disconnects.
    func release(_ sink: RefCountSink<Source>) {
        let toDispose: Disposable? = lock.withLock {
            guard sink.isCounted else { return nil }
            sink.isCounted = false
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

    init(parent: RefCountObservable<Source>, downstream: EventSink<Source.Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source.Element) { downstream.onNext(element) }
    override func onError(_ error: Swift.Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }

    override func disposeResources() { parent.release(self) }
}
