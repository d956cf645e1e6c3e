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

/// Subscriber that calls closures; `onDisposed` runs once when the subscription ends.
@usableFromInline
final class ClosureSubscriber<Element>: SubscriberBase<Element>, @unchecked Sendable {
    private let nextHandler: ((Element) -> Void)?
    private let errorHandler: ((Swift.Error) -> Void)?
    private let completedHandler: (() -> Void)?
    @exclusivity(unchecked) private var disposedHandler: (() -> Void)?
    /// The `subscribe` call's stack, for ``Hooks/defaultErrorHandler``; captured only when
    /// there is no error handler and ``Hooks/recordCallStackOnError`` is on.
    private let callStack: [String]

    @usableFromInline init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        nextHandler = onNext
        errorHandler = onError
        callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        completedHandler = onCompleted
        disposedHandler = onDisposed
    }

    override func onNext(_ element: Element) {
        if canDeliver { nextHandler?(element) }
    }

    override func onError(_ error: Swift.Error) {
        guard stop() else { return }
        if let errorHandler { errorHandler(error) } else { Hooks.defaultErrorHandler(callStack, error) }
        dispose()
    }

    override func onCompleted() {
        guard stop() else { return }
        completedHandler?()
        dispose()
    }

    override func disposeResources() {
        let handler = disposedHandler
        disposedHandler = nil
        handler?()
    }
}
