/// Something that receives the events of a sequence.
public protocol ObserverType {
    /// The type of elements received.
    associatedtype Element
    /// Delivers one event. Callers send events serially and never after a terminal event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// An observer of `Result` that transforms each element before handing it to `self`.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            switch event {
            case .next(let value):
                do { self.on(.next(try transform(value))) } catch { self.on(.error(error)) }
            case .error(let error): self.on(.error(error))
            case .completed: self.on(.completed)
            }
        }
    }
}
