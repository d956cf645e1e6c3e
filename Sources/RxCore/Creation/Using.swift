extension ObservableType {
    /// Creates a resource for each subscription, subscribes to the sequence built from it, and
    /// disposes the resource when the subscription ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingObservable(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class UsingObservable<Element, Resource: Disposable>: Observable<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        var resource: Disposable = Disposables.create()
        do {
            let created = try resourceFactory()
            resource = created
            let source = try observableFactory(created)
            let sink = ForwardSink(downstream: observer)
            return BinaryDisposable(sink.run(source), resource)
        } catch {
            observer.onError(error)
            resource.dispose()
            return DisposeNode.empty
        }
    }
}

/// Forwards everything unchanged; used where an operator only needs its own subscription.
final class ForwardSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    override func onNext(_ element: Element) { downstream.onNext(element) }
    override func onError(_ error: Swift.Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}
