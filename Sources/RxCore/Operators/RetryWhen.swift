extension ObservableType {
    /// Resubscribes to the source after an error when the sequence `notificationHandler`
    /// builds from the errors emits. The handler's sequence is consulted only after an error:
    /// its next element resubscribes (at that moment), its completion completes the whole,
    /// its error fails it. Errors that are not a `Failure` fail the sequence at once.
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenObservable(source: asObservable()) { notificationHandler($0).asObservable().map { _ in () } }
    }

    /// Resubscribes to the source after an error when the sequence `notificationHandler`
    /// builds from the errors emits (see ``retry(when:)-((Observable<Failure>)->TriggerObservable)``).
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenObservable<Element, Swift.Error>(source: asObservable()) {
            notificationHandler($0).asObservable().map { _ in () }
        }
    }

    /// RxSwift 5's name for `retry(when:)` with a typed error; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift 5's name for `retry(when:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequence {
    /// `retry(when:)` of the trait's sequence.
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: asObservableForRetry().retry(when: notificationHandler))
    }

    /// `retry(when:)` of the trait's sequence, for any error.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: asObservableForRetry().retry(when: notificationHandler))
    }

    private func asObservableForRetry() -> Observable<Element> { primitiveSequence.source }
}

final class RetryWhenObservable<Element, Failure: Swift.Error>: Observable<Element> {
    private let source: Observable<Element>
    private let makeTrigger: (Observable<Failure>) -> Observable<Void>

    init(source: Observable<Element>, makeTrigger: @escaping (Observable<Failure>) -> Observable<Void>) {
        self.source = source
        self.makeTrigger = makeTrigger
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = RetryWhenSink<Element, Failure>(source: source, downstream: observer)
        sink.start(trigger: makeTrigger(sink.errors.asObservable()))
        return sink
    }
}

/// Runs the source; on an error of the handled type, listens to the trigger (the handler's
/// sequence, shared through `notifier`) for one event: next resubscribes, a terminal event
/// ends the whole. The source's and the trigger's events are serialized by a recursive lock.
/// A retry subscribes again at once (see ``SteppingSink``).
final class RetryWhenSink<Element, Failure: Swift.Error>: SteppingSink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    let errors = PublishSubject<Failure>()
    private let notifier = PublishSubject<Void>()
    private let lock = RxLock(recursive: true)
    private let handlerSubscription = SingleAssignmentDisposable()
    private let sourceSubscription = SerialDisposable()
    private let triggerSubscription = SerialDisposable()
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var stopped = false

    init(source: Observable<Element>, downstream: EventSink<Element>) {
        self.source = source
        super.init(downstream: downstream)
    }

    func start(trigger: Observable<Void>) {
        handlerSubscription.setDisposable(trigger.subscribe(sink: notifier.asEventSink()))
        moveNext()
    }

    /// Subscribes to the source again.
    override func step() {
        if isDisposed { return }
        let current: Int = lock.withLock {
            generation += 1
            return generation
        }
        let observer = RetryWhenSourceObserver(parent: self, generation: current)
        sourceSubscription.replace { source.subscribe(sink: observer) }
    }

    func sourceNext(_ element: Element, generation: Int) {
        lock.lock()
        if !stopped && generation == self.generation { downstream.onNext(element) }
        lock.unlock()
    }

    func sourceCompleted(generation: Int) {
        forwardTermination(.completed, under: lock) { stop(generation) }
    }

    /// Whether events of `generation` still end the whole; if so, nothing else will. Call
    /// with the lock held.
    private func stop(_ generation: Int) -> Bool {
        guard !stopped, generation == self.generation else { return false }
        stopped = true
        return true
    }

    func sourceFailed(_ error: Swift.Error, generation: Int) {
        lock.lock()
        guard !stopped, generation == self.generation else {
            lock.unlock()
            return
        }
        guard let failure = error as? Failure else {
            stopped = true
            downstream.onError(error)
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
        sourceSubscription.disposable = DisposeNode.empty
        // Listen for the trigger's answer to this error, then tell the handler.
        triggerSubscription.replace {
            notifier.subscribe(sink: RetryWhenTriggerObserver(parent: self, generation: generation))
        }
        errors.onNext(failure)
    }

    func triggerNext(generation: Int) {
        let retry: Bool = lock.withLock { !stopped && generation == self.generation }
        guard retry else { return }
        triggerSubscription.disposable = DisposeNode.empty
        moveNext()
    }

    func triggerEnded(_ error: Swift.Error?, generation: Int) {
        forwardTermination(error.map { .error($0) } ?? .completed, under: lock) { stop(generation) }
    }

    override func disposeResources() {
        lock.withLock { stopped = true }
        sourceSubscription.dispose()
        triggerSubscription.dispose()
        handlerSubscription.dispose()
    }
}

final class RetryWhenSourceObserver<Element, Failure: Swift.Error>: EventSink<Element>, @unchecked Sendable {
    private let parent: RetryWhenSink<Element, Failure>
    private let generation: Int
    init(parent: RetryWhenSink<Element, Failure>, generation: Int) {
        self.parent = parent
        self.generation = generation
    }
    override func onNext(_ element: Element) { parent.sourceNext(element, generation: generation) }
    override func onError(_ error: Swift.Error) { parent.sourceFailed(error, generation: generation) }
    override func onCompleted() { parent.sourceCompleted(generation: generation) }
}

final class RetryWhenTriggerObserver<Element, Failure: Swift.Error>: EventSink<Void>, @unchecked Sendable {
    private let parent: RetryWhenSink<Element, Failure>
    private let generation: Int
    init(parent: RetryWhenSink<Element, Failure>, generation: Int) {
        self.parent = parent
        self.generation = generation
    }
    override func onNext(_ element: Void) { parent.triggerNext(generation: generation) }
    override func onError(_ error: Swift.Error) { parent.triggerEnded(error, generation: generation) }
    override func onCompleted() { parent.triggerEnded(nil, generation: generation) }
}
