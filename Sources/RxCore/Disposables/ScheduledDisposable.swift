/// Disposes the wrapped disposable on a scheduler.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: ImmediateSchedulerType
    private let lock = RxLock()
    @exclusivity(unchecked) private var disposable: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { lock.withLock { disposed } }

    public func dispose() {
        _ = scheduler.schedule(self) { this in
            let inner: Disposable? = this.lock.withLock {
                if this.disposed { return nil }
                this.disposed = true
                let inner = this.disposable
                this.disposable = nil
                return inner
            }
            inner?.dispose()
            return DisposeNode.empty
        }
    }
}
