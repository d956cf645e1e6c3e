/// Holds one disposable at a time: replacing it disposes the previous one, and once `self`
/// is disposed any new one is disposed immediately.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// Creates an empty holder.
    public init() { Resources.incrementTotal(self) }
    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable; setting it disposes the previous one.
    public var disposable: Disposable {
        get { lock.withLock { current ?? Disposables.create() } }
        set {
            let previous: Disposable? = lock.withLock {
                if disposed { return newValue }
                let previous = current
                current = newValue
                return previous
            }
            previous?.dispose()
        }
    }

    /// Subscribes through `subscribe` with a holder that is made current *before* the
    /// subscription starts, so a synchronous switch made from inside it (a retry, a
    /// fallback) is never overwritten by this older subscription.
    func replace(with subscribe: () -> Disposable) {
        let holder = SingleAssignmentDisposable()
        disposable = holder
        holder.setDisposable(subscribe())
    }

    public func dispose() {
        let previous: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        previous?.dispose()
    }
}
