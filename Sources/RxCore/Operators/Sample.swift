extension ObservableType {
    /// Emits the source's latest element each time `sampler` emits — if the source sent one
    /// since the previous sample; otherwise `defaultValue`, when given. `sampler`'s completion
    /// samples once more; the whole completes at the first sample after the source completed.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleObservable(
            source: asObservable(), sampler: sampler.asObservable().map { _ in () }, defaultValue: defaultValue)
    }
}

final class SampleObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<Void>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Void>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = SampleSink(defaultValue: defaultValue, downstream: observer)
        sink.sourceSubscription.setDisposable(source.subscribe(sink: sink))
        let samplerObserver = SamplerObserver(parent: sink)
        sink.setUpstream(samplerObserver)
        samplerObserver.setUpstream(sampler.subscribe(sink: samplerObserver))
        return sink
    }
}

/// Keeps the source's latest element; a recursive lock serializes the source's and the
/// sampler's events, as RxSwift's does.
final class SampleSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    /// The source's subscription, ended as soon as the source completes (as RxSwift does);
    /// the sampler's is the sink's upstream.
    let sourceSubscription = SingleAssignmentDisposable()
    private let defaultValue: Element?
    @exclusivity(unchecked) private var latest: Element?
    @exclusivity(unchecked) private var sourceDone = false
    @exclusivity(unchecked) private var stopped = false

    init(defaultValue: Element?, downstream: EventSink<Element>) {
        self.defaultValue = defaultValue
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.withLock { latest = element }
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { stop() }
    }

    /// Whether this terminal event is the one to forward. Call with the lock held.
    private func stop() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }

    override func onCompleted() {
        lock.withLock { sourceDone = true }
        sourceSubscription.dispose()
    }

    /// The sampler emitted or completed.
    func sample() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        if let element = latest ?? defaultValue {
            latest = nil
            downstream.onNext(element)
        }
        let ends = sourceDone
        if ends {
            stopped = true
            downstream.onCompleted()
        }
        lock.unlock()
        if ends { dispose() }
    }

    override func disposeResources() { sourceSubscription.dispose() }
}

final class SamplerObserver<Element>: DisposableSink<Void>, @unchecked Sendable {
    private weak var parent: SampleSink<Element>?
    init(parent: SampleSink<Element>) { self.parent = parent }
    override func onNext(_ element: Void) { parent?.sample() }
    override func onError(_ error: Swift.Error) { parent?.onError(error) }
    override func onCompleted() { parent?.sample() }
}
