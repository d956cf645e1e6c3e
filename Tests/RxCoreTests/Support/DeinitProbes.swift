import RxCore

/// Runs `action` when it is deallocated: a value whose deinit calls back into the stream or
/// the disposable that released it (see `QueueReleaseTests`).
final class OnDeinit: @unchecked Sendable {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    deinit { action() }
}

/// An object that owns its subscriptions in a `DisposeBag`, as a view model or a screen does,
/// and says when it is gone.
final class BagOwner: @unchecked Sendable {
    let bag = DisposeBag()
    private let gone: () -> Void
    init(gone: @escaping () -> Void) { self.gone = gone }
    deinit { gone() }
}
