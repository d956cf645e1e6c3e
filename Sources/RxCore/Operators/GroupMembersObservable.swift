import Synchronization

/// One group of `groupBy` as its subscribers see it: its subject's elements, while each
/// subscriber keeps the source subscribed through the sink's ref count.
///
/// Subscribing registers the observer with the subject directly and returns one small node
/// that undoes both — where `Observable.create` around `subject.subscribe` and
/// `refCount.retain()` took five objects a group (328 bytes: the create sink, an observer
/// wrapper, the ref count's inner disposable with its own lock, a two-member disposable, the
/// subject's subscription), this takes two (96 bytes).
final class GroupMembersObservable<Element>: Observable<Element> {
    private let group: PublishSubject<Element>
    private let refCount: RefCountDisposable?

    init(group: PublishSubject<Element>, refCount: RefCountDisposable?) {
        self.group = group
        self.refCount = refCount
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        // Counted before subscribing, as `retain()` then `subscribe` did: an element the
        // subject sends during the subscription already finds the source kept.
        let counted = refCount?.retainWithoutDisposable() == true
        let subscription = group.run(observer)
        return GroupMemberSubscription(subscription: subscription, refCount: counted ? refCount : nil)
    }
}

/// One subscriber's hold on a group: disposing it (once) removes the subscriber from the
/// group's subject, then lets go of its count on the source's subscription.
private final class GroupMemberSubscription: DisposeNode, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var subscription: DisposeNode?
    @exclusivity(unchecked) private var refCount: RefCountDisposable?

    init(subscription: DisposeNode, refCount: RefCountDisposable?) {
        self.subscription = subscription
        self.refCount = refCount
        super.init()
        Resources.incrementTotal(self)
    }

    deinit { Resources.decrementTotal(self) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        subscription.take()?.dispose()
        refCount.take()?.release()
    }
}
