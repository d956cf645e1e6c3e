extension ObservableType {
    /// A sequence that completes immediately.
    public static func empty() -> Observable<Element> { EmptyObservable() }

    /// A sequence that never sends anything.
    public static func never() -> Observable<Element> { NeverObservable() }

    /// A sequence that fails immediately with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorObservable(error) }
}

final class EmptyObservable<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        observer.onCompleted()
        return DisposeNode.empty
    }
}

final class NeverObservable<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> DisposeNode { .empty }
}

final class ErrorObservable<Element>: Observable<Element> {
    private let error: Swift.Error
    init(_ error: Swift.Error) { self.error = error }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        observer.onError(error)
        return DisposeNode.empty
    }
}
