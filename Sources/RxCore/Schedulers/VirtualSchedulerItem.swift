import Synchronization

/// One piece of work queued on a ``VirtualTimeScheduler``, seen without its time or state type
/// so that the queue holding a million of them is plain, specialised code. Disposing it before it
/// runs cancels it and lets go of its action (and what the action captured) at once; disposing it
/// after it ran disposes what the action returned. Safe to dispose from any thread.
class VirtualSchedulerEntry: Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var assignedBit: Int { 2 }

    /// Scheduling order: breaks ties between work due at the same time.
    final let id: Int
    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var result: Disposable?

    init(id: Int) {
        self.id = id
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    final var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Runs the action once, unless disposed, and keeps what it returned for disposal.
    final func invoke() {
        guard !isDisposed, let disposable = perform() else { return }
        result = disposable
        let old = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.disposedBit != 0 {
            result = nil
            disposable.dispose()
        }
    }

    final func dispose() {
        let old = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0 else { return }
        releaseAction()
        if old & Self.assignedBit != 0 { result.take()?.dispose() }
    }

    /// Runs the action and lets go of it; `nil` when it was let go already.
    func perform() -> Disposable? { nil }

    /// Lets go of the action and its state without running it.
    func releaseAction() {}
}

/// An entry that knows its virtual time: what the scheduler sets its clock to when it runs.
class VirtualSchedulerItem<Time>: VirtualSchedulerEntry, @unchecked Sendable {
    final let time: Time

    init(time: Time, id: Int) {
        self.time = time
        super.init(id: id)
    }
}

/// The state and action given to `schedule`, kept apart rather than captured in a closure, so
/// that queuing work costs one allocation.
final class VirtualSchedulerAction<Time, State>: VirtualSchedulerItem<Time>, @unchecked Sendable {
    @exclusivity(unchecked) private var state: State?
    @exclusivity(unchecked) private var action: ((State) -> Disposable)?

    init(time: Time, id: Int, state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time, id: id)
    }

    override func perform() -> Disposable? {
        guard let action = action.take(), let state = state.take() else { return nil }
        return action(state)
    }

    override func releaseAction() {
        action = nil
        state = nil
    }
}
