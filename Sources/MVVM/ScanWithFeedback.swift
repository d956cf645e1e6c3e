import Foundation
import RxCore

extension ObservableType {
    /// A state machine: folds this stream's events into a state, as `scan` does, and lets
    /// `feedback` answer states with more events — the requests a state starts and their
    /// answers — without a relay that the view model writes.
    ///
    /// Each state goes downstream first and only then to `feedback`, so an answer that comes at
    /// once (a cache, a fake) is folded after the state that asked for it, and subscribers see
    /// the states in order. `feedback` sees the states from the first event on, not `initial`;
    /// its events and this stream's are folded one at a time, in the order they arrive. The
    /// machine ends when this stream ends (an answer still on its way is dropped); an error
    /// from either side ends it with that error. Every subscription runs its own machine; share
    /// the result to run one.
    ///
    /// Events may arrive on different threads — key presses on the main thread, answers on a
    /// network thread. The machine takes them one at a time without holding a lock while it
    /// folds and delivers: a thread that finds the machine busy leaves its event to the thread
    /// that is folding, which folds it next. So a `feedback` whose operators hold their own
    /// locks while they deliver (`flatMap`, `take(until:)`) cannot deadlock against the events.
    ///
    /// ```swift
    /// let states = toggles.map { Event.toggle }
    ///     .scanWithFeedback(StarState(), feedback: { states in
    ///         states.compactMap(\.launched).flatMap { request in send(request) }
    ///     }, accumulator: { $0.reduced(by: $1) })
    /// ```
    public func scanWithFeedback<State>(
        _ initial: State, feedback: @escaping (Observable<State>) -> Observable<Element>,
        accumulator: @escaping (State, Element) -> State
    ) -> Observable<State> {
        let source = asObservable()
        return Observable.create { observer in
            let loop = FeedbackLoop(initial: initial, accumulator: accumulator, observer: observer)
            let events = source.subscribe { loop.receive($0, endsTheMachine: true) }
            let answers = feedback(loop.states.asObservable()).subscribe { event in
                // The feedback finishing on its own leaves the machine running on its events.
                if case .completed = event { return }
                loop.receive(event, endsTheMachine: true)
            }
            return Disposables.create {
                events.dispose()
                answers.dispose()
                loop.end()
            }
        }
    }
}

/// The state of one ``ObservableType/scanWithFeedback(_:feedback:accumulator:)`` machine and
/// the events waiting to be folded into it. The lock guards only the queue and the flags; the
/// folding and the deliveries run outside it, on whichever thread is draining the queue.
private final class FeedbackLoop<State, Element>: @unchecked Sendable {
    /// The states, for `feedback`; the latest is replayed to a late subscriber.
    let states = ReplaySubject<State>.create(bufferSize: 1)
    private let lock = NSLock()
    private let accumulator: (State, Element) -> State
    private let observer: AnyObserver<State>
    /// Touched only by the draining thread.
    private var state: State
    /// Guarded by `lock`: the events not folded yet, from `head` on.
    private var queue: [Event<Element>] = []
    private var head = 0
    /// Guarded by `lock`: whether a thread is draining `queue`.
    private var isDraining = false
    /// Guarded by `lock`: whether the machine ended (a terminal event, or disposal).
    private var isStopped = false

    init(initial: State, accumulator: @escaping (State, Element) -> State, observer: AnyObserver<State>) {
        state = initial
        self.accumulator = accumulator
        self.observer = observer
    }

    /// Queues `event` and, unless another thread is draining, drains the queue: folds each
    /// element and delivers the state, downstream first, then to the feedback.
    func receive(_ event: Event<Element>, endsTheMachine: Bool) {
        lock.lock()
        guard !isStopped else { return lock.unlock() }
        queue.append(event)
        guard !isDraining else { return lock.unlock() }
        isDraining = true
        while !isStopped, head < queue.count {
            let next = queue[head]
            head += 1
            if head > 64, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            if next.isStopEvent { isStopped = true }
            lock.unlock()
            deliver(next)
            lock.lock()
        }
        isDraining = false
        if isStopped {
            queue.removeAll()
            head = 0
        }
        lock.unlock()
    }

    private func deliver(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            state = accumulator(state, element)
            observer.onNext(state)
            states.onNext(state)
        case .error(let error):
            observer.onError(error)
        case .completed:
            observer.onCompleted()
        }
    }

    /// Stops folding: what is queued is dropped, and the feedback's states end.
    func end() {
        lock.lock()
        isStopped = true
        queue.removeAll()
        head = 0
        lock.unlock()
        states.onCompleted()
    }
}
