/// A sequence of elements over time, the library's central type.
///
/// Subclasses are the library's operators: each implements `run(_:)`, which builds the
/// per-subscription sink that receives the upstream's events.
public class Observable<Element>: ObservableType {
    @usableFromInline init() {}

    /// Builds and starts one subscription delivering to `observer`; the result disposes it.
    func run(_ observer: EventSink<Element>) -> DisposeNode {
        fatalError("Observable.run is abstract")
    }

    /// Starts a subscription inside a current-thread trampoline, as every subscription does,
    /// so that sources scheduled on `CurrentThreadScheduler` begin once the whole chain is
    /// connected.
    @usableFromInline final func subscribe(sink: EventSink<Element>) -> DisposeNode {
        // Nested subscriptions (every inner one) only ask, without retaining the trampoline.
        if Trampoline.isActiveOnCurrentThread { return run(sink) }
        let trampoline = Trampoline.current
        trampoline.isActive = true
        let disposable = run(sink)
        trampoline.drain()
        return disposable
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        ObserverSubscriber(observer.asEventSink()).attach(to: self)
    }

    public final func asObservable() -> Observable<Element> { self }
}

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
        // dispose: skip the store, its retain and the atomic.
        if disposable === DisposeNode.empty { return }
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

/// An operator's per-subscription stage: receives `Input`, forwards `Output` downstream.
@usableFromInline
class Sink<Input, Output>: DisposableSink<Input>, @unchecked Sendable {
    final let downstream: EventSink<Output>

    @usableFromInline init(downstream: EventSink<Output>) {
        self.downstream = downstream
    }

    /// Forwards an error and tears the subscription down.
    final func forwardError(_ error: Swift.Error) {
        downstream.onError(error)
        dispose()
    }

    /// The shape every stateful sink ends with: under `lock`, `decide` says whether this
    /// terminal event is the one to forward (updating the sink's state); if so it is
    /// delivered inside the lock — which serializes it with the other sources' events — and
    /// the subscription is torn down after the lock is released.
    @inline(__always)
    final func forwardTermination(_ termination: Termination, under lock: borrowing RxLock, if decide: () -> Bool) {
        lock.lock()
        let forward = decide()
        if forward { downstream.deliverTermination(termination) }
        lock.unlock()
        if forward { dispose() }
    }

    /// Forwards completion and tears the subscription down.
    final func forwardCompleted() {
        downstream.onCompleted()
        dispose()
    }

    /// Subscribes to `source` with `self` as the observer and returns `self` as the
    /// subscription's disposable.
    final func run(_ source: Observable<Input>) -> DisposeNode {
        setUpstream(source.subscribe(sink: self))
        return self
    }
}

import Synchronization
