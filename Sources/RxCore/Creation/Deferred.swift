extension ObservableType {
    /// Calls `observableFactory` on every subscription and subscribes to what it returns; a
    /// thrown error becomes the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        DeferredObservable(observableFactory)
    }
}

final class DeferredObservable<Element>: Observable<Element> {
    private let factory: () throws -> Observable<Element>
    init(_ factory: @escaping () throws -> Observable<Element>) { self.factory = factory }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        do {
            return try factory().subscribe(sink: observer)
        } catch {
            observer.onError(error)
            return DisposeNode.empty
        }
    }
}
