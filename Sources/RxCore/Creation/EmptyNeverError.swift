extension ObservableType {
    /// A sequence that completes immediately.
    public static func empty() -> Observable<Element> { EmptyObservable() }

    /// A sequence that never sends anything.
    public static func never() -> Observable<Element> { NeverObservable() }

    /// A sequence that fails immediately with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorObservable(error) }
}

final class EmptyObservable<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> Disposable {
        observer.onCompleted()
        return Disposables.create()
    }
}

final class NeverObservable<Element>: Observable<Element> {
    override func run(_ observer: EventSink<Element>) -> Disposable { Disposables.create() }
}

final class ErrorObservable<Element>: Observable<Element> {
    private let error: Swift.Error
    init(_ error: Swift.Error) { self.error = error }

    override func run(_ observer: EventSink<Element>) -> Disposable {
        observer.onError(error)
        return Disposables.create()
    }
}
