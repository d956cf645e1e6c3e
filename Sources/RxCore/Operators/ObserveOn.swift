extension ObservableType {
    /// Delivers every event on `scheduler`, in order. On ``MainScheduler`` events already on
    /// the main thread with nothing queued are delivered immediately.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnObservable(source: asObservable(), scheduler: scheduler)
    }
}

@usableFromInline
final class ObserveOnObservable<Element>: Observable<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: ObserveOnSink<Element>.Type

    @inlinable
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        sinkType = ObserveOnSink<Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        sinkType.init(scheduler: scheduler, downstream: observer).run(source)
    }
}

/// The transitions of `observe(on:)`, without locks or side effects: how many events wait
/// (the sink keeps them, in order), and whether a drain is under way — one at a time. Not
/// generic, so a subscription needs no metadata for it.
struct ObserveOnStateMachine {
    private(set) var waiting = 0
    private var draining = false
    private var disposed = false

    /// Whether an event may skip the queue: nothing queued, no drain under way.
    var isIdle: Bool { !draining && !disposed }

    enum EnqueueAction {
        /// Keep the event and schedule a drain.
        case scheduleDrain
        /// Keep the event: the drain under way will deliver it.
        case queue
        /// Disposed: drop it.
        case drop
    }

    mutating func enqueue() -> EnqueueAction {
        if disposed { return .drop }
        waiting += 1
        if draining { return .queue }
        draining = true
        return .scheduleDrain
    }

    /// Whether the drain takes the next waiting event; `false` ends the drain (nothing left,
    /// or disposed).
    mutating func dequeue() -> Bool {
        if disposed || waiting == 0 {
            draining = false
            return false
        }
        waiting -= 1
        return true
    }

    /// After one event of a one-event-per-action drain: whether another action is needed.
    mutating func needsAnotherAction() -> Bool {
        if disposed || waiting == 0 {
            draining = false
            return false
        }
        return true
    }

    /// The waiting events are dropped.
    mutating func dispose() {
        disposed = true
        waiting = 0
    }
}

/// `observe(on:)`'s storage: the lock, the scheduled action and the delivery.
///
/// As in RxSwift, each event is its own scheduled action (a virtual-time scheduler delivers
/// two elements sent at one tick one tick apart), except on dispatch-queue schedulers, where
/// one queue turn delivers everything queued so far: the order is the same and no clock can
/// tell the difference, but a queue hop per element would cost more than the element.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = RxLock()
    @exclusivity(unchecked) private var state = ObserveOnStateMachine()
    /// The waiting elements, oldest at `head`, then the terminal event if one arrived: a
    /// queue of `Element`s rather than of `Event<Element>`s needs no metadata lookup.
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var termination: Termination?
    /// The queue's other buffer: when every element in `elements` has been taken, the two are
    /// swapped under the lock and the drain empties this one after releasing it — so a
    /// delivered element's deinit (which may dispose this subscription or send into it) never
    /// runs under the lock — and keeps its capacity for the next swap. Touched only by the
    /// drain under way: drains run one at a time and hand over through the lock.
    @exclusivity(unchecked) private var spent: [Element] = []
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
            drainsInBatches =
                isOnSerialQueue || scheduler is ConcurrentDispatchQueueScheduler || scheduler is ConcurrentMainScheduler
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

    /// Queues an event: `store` keeps it (under the lock) unless the sink was disposed.
    private func enqueue(_ store: () -> Void) {
        lock.lock()
        let action = state.enqueue()
        if action != .drop { store() }
        lock.unlock()
        if action == .scheduleDrain { scheduleDrain() }
    }

    /// The next waiting event: an element, else the terminal event. Call with the lock held,
    /// after the machine said to take one, and empty `spent` once the lock is released.
    private func takeNext() -> (element: Element?, termination: Termination?) {
        if head < elements.count {
            let element = elements[head]
            head += 1
            if head == elements.count {
                swap(&elements, &spent)
                head = 0
            }
            return (element, nil)
        }
        defer { termination = nil }
        return (nil, termination)
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
        enqueue { elements.append(element) }
    }

    override func onError(_ error: Swift.Error) { enqueue { termination = .error(error) } }
    override func onCompleted() { enqueue { termination = .completed } }

    private func drain() {
        while true {
            lock.lock()
            guard state.dequeue() else {
                lock.unlock()
                return
            }
            let next = takeNext()
            lock.unlock()
            if !spent.isEmpty { spent.removeAll(keepingCapacity: true) }
            if let element = next.element {
                downstream.onNext(element)
            } else {
                switch next.termination {
                case .error(let error)?: forwardError(error)
                case .completed?: forwardCompleted()
                case nil: break
                }
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
        // What was still queued is released after the lock, like a delivered element.
        let dropped: (elements: [Element], termination: Termination?) = lock.withLock {
            state.dispose()
            head = 0
            var elements: [Element] = []
            swap(&elements, &self.elements)
            return (elements, termination.take())
        }
        scheduled.dispose()
        _ = dropped
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
