/// The library's internal observer: every operator stage, subject subscription and
/// subscriber is one. Elements travel through `onNext` directly instead of being wrapped in
/// `Event`, because building and switching over a generic enum in unspecialised code costs
/// an order of magnitude more than the call itself.
@usableFromInline
class EventSink<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }

    @usableFromInline func onNext(_ element: Element) { fatalError("abstract") }
    @usableFromInline func onError(_ error: Swift.Error) { fatalError("abstract") }
    @usableFromInline func onCompleted() { fatalError("abstract") }

    @usableFromInline final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }
}

/// An `EventSink` that forwards to a closure receiving `Event`s.
final class EventHandlerSink<Element>: EventSink<Element>, @unchecked Sendable {
    private let handler: (Event<Element>) -> Void
    init(_ handler: @escaping (Event<Element>) -> Void) { self.handler = handler }
    override func onNext(_ element: Element) { handler(.next(element)) }
    override func onError(_ error: Swift.Error) { handler(.error(error)) }
    override func onCompleted() { handler(.completed) }
}

/// An `EventSink` that forwards to any `ObserverType`.
final class ObserverAdapterSink<Observer: ObserverType>: EventSink<Observer.Element>, @unchecked Sendable {
    private let observer: Observer
    init(_ observer: Observer) { self.observer = observer }
    override func onNext(_ element: Observer.Element) { observer.on(.next(element)) }
    override func onError(_ error: Swift.Error) { observer.on(.error(error)) }
    override func onCompleted() { observer.on(.completed) }
}

extension ObserverType {
    /// This observer as the library's internal sink, without wrapping when it already is one.
    func asEventSink() -> EventSink<Element> {
        if let sink = self as? EventSink<Element> { return sink }
        if let any = self as? AnyObserver<Element> { return any.sink }
        return ObserverAdapterSink(self)
    }
}
