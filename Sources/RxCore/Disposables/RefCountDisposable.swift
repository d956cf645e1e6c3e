/// Disposes its underlying disposable only when it has been disposed itself and every
/// dependent disposable handed out by `retain()` has been disposed too.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var disposable: Disposable?
    @exclusivity(unchecked) private var primaryDisposed = false
    @exclusivity(unchecked) private var count = 0

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    public var isDisposed: Bool { lock.withLock { disposable == nil } }

    /// Hands out a dependent disposable that keeps the underlying one alive until disposed.
    public func retain() -> Disposable {
        lock.withLock {
            if disposable != nil {
                count += 1
                return RefCountInnerDisposable(self)
            }
            return DisposeNode.empty
        }
    }

    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            guard let current = disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            if count == 0 {
                disposable = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }

    /// Counts one more dependent without handing out a disposable for it: `false` (nothing
    /// counted) once the underlying disposable is gone. Each `true` is matched by one
    /// ``release()`` — for a dependent that keeps its own dispose-once state (`groupBy`'s
    /// group subscriptions), which then needs no object of this file's.
    func retainWithoutDisposable() -> Bool {
        lock.withLock {
            guard disposable != nil else { return false }
            count += 1
            return true
        }
    }

    func release() {
        let toDispose: Disposable? = lock.withLock {
            guard let current = disposable else { return nil }
            count -= 1
            if primaryDisposed && count == 0 {
                disposable = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }
}

private final class RefCountInnerDisposable: Disposable, @unchecked Sendable {
    private let parent: RefCountDisposable
    private let lock = RxLock()
    @exclusivity(unchecked) private var disposed = false

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    func dispose() {
        let first = lock.withLock { () -> Bool in
            if disposed { return false }
            disposed = true
            return true
        }
        if first { parent.release() }
    }
}
