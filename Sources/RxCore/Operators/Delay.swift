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

/// The transitions of `delay`, without locks or side effects: each returns what the sink
/// must do. Events wait in a queue with the time they are due; one drain at a time delivers
/// them; an error forwards at once, unless an element is being delivered — then it is kept
/// and forwarded as soon as that delivery returns (RxSwift's rule), so the source's thread
/// never waits for a downstream handler.
struct DelayStateMachine<Element> {
    private var queue: [(due: RxTime, event: Event<Element>)] = []
    private var head = 0
    /// What an error dropped from the queue, kept for the sink to release after its lock
    /// (``takeDropped()``): an element's deinit may dispose the subscription.
    private var dropped: [(due: RxTime, event: Event<Element>)] = []
    private var drainScheduled = false
    private var delivering = false
    private var pendingError: Swift.Error?
    private(set) var stopped = false

    enum EnqueueAction { case scheduleDrain, none }

    /// A `next` or `completed` event arrived, due at `due`.
    mutating func enqueue(_ event: Event<Element>, due: RxTime) -> EnqueueAction {
        if stopped || pendingError != nil { return .none }
        queue.append((due, event))
        if drainScheduled { return .none }
        drainScheduled = true
        return .scheduleDrain
    }

    enum ErrorAction {
        case forward(Swift.Error)
        case none
    }

    /// The source failed: what was still waiting is dropped.
    mutating func fail(_ error: Swift.Error) -> ErrorAction {
        if stopped || pendingError != nil { return .none }
        swap(&queue, &dropped)
        queue.removeAll()
        head = 0
        if delivering {
            pendingError = error
            return .none
        }
        stopped = true
        return .forward(error)
    }

    enum DrainStep {
        case deliver(Element)
        case terminate(Event<Element>)
        case wait(until: RxTime)
        case idle
    }

    /// The drain's next step at time `now`. A drain delivers at most one event: after one
    /// (`mayDeliver` false) the next waits for a timer of its own even when it is already due,
    /// as in RxSwift — so events due at the same time arrive a scheduler turn apart (a
    /// `Single`'s completion one virtual tick after its element).
    mutating func nextDrainStep(now: RxTime, mayDeliver: Bool = true) -> DrainStep {
        delivering = false
        if stopped {
            drainScheduled = false
            return .idle
        }
        if let error = pendingError {
            pendingError = nil
            stopped = true
            return .terminate(.error(error))
        }
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
            drainScheduled = false
            return .idle
        }
        let (due, event) = queue[head]
        guard mayDeliver, due <= now else { return .wait(until: due) }
        head += 1
        switch event {
        case .next(let element):
            // The queue lets go of the element now, so that emptying it (above, under the
            // sink's lock) never releases an element: its deinit may dispose the subscription.
            queue[head - 1].event = .completed
            delivering = true
            return .deliver(element)
        case .error, .completed:
            stopped = true
            return .terminate(event)
        }
    }

    /// Disposal: nothing more is delivered.
    mutating func dispose() {
        stopped = true
        queue.removeAll()
        head = 0
    }

    /// What an error dropped, to release once the sink's lock is released.
    mutating func takeDropped() -> [(due: RxTime, event: Event<Element>)] {
        var taken: [(due: RxTime, event: Event<Element>)] = []
        swap(&taken, &dropped)
        return taken
    }
}

/// `delay`'s storage: owns the lock and the timer and performs what the state machine
/// decides, never holding the lock while calling downstream.
final class DelaySink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock()
    /// The drain's timer. The source thread and the draining thread both schedule it, so
    /// each schedule carries a ticket taken under the lock.
    private let timer = TicketedSerialDisposable()
    @exclusivity(unchecked) private var state = DelayStateMachine<Element>()
    @exclusivity(unchecked) private var nextTicket = 0

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    private func enqueue(_ event: Event<Element>) {
        let due = scheduler.now.addingDispatchInterval(dueTime)
        lock.lock()
        let action = state.enqueue(event, due: due)
        let ticket = takeTicket()
        lock.unlock()
        if case .scheduleDrain = action { scheduleDrain(after: dueTime, ticket: ticket) }
    }

    /// Call with the lock held.
    private func takeTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }

    private func scheduleDrain(after interval: RxTimeInterval, ticket: Int) {
        let action = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            self?.drain()
            return DisposeNode.empty
        }
        timer.set(action, ticket: ticket)
    }

    private func drain() {
        var delivered = false
        while true {
            let now = scheduler.now
            lock.lock()
            let step = state.nextDrainStep(now: now, mayDeliver: !delivered)
            let ticket = takeTicket()
            lock.unlock()
            switch step {
            case .deliver(let element):
                downstream.onNext(element)
                delivered = true
            case .terminate(let event):
                downstream.on(event)
                dispose()
                return
            case .wait(let due):
                scheduleDrain(after: .from(seconds: max(0, due.timeIntervalSince(now))), ticket: ticket)
                return
            case .idle:
                return
            }
        }
    }

    override func onNext(_ element: Element) { enqueue(.next(element)) }
    override func onCompleted() { enqueue(.completed) }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        let action = state.fail(error)
        var dropped = state.takeDropped()
        lock.unlock()
        dropped.removeAll()
        if case .forward(let error) = action {
            downstream.onError(error)
            dispose()
        }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
        timer.dispose()
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
