import Synchronization

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
    /// subscription's disposable. Called only from a producer's `run`, which runs inside the
    /// current thread's trampoline (``Observable/subscribe(sink:)`` activated it), so the
    /// source is run directly, without asking the thread again for its trampoline.
    final func run(_ source: Observable<Input>) -> DisposeNode {
        assert(Trampoline.isActiveOnCurrentThread, "Sink.run outside a subscription")
        setUpstream(source.run(self))
        return self
    }
}
