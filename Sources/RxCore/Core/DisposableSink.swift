import Synchronization

/// Base of every object that is both a subscription's observer and its disposable. It owns
/// the upstream subscription, handed over once by `setUpstream`, and disposes it exactly once
/// whichever of `setUpstream` and `dispose` comes first, on any thread, without a lock.
@usableFromInline
class DisposableSink<Input>: EventSink<Input>, Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var upstreamBit: Int { 2 }
    /// The upstream was let go early (``releaseUpstream()``) while the sink lives on.
    private static var releasedBit: Int { 4 }

    private let disposeState = Atomic<Int>(0)
    @exclusivity(unchecked) private var upstream: DisposeNode?

    @usableFromInline final var isDisposed: Bool { disposeState.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Takes ownership of a subscription that is not a node (a user's or a scheduler's).
    final func setUpstream(_ disposable: Disposable) {
        setUpstream(DisposeNode.from(disposable))
    }

    @usableFromInline final func setUpstream(_ disposable: DisposeNode) {
        // A source that finished while subscribing (`just`, `of`, `empty`) leaves nothing to
        // dispose: skip the store, its retain and the atomic. Recognised by its exact class —
        // a plain node disposes nothing — rather than by identity with `empty`, whose every
        // read costs a lazy-initialisation check and a retain and release.
        if disposable.isNoOp { return }
        upstream = disposable
        let old = disposeState.bitwiseOr(Self.upstreamBit, ordering: .acquiringAndReleasing).oldValue
        if old & (Self.disposedBit | Self.releasedBit) != 0 {
            upstream = nil
            disposable.dispose()
        }
    }

    @usableFromInline override func dispose() {
        let old = disposeState.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0 else { return }
        if old & Self.upstreamBit != 0, old & Self.releasedBit == 0 {
            // Moved out, not copied: no retain and release around the hand-over.
            upstream.take()?.dispose()
        }
        disposeResources()
    }

    /// Disposes the upstream subscription now and keeps the sink alive — its source ended and
    /// another takes over (`catch`). An upstream handed over later is disposed at once. Of
    /// this and ``dispose()``, whichever comes first disposes the upstream, on any thread.
    final func releaseUpstream() {
        let old = disposeState.bitwiseOr(Self.releasedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.upstreamBit != 0, old & (Self.disposedBit | Self.releasedBit) == 0 {
            upstream.take()?.dispose()
        }
    }

    /// Releases what a subclass holds besides the upstream subscription. Runs once.
    func disposeResources() {}
}
