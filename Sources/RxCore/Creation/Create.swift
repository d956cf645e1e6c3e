import Synchronization

extension ObservableType {
    /// A sequence whose events are sent by `subscribe` to the observer it receives, once per
    /// subscription. The returned disposable runs when the subscription ends — after a
    /// terminal event or on `dispose()`. Events after a terminal event or after disposal
    /// are dropped.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        CreateObservable(subscribe)
    }
}

@usableFromInline
final class CreateObservable<Element>: Observable<Element> {
    @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> Disposable
    @usableFromInline let sinkType: CreateSink<Element>.Type

    @inlinable
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        sinkType = CreateSink<Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = sinkType.init(downstream: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(sink: sink)))
        return sink
    }
}

/// Receives the events a `create` closure sends; drops anything after a terminal event or
/// disposal, since user code can keep its observer and call it at any time.
@usableFromInline
final class CreateSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let stopped = Atomic<Bool>(false)
    private let checker = SynchronizationChecker()

    override func onNext(_ element: Element) {
        if stopped.load(ordering: .relaxed) || isDisposed { return }
        let entered = checker.enter("an Observable.create observer")
        downstream.onNext(element)
        checker.leave(entered)
    }

    override func onError(_ error: Swift.Error) {
        if isDisposed || stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardError(error)
    }

    override func onCompleted() {
        if isDisposed || stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardCompleted()
    }
}
