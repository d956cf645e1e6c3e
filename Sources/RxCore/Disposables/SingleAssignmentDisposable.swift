import Synchronization

/// Holds a disposable that is set exactly once; disposing before it is set disposes it as
/// soon as it arrives. Setting it twice is a programmer error.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var disposable: Disposable?

    /// Creates an empty holder.
    public init() { Resources.incrementTotal(self) }
    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Sets the held disposable; disposes it at once if `self` was already disposed.
    public func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable
        let old = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(old & Self.assignedBit == 0, "SingleAssignmentDisposable: the disposable was already set")
        if old & Self.disposedBit != 0 {
            self.disposable = nil
            disposable.dispose()
        }
    }

    public func dispose() {
        let old = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0, old & Self.assignedBit != 0 else { return }
        disposable.take()?.dispose()
    }
}
