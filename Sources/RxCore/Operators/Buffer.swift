extension ObservableType {
    /// Collects elements into arrays, emitted when `count` elements are in or `timeSpan`
    /// has passed since the current array began, whichever comes first — so an array may be
    /// empty. Completion emits the current array (even empty) first.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        precondition(count > 0, "buffer: count must be positive")
        return BufferObservable(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// The transitions of `buffer(timeSpan:count:scheduler:)`, without locks or side effects.
/// Each array is a generation: filling it to `count` or its timer ending closes it and starts
/// the next one, with a timer of its own.
struct BufferStateMachine<Element> {
    private let count: Int
    private var buffer: [Element] = []
    private(set) var generation = 0
    private(set) var stopped = false

    init(count: Int) { self.count = count }

    /// An element arrived: the full array to emit (a new generation starts), if it filled up.
    mutating func next(_ element: Element) -> [Element]? {
        if stopped { return nil }
        buffer.append(element)
        guard buffer.count == count else { return nil }
        return closeArray()
    }

    /// The timer of `firedGeneration` ended: the array to emit, if it is still the current one.
    mutating func timerFired(_ firedGeneration: Int) -> [Element]? {
        guard !stopped, firedGeneration == generation else { return nil }
        return closeArray()
    }

    /// The source completed: the last array, emitted before the completion.
    mutating func complete() -> [Element]? {
        if stopped { return nil }
        stopped = true
        let last = buffer
        buffer = []
        return last
    }

    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        buffer = []
        return true
    }

    mutating func dispose() {
        stopped = true
        buffer = []
    }

    private mutating func closeArray() -> [Element] {
        let closed = buffer
        buffer = []
        generation += 1
        return closed
    }
}

final class BufferObservable<Element>: Observable<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<[Element]>) -> DisposeNode {
        let sink = BufferSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer)
        sink.startTimer(generation: 0)
        return sink.run(source)
    }
}

/// `buffer`'s storage. Its recursive lock serializes the timer's emissions with the source's
/// events, which arrive on another thread, as RxSwift's does.
final class BufferSink<Element>: Sink<Element, [Element]>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    /// The current array's timer. The source thread (an array filled up) and the timer thread
    /// (an array timed out) both start the next one, so each carries its generation as ticket.
    private let timer = TicketedSerialDisposable()
    @exclusivity(unchecked) private var state: BufferStateMachine<Element>

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: EventSink<[Element]>) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        state = BufferStateMachine(count: count)
        super.init(downstream: downstream)
    }

    func startTimer(generation: Int) {
        let action = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [weak self] generation in
            self?.timerFired(generation)
            return DisposeNode.empty
        }
        timer.set(action, ticket: generation)
    }

    private func timerFired(_ generation: Int) {
        closeArray { $0.timerFired(generation) }
    }

    override func onNext(_ element: Element) {
        closeArray { $0.next(element) }
    }

    /// Under the lock, `transition` may close the current array: it is emitted there, and
    /// the next array's timer starts once the lock is released.
    private func closeArray(_ transition: (inout BufferStateMachine<Element>) -> [Element]?) {
        lock.lock()
        let closed = transition(&state)
        if let closed { downstream.onNext(closed) }
        let next = state.generation
        lock.unlock()
        if closed != nil { startTimer(generation: next) }
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { state.fail() }
    }

    override func onCompleted() {
        lock.lock()
        let last = state.complete()
        if let last {
            downstream.onNext(last)
            downstream.onCompleted()
        }
        lock.unlock()
        if last != nil { dispose() }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
        timer.dispose()
    }
}
