import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Something that can drop one of its observers.
protocol ObserverRemoving: AnyObject {
    /// Drops the observer with this identity, if it is still there.
    func removeObserver(_ observer: ObjectIdentifier)
}

/// Removes one observer from its subject when disposed (once).
///
/// The observer is named by its identity, not held: while it is registered the subject keeps
/// it alive, so the identity cannot name another object; once the subject dropped it (a
/// terminal event, the subject's own `dispose()`) nothing new is ever registered there. Not
/// retaining it saves two atomic operations per subscription and leaves no cycle between the
/// observer and its subscription.
final class SubjectSubscription: DisposeNode, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var owner: ObserverRemoving?
    private let observer: ObjectIdentifier

    init(owner: ObserverRemoving, observer: AnyObject) {
        self.owner = owner
        self.observer = ObjectIdentifier(observer)
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        owner.take()?.removeObserver(observer)
    }
}
