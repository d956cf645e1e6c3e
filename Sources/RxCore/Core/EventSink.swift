/// The library's internal observer: every operator stage, subject subscription and
/// subscriber is one. Elements travel through `onNext` directly instead of being wrapped in
/// `Event`, because building and switching over a generic enum in unspecialised code costs
/// an order of magnitude more than the call itself.
/// The root of the library's own subscription objects. Internally a subscription is held as
/// a `DisposeNode` — one pointer, disposed through the vtable — instead of a `Disposable`
/// existential, whose boxing and copying cost more than the disposal itself.
@usableFromInline
class DisposeNode: Disposable, @unchecked Sendable {
    @usableFromInline init() {}
    @usableFromInline func dispose() {}

    /// A node that disposes nothing.
    static let empty = DisposeNode()

    /// Whether this is a plain node — `empty` or any other instance of this exact class —
    /// whose `dispose()` does nothing.
    @inline(__always) final var isNoOp: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(DisposeNode.self)
    }
}

/// Wraps a `Disposable` that is not one of the library's nodes.
final class ForeignDisposable: DisposeNode, @unchecked Sendable {
    private let wrapped: Disposable
    init(_ wrapped: Disposable) { self.wrapped = wrapped }
    override func dispose() { wrapped.dispose() }
}

extension DisposeNode {
    /// `disposable` as a node, wrapped only if it is not one already.
    static func from(_ disposable: Disposable) -> DisposeNode {
        // `Disposables.create()` — what most `create` closures return — is recognised by its
        // type alone: a node of exactly this class disposes nothing, like `empty`. The
        // dynamic cast below costs more than the rest of a subscription's hand-over.
        if ObjectIdentifier(type(of: disposable)) == ObjectIdentifier(DisposeNode.self) { return .empty }
        if let node = disposable as? DisposeNode { return node }
        return ForeignDisposable(disposable)
    }
}

@usableFromInline
class EventSink<Element>: DisposeNode, ObserverType, @unchecked Sendable {
    @usableFromInline override init() {
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    @usableFromInline func onNext(_ element: Element) { fatalError("abstract") }
    @usableFromInline func onError(_ error: Swift.Error) { fatalError("abstract") }
    @usableFromInline func onCompleted() { fatalError("abstract") }

    @inlinable final func on(_ event: Event<Element>) {
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
