extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeoutObservable(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the subscription or
    /// of the previous element.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
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

/// The transitions of `timeout`, without locks or side effects: each element starts a new
/// generation of the timer; only the current generation's timer fires, and once it has (or
/// the source ended) the source's events are dropped.
struct TimeoutStateMachine {
    private var generation = 0
    private(set) var switched = false

    /// The source sent an element: forward it and restart the timer under the returned
    /// generation; `nil` once the timer fired or the source ended.
    mutating func sourceNext() -> Int? {
        if switched { return nil }
        generation += 1
        return generation
    }

    /// The source ended: `true` when its terminal event is forwarded.
    mutating func sourceTerminated() -> Bool {
        if switched { return false }
        switched = true
        return true
    }

    /// The timer of `firedGeneration` fired: `true` when it times the source out.
    mutating func timerFired(_ firedGeneration: Int) -> Bool {
        guard !switched, firedGeneration == generation else { return false }
        switched = true
        return true
    }

    mutating func dispose() { switched = true }
}

/// `timeout`'s storage. Its recursive lock serializes the source's events with the timer's
/// error, which arrives on another thread, as RxSwift's does.
final class TimeoutSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()
    @exclusivity(unchecked) private var state = TimeoutStateMachine()

    init(dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType, downstream: EventSink<Element>)
    {
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
            self?.timerFired(generation)
            return DisposeNode.empty
        }
    }

    private func timerFired(_ generation: Int) {
        lock.lock()
        let timedOut = state.timerFired(generation)
        lock.unlock()
        guard timedOut else { return }
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
        guard let generation = state.sourceNext() else {
            lock.unlock()
            return
        }
        downstream.onNext(element)
        lock.unlock()
        startTimer(generation: generation)
    }

    func sourceTerminated(_ termination: Termination) {
        forwardTermination(termination, under: lock) { state.sourceTerminated() }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
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
