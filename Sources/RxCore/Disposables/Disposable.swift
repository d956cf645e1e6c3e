import Synchronization

/// A resource that can be released: a subscription, a scheduled action, a timer.
///
/// `dispose()` is idempotent and may be called from any thread. What it guarantees about
/// delivery, precisely (the same as RxSwift):
/// - Called on the thread that delivers the events — from inside a handler, or from work
///   serialized with the source, such as the same serial scheduler — no event is delivered
///   after it returns.
/// - Called from another thread while the source is emitting, delivery stops at once for
///   every event that has not yet reached the subscriber: at most the one element whose
///   delivery was already under way when `dispose()` began can still arrive, and it arrives
///   on the source's thread, never concurrently with another event.
/// Making the second case strict would need a lock around every delivery, which would let
/// a handler that disposes from another thread deadlock with its source.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// Factories for the simple disposables.
public enum Disposables {
    /// A disposable that does nothing (shared, allocation-free).
    public static func create() -> Disposable { DisposeNode.empty }

    /// A disposable that runs `dispose` once, on the first `dispose()` call.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable)
        -> Cancelable
    {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// Runs a closure on first dispose.
final class AnonymousDisposable: DisposeNode, Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        action.take()?()
    }
}

/// Disposes two disposables once.
final class BinaryDisposable: DisposeNode, Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var first: Disposable?
    @exclusivity(unchecked) private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let (first, second) = (self.first.take(), self.second.take())
        first?.dispose()
        second?.dispose()
    }
}
