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
    func removeObserver(_ observer: AnyObject)
}

/// Removes one observer from its subject when disposed (once).
final class SubjectSubscription: DisposeNode, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var owner: ObserverRemoving?
    @exclusivity(unchecked) private var observer: AnyObject?

    init(owner: ObserverRemoving, observer: AnyObject) {
        self.owner = owner
        self.observer = observer
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let (owner, observer) = (self.owner.take(), self.observer.take())
        if let owner, let observer { owner.removeObserver(observer) }
    }
}
