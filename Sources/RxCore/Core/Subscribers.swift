import Synchronization

/// The end of a subscription chain: delivers to the user's closures or observer, and drops
/// anything arriving after `dispose()` or after a terminal event.
@usableFromInline
class SubscriberBase<Element>: DisposableSink<Element>, @unchecked Sendable {
    private let stopped = Atomic<Bool>(false)

    @inline(__always) final var canDeliver: Bool {
        !stopped.load(ordering: .relaxed) && !isDisposed
    }

    /// Marks the subscription stopped; `true` for the first terminal event only.
    final func stop() -> Bool {
        !stopped.exchange(true, ordering: .acquiringAndReleasing) && !isDisposed
    }

    @usableFromInline final func attach(to source: Observable<Element>) -> Disposable {
        setUpstream(source.subscribe(sink: self))
        // Erased through the non-generic node type, which needs no metadata lookup.
        let node: DisposeNode = self
        return node
    }
}

/// Subscriber that forwards to an observer.
final class ObserverSubscriber<Element>: SubscriberBase<Element>, @unchecked Sendable {
    private let observer: EventSink<Element>

    init(_ observer: EventSink<Element>) { self.observer = observer }

    override func onNext(_ element: Element) {
        if canDeliver { observer.onNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        guard stop() else { return }
        observer.onError(error)
        dispose()
    }

    override func onCompleted() {
        guard stop() else { return }
        observer.onCompleted()
        dispose()
    }
}

/// Subscriber that calls an element handler and an error handler, nothing else — what
/// `subscribe(onNext:)`, `subscribe(onNext:onError:)`, `bind(onNext:)` and `drive(onNext:)`
/// make. Without the two closures a subscription rarely passes, it is 72 bytes where
/// ``ClosureSubscriber``, which adds them, is 104: the end of almost every chain an app keeps
/// alive. Without an error handler an error goes to `Hooks.defaultErrorHandler`; `subscribe`
/// passes a handler that carries the call stack when `Hooks.recordCallStackOnError` is on.
@usableFromInline
class ElementSubscriber<Element>: SubscriberBase<Element>, @unchecked Sendable {
    private let nextHandler: ((Element) -> Void)?
    private let errorHandler: ((Swift.Error) -> Void)?

    @usableFromInline init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?) {
        // Kept to plain stores: the optimizer inlines it into callers across modules.
        nextHandler = onNext
        errorHandler = onError
    }

    final override func onNext(_ element: Element) {
        if canDeliver { nextHandler?(element) }
    }

    final override func onError(_ error: Swift.Error) {
        guard stop() else { return }
        if let errorHandler { errorHandler(error) } else { Hooks.defaultErrorHandler([], error) }
        dispose()
    }

    override func onCompleted() {
        guard stop() else { return }
        dispose()
    }
}

/// Subscriber that calls closures for every event too; `onDisposed` runs once when the
/// subscription ends.
@usableFromInline
final class ClosureSubscriber<Element>: ElementSubscriber<Element>, @unchecked Sendable {
    private let completedHandler: (() -> Void)?
    @exclusivity(unchecked) private var disposedHandler: (() -> Void)?

    @usableFromInline init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        completedHandler = onCompleted
        disposedHandler = onDisposed
        super.init(onNext: onNext, onError: onError)
    }

    override func onCompleted() {
        guard stop() else { return }
        completedHandler?()
        dispose()
    }

    override func disposeResources() {
        disposedHandler.take()?()
    }
}
