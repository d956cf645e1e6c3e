extension ObservableType {
    /// Shifts every `next` and the completion forward by `dueTime`; an error is forwarded at
    /// once and drops what is still pending.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        lift { DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: $0) }
    }

    /// Subscribes to the source after `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) private var pending: [Int: Disposable] = [:]
    @exclusivity(unchecked) private var nextKey = 0
    @exclusivity(unchecked) private var delivered: Set<Int> = []
    @exclusivity(unchecked) private var stopped = false

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    private func schedule(_ event: Event<Element>) {
        lock.lock()
        let key = nextKey
        nextKey += 1
        lock.unlock()
        let disposable = scheduler.scheduleRelative(event, dueTime: dueTime) { [weak self] event in
            self?.deliver(event, key: key)
            return DisposeNode.empty
        }
        lock.lock()
        if delivered.remove(key) == nil && !isDisposed { pending[key] = disposable }
        lock.unlock()
    }

    private func deliver(_ event: Event<Element>, key: Int) {
        lock.lock()
        if pending.removeValue(forKey: key) == nil { delivered.insert(key) }
        if stopped {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            downstream.onNext(element)
            lock.unlock()
        case .completed:
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
        case .error:
            lock.unlock()
        }
    }

    override func onNext(_ element: Element) { schedule(.next(element)) }
    override func onCompleted() { schedule(.completed) }

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

    override func disposeResources() {
        let all: [Disposable] = lock.withLock {
            stopped = true
            let all = Array(pending.values)
            pending.removeAll()
            return all
        }
        for disposable in all { disposable.dispose() }
    }
}

final class DelaySubscriptionObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = ForwardSink(downstream: observer)
        let inner = SingleAssignmentDisposable()
        let source = self.source
        let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            inner.setDisposable(source.subscribe(sink: sink))
            return DisposeNode.empty
        }
        sink.setUpstream(Disposables.create(timer, inner))
        return sink
    }
}
