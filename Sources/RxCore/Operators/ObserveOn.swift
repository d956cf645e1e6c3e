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

/// The transitions of `observe(on:)`, without locks or side effects: events wait in a FIFO
/// queue; one drain at a time takes them out.
struct ObserveOnStateMachine<Element> {
    private var queue: [Event<Element>] = []
    private var head = 0
    private var draining = false
    private var disposed = false

    /// Whether an event may skip the queue: nothing queued, no drain under way.
    var isIdle: Bool { !draining && !disposed }

    enum EnqueueAction { case scheduleDrain, none }

    mutating func enqueue(_ event: Event<Element>) -> EnqueueAction {
        if disposed { return .none }
        queue.append(event)
        if draining { return .none }
        draining = true
        return .scheduleDrain
    }

    /// The next event to deliver, or `nil` when the drain ends (nothing left, or disposed).
    mutating func dequeue() -> Event<Element>? {
        if disposed || head == queue.count {
            endDrain()
            return nil
        }
        let event = queue[head]
        head += 1
        return event
    }

    /// After one event of a one-event-per-action drain: whether another action is needed.
    mutating func needsAnotherAction() -> Bool {
        if disposed || head == queue.count {
            endDrain()
            return false
        }
        return true
    }

    mutating func dispose() {
        disposed = true
        queue.removeAll()
        head = 0
    }

    private mutating func endDrain() {
        queue.removeAll(keepingCapacity: true)
        head = 0
        draining = false
    }
}

/// `observe(on:)`'s storage: the lock, the scheduled action and the delivery.
///
/// As in RxSwift, each event is its own scheduled action (a virtual-time scheduler delivers
/// two elements sent at one tick one tick apart), except on dispatch-queue schedulers, where
/// one queue turn delivers everything queued so far: the order is the same and no clock can
/// tell the difference, but a queue hop per element would cost more than the element.
final class ObserveOnSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = RxLock()
    @exclusivity(unchecked) private var state = ObserveOnStateMachine<Element>()
    private let scheduled = SerialDisposable()
    /// Whether one scheduled action delivers every queued event (dispatch queues).
    private let drainsInBatches: Bool
    private let isOnSerialQueue: Bool

    /// Set for ``MainScheduler``: on the main queue with nothing of the scheduler's queued,
    /// an event is delivered directly, as the main scheduler would run it inline anyway.
    private let mainScheduler: MainScheduler?

    init(scheduler: ImmediateSchedulerType, downstream: EventSink<Element>) {
        self.scheduler = scheduler
        let main = scheduler as? MainScheduler
        mainScheduler = main
        // One cast for the common case (Drivers on the main scheduler); the rest only for
        // other schedulers.
        if main != nil {
            drainsInBatches = true
            isOnSerialQueue = true
        } else {
            isOnSerialQueue = scheduler is SerialDispatchQueueScheduler
            drainsInBatches = isOnSerialQueue || scheduler is ConcurrentDispatchQueueScheduler || scheduler is ConcurrentMainScheduler
        }
        super.init(downstream: downstream)
        #if DEBUG || TRACE_RESOURCES
        if isOnSerialQueue { Resources.changeSerialDispatchQueueObservables(by: 1) }
        #endif
    }

    #if DEBUG || TRACE_RESOURCES
    deinit {
        if isOnSerialQueue { Resources.changeSerialDispatchQueueObservables(by: -1) }
    }
    #endif

    /// Events are serial, so no other event of this sink can slip in between this check and
    /// a direct delivery.
    @inline(__always)
    private var isIdle: Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.isIdle
    }

    private func enqueue(_ event: Event<Element>) {
        lock.lock()
        let action = state.enqueue(event)
        lock.unlock()
        if case .scheduleDrain = action { scheduleDrain() }
    }

    private func scheduleDrain() {
        scheduled.disposable = scheduler.schedule(()) { [weak self] _ in
            self?.drain()
            return DisposeNode.empty
        }
    }

    override func onNext(_ element: Element) {
        if let mainScheduler, isIdle, mainScheduler.runInlineIfPossible({ downstream.onNext(element) }) {
            return
        }
        enqueue(.next(element))
    }

    override func onError(_ error: Swift.Error) { enqueue(.error(error)) }
    override func onCompleted() { enqueue(.completed) }

    private func drain() {
        while true {
            lock.lock()
            let next = state.dequeue()
            lock.unlock()
            guard let event = next else { return }
            switch event {
            case .next(let element): downstream.onNext(element)
            case .error(let error):
                forwardError(error)
                return
            case .completed:
                forwardCompleted()
                return
            }
            if !drainsInBatches {
                lock.lock()
                let again = state.needsAnotherAction()
                lock.unlock()
                if again { scheduleDrain() }
                return
            }
        }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
        scheduled.dispose()
    }
}

extension ObservableType {
    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    ///
    /// As in RxSwift, the source is subscribed to as it is: a custom `ObservableType` (a test
    /// observable, say) is not wrapped by `asObservable()`, so the disposal that follows its
    /// terminal event also travels through `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let observable = self as? Observable<Element> {
            return SubscribeOnObservable(scheduler: scheduler) { observable.subscribe(sink: $0) }
        }
        return SubscribeOnObservable(scheduler: scheduler) { DisposeNode.from(self.subscribe($0)) }
    }
}

final class SubscribeOnObservable<Element>: Observable<Element> {
    private let subscribeToSource: (EventSink<Element>) -> DisposeNode
    private let scheduler: ImmediateSchedulerType

    init(scheduler: ImmediateSchedulerType, subscribeToSource: @escaping (EventSink<Element>) -> DisposeNode) {
        self.subscribeToSource = subscribeToSource
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = ForwardSink(downstream: observer)
        let inner = SingleAssignmentDisposable()
        let subscribeToSource = self.subscribeToSource
        let scheduler = self.scheduler
        let scheduling = scheduler.schedule(()) { _ in
            inner.setDisposable(ScheduledDisposable(scheduler: scheduler, disposable: subscribeToSource(sink)))
            return DisposeNode.empty
        }
        sink.setUpstream(Disposables.create(scheduling, inner))
        return sink
    }
}
