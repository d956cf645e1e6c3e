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
    /// Drops the observer registered under `key` (see ``ObserverList``), if it is still there.
    func removeObserver(_ key: ObserverKey)
}

/// Removes one observer from its subject when disposed (once).
///
/// The observer is named by the key its list gave it, not held: a key is never given twice,
/// so a late disposal (after a terminal event or the subject's own `dispose()`) removes
/// nothing. Not retaining the observer saves two atomic operations per subscription and leaves
/// no cycle between the observer and its subscription.
final class SubjectSubscription: DisposeNode, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var owner: ObserverRemoving?
    private let key: ObserverKey

    init(owner: ObserverRemoving, key: ObserverKey) {
        self.owner = owner
        self.key = key
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        owner.take()?.removeObserver(key)
    }
}
