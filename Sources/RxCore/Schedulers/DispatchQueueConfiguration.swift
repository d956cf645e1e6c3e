import Dispatch
import Foundation

/// The shared implementation of the schedulers that run on a dispatch queue.
struct DispatchQueueConfiguration: @unchecked Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let work = DispatchedWork(state: state, action: action)
        queue.async { work.run() }
        return work
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = DispatchedWork(state: state, action: action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        timer.setEventHandler { work.run() }
        work.timer = timer
        timer.resume()
        return work
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let ticker = PeriodicDispatchWork(state: state, action: action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler { ticker.tick() }
        ticker.timer = timer
        timer.resume()
        return ticker
    }
}

/// One scheduled unit of work on a queue; cancelling it stops the timer and the action.
private final class DispatchedWork<StateType>: Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var state: StateType?
    @exclusivity(unchecked) private var action: ((StateType) -> Disposable)?
    @exclusivity(unchecked) private var result: Disposable?
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) var timer: DispatchSourceTimer?

    init(state: StateType, action: @escaping (StateType) -> Disposable) {
        self.state = state
        self.action = action
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { lock.withLock { disposed } }

    func run() {
        let pending: (StateType, (StateType) -> Disposable)? = lock.withLock {
            guard !disposed, let state, let action else { return nil }
            self.state = nil
            self.action = nil
            return (state, action)
        }
        guard let (state, action) = pending else { return }
        let disposable = action(state)
        let disposeNow = lock.withLock { () -> Bool in
            if disposed { return true }
            result = disposable
            return false
        }
        timer?.cancel()
        if disposeNow { disposable.dispose() }
    }

    func dispose() {
        // The state and the action are moved out and released after the lock: they may hold
        // the last reference to an object whose deinit disposes this work again (an owner
        // whose `DisposeBag` holds it), which would lock the lock it already holds.
        let taken: (result: Disposable?, state: StateType?, action: ((StateType) -> Disposable)?) = lock.withLock {
            if disposed { return (nil, nil, nil) }
            disposed = true
            return (result.take(), state.take(), action.take())
        }
        timer?.cancel()
        taken.result?.dispose()
    }
}

private final class PeriodicDispatchWork<StateType>: Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var state: StateType
    @exclusivity(unchecked) private var action: ((StateType) -> StateType)?
    @exclusivity(unchecked) var timer: DispatchSourceTimer?

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.action = action
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func tick() {
        guard let action = lock.withLock({ self.action }) else { return }
        state = action(state)
    }

    func dispose() {
        // The action is released once the lock is, for the same reason as in
        // `DispatchedWork.dispose()`.
        _ = lock.withLock { action.take() }
        timer?.cancel()
    }
}
