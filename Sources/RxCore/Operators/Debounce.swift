extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element; on
    /// completion the pending element, if any, is emitted first.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        lift { DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: $0) }
    }
}

/// The transitions of `debounce`, without locks or side effects. Each element replaces the
/// pending one and gets a new generation; only the timer of the latest generation emits.
struct DebounceStateMachine<Element> {
    private var pending: Element?
    private var generation = 0
    private(set) var stopped = false

    /// An element arrived: the generation whose timer must be started, or `nil` once stopped.
    mutating func next(_ element: Element) -> Int? {
        if stopped { return nil }
        generation &+= 1
        pending = element
        return generation
    }

    /// The timer of `firedGeneration` fired: the element to emit, if it is still the latest.
    mutating func timerFired(_ firedGeneration: Int) -> Element? {
        guard !stopped, firedGeneration == generation, let element = pending else { return nil }
        pending = nil
        return element
    }

    enum Termination {
        case forward(flushing: Element?)
        case none
    }

    /// The source completed: the pending element is flushed first.
    mutating func complete() -> Termination {
        if stopped { return .none }
        stopped = true
        let flushed = pending
        pending = nil
        return .forward(flushing: flushed)
    }

    /// The source failed: the pending element is dropped.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        pending = nil
        return true
    }

    mutating func dispose() {
        stopped = true
        pending = nil
    }
}

/// `debounce`'s storage. Its recursive lock serializes the timer's emission with the source's
/// events, which arrive on another thread, as RxSwift's does.
final class DebounceSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var state = DebounceStateMachine<Element>()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        let generation = state.next(element)
        lock.unlock()
        guard let generation else { return }
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { [weak self] generation in
            self?.timerFired(generation)
            return DisposeNode.empty
        }
    }

    private func timerFired(_ generation: Int) {
        lock.lock()
        if let element = state.timerFired(generation) { downstream.onNext(element) }
        lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { state.fail() }
    }

    override func onCompleted() {
        lock.lock()
        let termination = state.complete()
        if case .forward(let flushed) = termination {
            if let flushed { downstream.onNext(flushed) }
            downstream.onCompleted()
        }
        lock.unlock()
        if case .forward = termination { dispose() }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
        timer.dispose()
    }
}
