/// Collects disposables and disposes them all when it is deallocated — the usual owner of a
/// screen's subscriptions. Adding to a bag that is being deallocated disposes immediately.
public final class DisposeBag: @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var disposables: [Disposable] = []
    @exclusivity(unchecked) private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds a disposable to the bag.
    public func insert(_ disposable: Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds disposables to the bag.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds disposables to the bag.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func dispose() {
        let all = lock.withLock { () -> [Disposable] in
            let all = disposables
            disposables = []
            isDisposed = true
            return all
        }
        for disposable in all { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag from the result builder's disposables.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the result builder's disposables to the bag.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects disposables written one per line.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the disposables listed in a `DisposeBag { … }` builder.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

extension Disposable {
    /// Adds `self` to `bag`, to be disposed when the bag is deallocated.
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}
