extension ObservableType {
    /// Delivers every event on `scheduler`, in order. On ``MainScheduler`` events already on
    /// the main thread with nothing queued are delivered immediately.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
         ObserveOnObservable(source: asObservable(), scheduler: scheduler)
    }
}

final class ObserveOnObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        ObserveOnSink(scheduler: scheduler, downstream: observer).run(source)
    }
}

/// Queues events and drains the queue with one scheduled action at a time, so order is
/// preserved even on a concurrent scheduler.
final class ObserveOnSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = RxLock()
    @exclusivity(unchecked) private var queue: [Event<Element>] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var draining = false
    private let scheduled = SerialDisposable()

    /// Set for ``MainScheduler``: while on the main thread with nothing queued, events are
    /// delivered directly, as the main scheduler would run them inline anyway.
    private let mainScheduler: MainScheduler?

    init(scheduler: ImmediateSchedulerType, downstream: EventSink<Element>) {
        self.scheduler = scheduler
        mainScheduler = scheduler as? MainScheduler
        super.init(downstream: downstream)
    }

    /// `true` when the event may skip the queue: nothing is queued or draining. Events are
    /// serial, so no other event can slip in between this check and the delivery; the lock
    /// only makes the drain's flags visible. Returns with the lock held when `true`.
    @inline(__always)
    private func lockForDirectDelivery() -> Bool {
        guard let mainScheduler, mainScheduler.canRunInline else { return false }
        lock.lock()
        if draining || isDisposed {
            lock.unlock()
            return false
        }
        return true
    }

    private func enqueue(_ event: Event<Element>) {
        lock.lock()
        queue.append(event)
        if draining {
            lock.unlock()
            return
        }
        draining = true
        lock.unlock()
        scheduled.disposable = scheduler.schedule(()) { [weak self] _ in
            self?.drain()
            return DisposeNode.empty
        }
    }

    override func onNext(_ element: Element) {
        if lockForDirectDelivery() {
            lock.unlock()
            downstream.onNext(element)
            return
        }
        enqueue(.next(element))
    }

    override func onError(_ error: Swift.Error) { enqueue(.error(error)) }
    override func onCompleted() { enqueue(.completed) }

    private func drain() {
        while true {
            lock.lock()
            if isDisposed || head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
                draining = false
                lock.unlock()
                return
            }
            let event = queue[head]
            head += 1
            lock.unlock()
            switch event {
            case .next(let element): downstream.onNext(element)
            case .error(let error):
                forwardError(error)
                return
            case .completed:
                forwardCompleted()
                return
            }
        }
    }

    override func disposeResources() { scheduled.dispose() }
}

extension ObservableType {
    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnObservable(source: asObservable(), scheduler: scheduler)
    }
}

final class SubscribeOnObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = ForwardSink(downstream: observer)
        let inner = SingleAssignmentDisposable()
        let source = self.source
        let scheduling = scheduler.schedule(()) { _ in
            inner.setDisposable(ScheduledDisposable(scheduler: self.scheduler, disposable: source.subscribe(sink: sink)))
            return DisposeNode.empty
        }
        sink.setUpstream(Disposables.create(scheduling, inner))
        return sink
    }
}
