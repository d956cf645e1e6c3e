extension ObservableType {
    /// On each element, combines it with `second`'s latest element; elements arriving before
    /// `second` has emitted are dropped. Completes with this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFromObservable(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// On each element, emits `second`'s latest element.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

final class WithLatestFromObservable<First, Second, Result>: Observable<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: EventSink<Result>) -> DisposeNode {
        let sink = WithLatestFromSink(resultSelector: resultSelector, downstream: observer)
        let secondObserver = WithLatestFromSecondObserver(parent: sink)
        sink.secondSubscription.setDisposable(secondObserver)
        secondObserver.setUpstream(second.subscribe(sink: secondObserver))
        if !sink.isDisposed { sink.setUpstream(first.subscribe(sink: sink)) }
        return sink
    }
}

final class WithLatestFromSink<First, Second, Result>: Sink<First, Result>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    let latest = LatestValue<Second>()
    let secondSubscription = SingleAssignmentDisposable()
    private let resultSelector: (First, Second) throws -> Result
    @exclusivity(unchecked) private var stopped = false

    init(resultSelector: @escaping (First, Second) throws -> Result, downstream: EventSink<Result>) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: First) {
        lock.lock()
        guard !stopped, latest.isSet else {
            lock.unlock()
            return
        }
        do {
            downstream.onNext(try resultSelector(element, latest.value))
            lock.unlock()
        } catch {
            stopped = true
            downstream.onError(error)
            lock.unlock()
            dispose()
        }
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func onCompleted() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        downstream.onCompleted()
        lock.unlock()
        dispose()
    }

    override func disposeResources() { secondSubscription.dispose() }
}

final class WithLatestFromSecondObserver<First, Second, Result>: DisposableSink<Second>, @unchecked Sendable {
    private weak var parent: WithLatestFromSink<First, Second, Result>?

    init(parent: WithLatestFromSink<First, Second, Result>) { self.parent = parent }

    override func onNext(_ element: Second) {
        guard let parent else { return }
        parent.lock.withLock { parent.latest.set(element) }
    }

    override func onError(_ error: Swift.Error) { parent?.onError(error) }
    override func onCompleted() { dispose() }
}
