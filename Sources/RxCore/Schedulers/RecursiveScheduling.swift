/// Reschedules an action from inside itself; every pending invocation is cancelled together.
public final class AnyRecursiveScheduler<State>: @unchecked Sendable {
    /// The recursive action: receives the state and this scheduler to reschedule with.
    public typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let lock = RxLock(recursive: true)
    private let scheduler: SchedulerType
    @exclusivity(unchecked) private var action: Action?
    private let group = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        var key: CompositeDisposable.DisposeKey?
        var ranSynchronously = false
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state in
            self.lock.withLock {
                if let key { self.group.remove(for: key) } else { ranSynchronously = true }
            }
            self.lock.lock()
            let action = self.action
            self.lock.unlock()
            action?(state, self)
            return DisposeNode.empty
        }
        lock.withLock {
            if !ranSynchronously { key = group.insert(disposable) }
        }
    }

    /// Schedules the action again with `state` as soon as possible.
    public func schedule(_ state: State) {
        var key: CompositeDisposable.DisposeKey?
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { state in
            self.lock.withLock {
                if let key { self.group.remove(for: key) } else { ranSynchronously = true }
            }
            self.lock.lock()
            let action = self.action
            self.lock.unlock()
            action?(state, self)
            return DisposeNode.empty
        }
        lock.withLock {
            if !ranSynchronously { key = group.insert(disposable) }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

private final class RecursiveSchedulerDisposable<State>: Disposable, @unchecked Sendable {
    let recursive: AnyRecursiveScheduler<State>
    init(_ recursive: AnyRecursiveScheduler<State>) { self.recursive = recursive }
    func dispose() { recursive.dispose() }
}

extension SchedulerType {
    /// Runs `action` after `dueTime`; the action reschedules itself through the
    /// ``AnyRecursiveScheduler`` it receives. Disposing the result cancels the whole chain.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let recursive = AnyRecursiveScheduler(scheduler: self, action: action)
        recursive.schedule(state, dueTime: dueTime)
        return RecursiveSchedulerDisposable(recursive)
    }
}

extension ImmediateSchedulerType {
    /// Runs `action` now (per the scheduler); it reschedules itself by calling `recurse`.
    /// Disposing the result cancels the whole chain.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(scheduler: self, action: action)
        recursive.schedule(state)
        return recursive
    }
}

final class RecursiveImmediateScheduler<State>: Disposable, @unchecked Sendable {
    private let lock = RxLock(recursive: true)
    private let scheduler: ImmediateSchedulerType
    /// On the current-thread trampoline each step is queued as one small object and needs no
    /// cancellation of its own: a disposed chain's queued step finds no action and does
    /// nothing, and the trampoline, draining on this very thread, lets go of it at once.
    private let onTrampoline: Bool
    @exclusivity(unchecked) private var action: ((State, (State) -> Void) -> Void)?
    private let group = CompositeDisposable()
    /// The trampoline step running now, lent for the next step: a chain that recurses once a
    /// step (a sequence) re-queues the same object and allocates nothing an element. Touched
    /// only on the trampoline's thread, inside the step's run.
    @exclusivity(unchecked) fileprivate var spare: RecursiveStep<State>?

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.onTrampoline = type(of: scheduler) == CurrentThreadScheduler.self
        self.action = action
    }

    func schedule(_ state: State) {
        if onTrampoline {
            let trampoline = Trampoline.current
            if trampoline.isActive {
                if let step = spare.take() {
                    step.state = state
                    trampoline.enqueue(step)
                } else {
                    trampoline.enqueue(RecursiveStep(self, state))
                }
            } else {
                trampoline.isActive = true
                run(state)
                trampoline.drain()
            }
            return
        }
        var key: CompositeDisposable.DisposeKey?
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { state in
            self.lock.withLock {
                if let key { self.group.remove(for: key) } else { ranSynchronously = true }
            }
            self.run(state)
            return DisposeNode.empty
        }
        lock.withLock {
            if !ranSynchronously { key = group.insert(disposable) }
        }
    }

    fileprivate func run(_ state: State) {
        // Read under lock()/unlock(), not through the generic withLock: returning the closure
        // as a generic value re-wraps it in two thunks, two allocations a step.
        lock.lock()
        let action = self.action
        lock.unlock()
        action?(state, { self.schedule($0) })
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// One step of a recursive chain queued on the trampoline.
private final class RecursiveStep<State>: TrampolineWork {
    private let recursive: RecursiveImmediateScheduler<State>
    fileprivate var state: State

    init(_ recursive: RecursiveImmediateScheduler<State>, _ state: State) {
        self.recursive = recursive
        self.state = state
    }

    override func invoke() {
        recursive.spare = self
        recursive.run(state)
        // Not taken (the chain ended, or recursed more than once): no cycle is left behind.
        recursive.spare = nil
    }
}
