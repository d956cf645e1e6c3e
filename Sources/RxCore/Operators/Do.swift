import Synchronization

extension ObservableType {
    /// Runs side effects at each stage of the subscription's life without changing its events.
    /// An error thrown by a `before`/`after` handler of an event ends the sequence with it.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted)
        return DoObservable(
            source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose)
    }
}

struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

final class DoObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, onDispose: onDispose, downstream: observer)
        let subscription = sink.run(source)
        onSubscribed?()
        sink.subscriptionReturned()
        return subscription
    }
}

/// RxSwift's order at the end of a subscription: the source's subscription is disposed,
/// then `onDispose` runs — and for a source that ends while it is being subscribed, only
/// after `onSubscribed`. So `onDispose` waits until both the disposal and the return from
/// subscribing have happened, whichever comes last.
final class DoSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var returnedBit: Int { 2 }

    private let handlers: DoHandlers<Element>
    @exclusivity(unchecked) private var onDispose: (() -> Void)?
    @exclusivity(unchecked) private var stopped = false
    private let lifecycle = Atomic<Int>(0)

    init(handlers: DoHandlers<Element>, onDispose: (() -> Void)?, downstream: EventSink<Element>) {
        self.handlers = handlers
        self.onDispose = onDispose
        super.init(downstream: downstream)
    }

    /// Subscribing returned (after `onSubscribed`).
    func subscriptionReturned() {
        let old = lifecycle.bitwiseOr(Self.returnedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.disposedBit != 0 { runOnDispose() }
    }

    private func runOnDispose() {
        let handler = onDispose
        onDispose = nil
        handler?()
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            try handlers.onNext?(element)
            downstream.onNext(element)
            try handlers.afterNext?(element)
        } catch {
            stopped = true
            forwardError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        if stopped { return }
        stopped = true
        do {
            try handlers.onError?(error)
            downstream.onError(error)
            try handlers.afterError?(error)
            dispose()
        } catch let handlerError {
            forwardError(handlerError)
        }
    }

    override func onCompleted() {
        if stopped { return }
        stopped = true
        do {
            try handlers.onCompleted?()
            downstream.onCompleted()
            try handlers.afterCompleted?()
            dispose()
        } catch {
            forwardError(error)
        }
    }

    override func disposeResources() {
        let old = lifecycle.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.returnedBit != 0 { runOnDispose() }
    }
}
