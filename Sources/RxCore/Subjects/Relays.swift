/// A ``PublishSubject`` that never terminates: it only accepts elements.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {}

    /// Sends `event` to the current observers.
    @inlinable public func accept(_ event: Element) { subject.publishNext(event) }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { subject.hasObservers }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable that never errors or completes.
    public func asObservable() -> Observable<Element> { subject }
}

/// A ``BehaviorSubject`` that never terminates: it holds a current `value` that new
/// subscribers receive first.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// The current value.
    public var value: Element {
        // A relay never errors and is never disposed, so the subject cannot throw.
        try! subject.value()
    }

    /// Stores `event` as the current value and sends it to the current observers.
    @inlinable public func accept(_ event: Element) { subject.publishNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable that never errors or completes.
    public func asObservable() -> Observable<Element> { subject }
}

/// A ``ReplaySubject`` that never terminates.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay that replays at most `bufferSize` of the latest elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element.
    public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Buffers `event` and sends it to the current observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable that never errors or completes.
    public func asObservable() -> Observable<Element> { subject }
}

extension ObservableType {
    /// Sends every element to the relays; an error is reported to ``Hooks/bindingErrorHandler``
    /// and completion is not forwarded, since relays never terminate.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension PublishRelay {
    /// The relay as an `Infallible`: relays never fail.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: relays never fail.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: relays never fail.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
