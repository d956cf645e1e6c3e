/// A type-erased observer.
///
/// `create` hands one to its subscribe closure; its `onNext`, `onError` and `onCompleted`
/// go straight to the library's sink without building an `Event`.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// A closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let sink: EventSink<Element>

    init(sink: EventSink<Element>) { self.sink = sink }

    /// An observer that calls `eventHandler` for each event.
    public init(eventHandler: @escaping EventHandler) {
        sink = EventHandlerSink(eventHandler)
    }

    /// Erases the type of `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        sink = observer.asEventSink()
    }

    @inlinable public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): sink.onNext(element)
        case .error(let error): sink.onError(error)
        case .completed: sink.onCompleted()
        }
    }

    /// Sends `.next(element)`.
    @inlinable public func onNext(_ element: Element) { sink.onNext(element) }
    /// Sends `.error(error)`.
    @inlinable public func onError(_ error: Swift.Error) { sink.onError(error) }
    /// Sends `.completed`.
    @inlinable public func onCompleted() { sink.onCompleted() }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// Erases the type of this observer.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
