import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not disposed yet.
    public init() {
        disposed = Atomic(false)
        Resources.incrementTotal(self)
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
        Resources.incrementTotal(self)
    }

    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
