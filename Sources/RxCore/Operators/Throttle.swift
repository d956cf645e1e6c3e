import Foundation

extension ObservableType {
    /// Emits the first element, then at most one element per `dueTime`: with `latest`, the
    /// last element received during the window is emitted when it ends; without, elements
    /// inside the window are dropped. Completion waits for a pending latest element.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<
        Element
    > {
        lift { ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: $0) }
    }
}

/// The transitions of `throttle`, without locks or side effects.
struct ThrottleStateMachine<Element> {
    private let dueTime: TimeInterval
    private let latest: Bool
    private var lastUnsent: Element?
    private var lastSentTime: Date?
    private var completionWaits = false
    private(set) var stopped = false

    init(dueTime: TimeInterval, latest: Bool) {
        self.dueTime = dueTime
        self.latest = latest
    }

    enum NextAction {
        /// Emit now (the window is open), then report it with `didEmit(at:)`.
        case emit(Element)
        /// Keep it as the window's latest and start a timer for the end of the window.
        case scheduleTimer(after: TimeInterval)
        /// Dropped, or kept as the latest while the timer already runs.
        case none
    }

    mutating func next(_ element: Element, now: Date) -> NextAction {
        if stopped { return .none }
        let sinceLast = lastSentTime.map { now.timeIntervalSince($0) } ?? dueTime
        if sinceLast >= dueTime {
            lastUnsent = nil
            return .emit(element)
        }
        guard latest else { return .none }
        let timerRuns = lastUnsent != nil
        lastUnsent = element
        return timerRuns ? .none : .scheduleTimer(after: dueTime - sinceLast)
    }

    /// An element was emitted at `time`: the window starts there.
    mutating func didEmit(at time: Date) {
        lastSentTime = time
    }

    enum TimerAction {
        case emit(Element, thenComplete: Bool)
        case complete
        case none
    }

    /// The window ended: its latest element goes out, and a completion that waited for it.
    mutating func timerFired() -> TimerAction {
        if stopped { return .none }
        let element = lastUnsent
        lastUnsent = nil
        if completionWaits { stopped = true }
        if let element { return .emit(element, thenComplete: completionWaits) }
        return completionWaits ? .complete : .none
    }

    /// The source completed: forward now, or once the pending latest element went out.
    mutating func complete() -> Bool {
        if stopped { return false }
        if lastUnsent != nil {
            completionWaits = true
            return false
        }
        stopped = true
        return true
    }

    /// The source failed: the pending element is dropped.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        lastUnsent = nil
        return true
    }

    mutating func dispose() {
        stopped = true
        lastUnsent = nil
    }
}

/// `throttle`'s storage. Its recursive lock serializes the timer's emission with the source's
/// events, which arrive on another thread, as RxSwift's does.
final class ThrottleSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var state: ThrottleStateMachine<Element>

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, downstream: EventSink<Element>) {
        state = ThrottleStateMachine(dueTime: dueTime.seconds, latest: latest)
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        switch state.next(element, now: scheduler.now) {
        case .emit(let element):
            downstream.onNext(element)
            state.didEmit(at: scheduler.now)
        case .scheduleTimer(let interval):
            timer.disposable = scheduler.scheduleRelative((), dueTime: .from(seconds: interval)) { [weak self] _ in
                self?.timerFired()
                return DisposeNode.empty
            }
        case .none:
            break
        }
    }

    private func timerFired() {
        lock.lock()
        let action = state.timerFired()
        switch action {
        case .emit(let element, let thenComplete):
            downstream.onNext(element)
            state.didEmit(at: scheduler.now)
            if thenComplete { downstream.onCompleted() }
        case .complete:
            downstream.onCompleted()
        case .none:
            break
        }
        lock.unlock()
        switch action {
        case .emit(_, true), .complete: dispose()
        default: break
        }
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { state.fail() }
    }

    override func onCompleted() {
        forwardTermination(.completed, under: lock) { state.complete() }
    }

    override func disposeResources() {
        lock.withLock { state.dispose() }
        timer.dispose()
    }
}
