/// The elements of one group of `groupBy`, with the key they share.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key of every element in this group.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the elements into groups by `keySelector`: each new key emits a
    /// ``GroupedObservable``, then the group receives that key's elements (as a
    /// `PublishSubject` does: subscribe to a group when it is emitted to miss none). The
    /// source stays subscribed while the outer sequence or any group is; completion and errors
    /// reach every group and the outer sequence.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<
        GroupedObservable<Key, Element>
    > {
        GroupByObservable(source: asObservable(), keySelector: keySelector)
    }
}

final class GroupByObservable<Key: Hashable, Element>: Observable<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run(_ observer: EventSink<GroupedObservable<Key, Element>>) -> DisposeNode {
        let sink = GroupBySink(keySelector: keySelector, downstream: observer)
        let sourceSubscription = SingleAssignmentDisposable()
        let refCount = RefCountDisposable(disposable: sourceSubscription)
        sink.refCount = refCount
        sink.setUpstream(refCount)
        sourceSubscription.setDisposable(source.subscribe(sink: sink))
        return sink
    }
}

/// Routes each element to its group's subject; a recursive lock serializes the events and
/// guards the groups.
final class GroupBySink<Key: Hashable, Element>: Sink<Element, GroupedObservable<Key, Element>>, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let lock = RxLock(recursive: true)
    @exclusivity(unchecked) var refCount: RefCountDisposable?
    @exclusivity(unchecked) private var groups: [Key: PublishSubject<Element>] = [:]
    @exclusivity(unchecked) private var stopped = false

    init(keySelector: @escaping (Element) throws -> Key, downstream: EventSink<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return }
        let key: Key
        do { key = try keySelector(element) } catch {
            fail(error)
            return
        }
        let group: PublishSubject<Element>
        if let existing = groups[key] {
            group = existing
        } else {
            group = PublishSubject()
            groups[key] = group
            let members = GroupMembersObservable(group: group, refCount: refCount)
            if !isDisposed { downstream.onNext(GroupedObservable(key: key, source: members)) }
        }
        group.onNext(element)
    }

    /// Call with the lock held.
    private func fail(_ error: Swift.Error) {
        stopped = true
        let all = groups.values
        groups = [:]
        for group in all { group.onError(error) }
        downstream.onError(error)
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return }
        fail(error)
    }

    override func onCompleted() {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return }
        stopped = true
        let all = groups.values
        groups = [:]
        for group in all { group.onCompleted() }
        downstream.onCompleted()
        dispose()
    }
}
