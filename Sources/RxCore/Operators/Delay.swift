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

/// Queues each event with the time it is due and drains the queue with one scheduled action
/// at a time, so events keep their order even on a concurrent scheduler.
final class DelaySink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var queue: [(due: RxTime, event: Event<Element>)] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var drainScheduled = false
    @exclusivity(unchecked) private var stopped = false

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    private func enqueue(_ event: Event<Element>) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        queue.append((scheduler.now.addingDispatchInterval(dueTime), event))
        let schedule = !drainScheduled
        drainScheduled = true
        lock.unlock()
        if schedule { scheduleDrain(after: dueTime) }
    }

    private func scheduleDrain(after interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            self?.drain()
            return DisposeNode.empty
        }
    }

    private func drain() {
        lock.lock()
        while !stopped && head < queue.count && queue[head].due <= scheduler.now {
            let event = queue[head].event
            head += 1
            switch event {
            case .next(let element):
                downstream.onNext(element)
            case .completed, .error:
                stopped = true
                downstream.on(event)
                lock.unlock()
                dispose()
                return
            }
        }
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
            drainScheduled = false
            lock.unlock()
            return
        }
        let wait = queue[head].due.timeIntervalSince(scheduler.now)
        lock.unlock()
        scheduleDrain(after: .from(seconds: wait))
    }

    override func onNext(_ element: Element) { enqueue(.next(element)) }
    override func onCompleted() { enqueue(.completed) }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        queue.removeAll()
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func disposeResources() { timer.dispose() }
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
