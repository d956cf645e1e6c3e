/// A group of disposables disposed together; members can be added and removed by key.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a member so it can be removed.
    public struct DisposeKey: Hashable, Sendable {
        let value: Int
    }

    private let lock = RxLock()
    @exclusivity(unchecked) private var members: [Int: Disposable]? = [:]
    @exclusivity(unchecked) private var nextKey = 0

    /// Creates an empty group.
    public init() { Resources.incrementTotal(self) }

    /// Creates a group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        members = [0: disposable1, 1: disposable2]
        nextKey = 2
        Resources.incrementTotal(self)
    }

    /// Creates a group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        members = [0: disposable1, 1: disposable2, 2: disposable3]
        nextKey = 3
        Resources.incrementTotal(self)
    }

    /// Creates a group of four or more.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of any number.
    public init(disposables: [Disposable]) {
        var members: [Int: Disposable] = [:]
        for (index, disposable) in disposables.enumerated() { members[index] = disposable }
        self.members = members
        nextKey = disposables.count
        Resources.incrementTotal(self)
    }

    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { lock.withLock { members == nil } }

    /// The number of members.
    public var count: Int { lock.withLock { members?.count ?? 0 } }

    /// Adds a member. Returns `nil` and disposes `disposable` if the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = lock.withLock {
            guard members != nil else { return nil }
            let key = nextKey
            nextKey += 1
            members![key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the member and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.withLock { members?.removeValue(forKey: disposeKey.value) }
        removed?.dispose()
    }

    public func dispose() {
        let all = lock.withLock { () -> [Int: Disposable]? in
            let all = members
            members = nil
            return all
        }
        guard let all else { return }
        for key in all.keys.sorted() { all[key]!.dispose() }
    }
}
