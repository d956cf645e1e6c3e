extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeoutObservable(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the subscription or
    /// of the previous element.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        TimeoutObservable(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final class TimeoutObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, downstream: observer)
        sink.start(source)
        return sink
    }
}

final class TimeoutSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var switched = false

    init(dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func start(_ source: Observable<Element>) {
        startTimer(generation: 0)
        let observer = TimeoutSourceObserver(self)
        subscription.replace { source.subscribe(sink: observer) }
    }

    private func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { [weak self] generation in
            self?.fire(generation)
            return DisposeNode.empty
        }
    }

    private func fire(_ generation: Int) {
        lock.lock()
        guard !switched, generation == self.generation, !isDisposed else {
            lock.unlock()
            return
        }
        switched = true
        lock.unlock()
        if let other {
            subscription.replace { other.subscribe(sink: ForwardingObserver(self)) }
        } else {
            lock.lock()
            downstream.onError(RxError.timeout)
            lock.unlock()
            dispose()
        }
    }

    func sourceNext(_ element: Element) {
        lock.lock()
        if switched || isDisposed {
            lock.unlock()
            return
        }
        generation += 1
        let current = generation
        downstream.onNext(element)
        lock.unlock()
        startTimer(generation: current)
    }

    func sourceTerminated(_ event: Event<Element>) {
        lock.lock()
        if switched || isDisposed {
            lock.unlock()
            return
        }
        switched = true
        downstream.on(event)
        lock.unlock()
        dispose()
    }

    override func disposeResources() {
        timer.dispose()
        subscription.dispose()
    }
}

final class TimeoutSourceObserver<Element>: EventSink<Element>, @unchecked Sendable {
    private let parent: TimeoutSink<Element>
    init(_ parent: TimeoutSink<Element>) { self.parent = parent }
    override func onNext(_ element: Element) { parent.sourceNext(element) }
    override func onError(_ error: Swift.Error) { parent.sourceTerminated(.error(error)) }
    override func onCompleted() { parent.sourceTerminated(.completed) }
}
