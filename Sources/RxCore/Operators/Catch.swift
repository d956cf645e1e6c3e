extension ObservableType {
    /// On error, continues with the sequence `handler` returns for it.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchObservable(source: asObservable(), handler: handler)
    }

    /// On error, emits `element` and completes.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Subscribes to the sources one after another, moving to the next when one fails:
    /// completes with the first that completes; fails with the last one's error if all fail;
    /// completes at once if there are none.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        var sources = Array(sequence)[...]
        guard let first = sources.popFirst() else { return .empty() }
        return sources.reduce(first) { chain, next in chain.catch { _ in next } }
    }

    /// Resubscribes to the source after every error, forever.
    public func retry() -> Observable<Element> {
        RetryObservable(source: asObservable(), maxAttempts: nil)
    }

    /// Subscribes to the source at most `maxAttemptCount` times in all; the last error is
    /// forwarded.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        RetryObservable(source: asObservable(), maxAttempts: maxAttemptCount)
    }
}

@usableFromInline
final class CatchObservable<Element>: Observable<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: CatchSink<Element>.Type

    @inlinable
    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
        sinkType = CatchSink<Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        sinkType.init(handler: handler, downstream: observer).run(source)
    }
}

/// `catch`'s sink: the source's subscription is its own upstream, so a subscription that never
/// fails costs nothing more; on an error it lets that subscription go and subscribes to the
/// fallback through a ``ForwardingObserver``, which it disposes with itself.
@usableFromInline
final class CatchSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let lock = RxLock()
    /// The fallback's observer, once the source failed. Guarded by `lock`.
    @exclusivity(unchecked) private var fallback: DisposeNode?

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, downstream: EventSink<Element>) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) { downstream.onNext(element) }
    override func onCompleted() { forwardCompleted() }

    override func onError(_ error: Swift.Error) {
        let fallbackSource: Observable<Element>
        do { fallbackSource = try handler(error) } catch {
            forwardError(error)
            return
        }
        // As RxSwift: the failed source's subscription ends when the fallback takes over.
        releaseUpstream()
        let observer = ForwardingObserver(self)
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        fallback = observer
        lock.unlock()
        observer.setUpstream(fallbackSource.subscribe(sink: observer))
    }

    override func disposeResources() {
        lock.lock()
        let observer = fallback.take()
        lock.unlock()
        observer?.dispose()
    }
}

/// Forwards a later source's events into an existing sink's downstream, terminating it. It
/// can own that source's subscription (`catch`'s fallback) or leave it to a serial
/// disposable (`timeout`'s other source).
final class ForwardingObserver<Input, Element>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: Sink<Input, Element>
    init(_ parent: Sink<Input, Element>) { self.parent = parent }
    override func onNext(_ element: Element) { if !parent.isDisposed { parent.downstream.onNext(element) } }
    override func onError(_ error: Swift.Error) { if !parent.isDisposed { parent.forwardError(error) } }
    override func onCompleted() { if !parent.isDisposed { parent.forwardCompleted() } }
}

final class RetryObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let maxAttempts: Int?

    init(source: Observable<Element>, maxAttempts: Int?) {
        self.source = source
        self.maxAttempts = maxAttempts
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        if let maxAttempts, maxAttempts <= 0 {
            observer.onCompleted()
            return DisposeNode.empty
        }
        let sink = RetrySink(source: source, maxAttempts: maxAttempts, downstream: observer)
        sink.moveNext()
        return sink
    }
}

/// Resubscribes on error, at once (see ``SteppingSink``): a source that fails while it is being
/// subscribed is resubscribed by the loop, not by a deeper stack.
final class RetrySink<Element>: SteppingSink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    @exclusivity(unchecked) private var remaining: Int?
    private let serial = SerialDisposable()

    init(source: Observable<Element>, maxAttempts: Int?, downstream: EventSink<Element>) {
        self.source = source
        remaining = maxAttempts
        super.init(downstream: downstream)
    }

    override func step() {
        if isDisposed { return }
        if let remaining { self.remaining = remaining - 1 }
        let attempt = RetryAttemptObserver(self)
        serial.replace { source.subscribe(sink: attempt) }
    }

    override func onNext(_ element: Element) { downstream.onNext(element) }
    override func onCompleted() { forwardCompleted() }

    override func onError(_ error: Swift.Error) {
        if isDisposed { return }
        if let remaining, remaining <= 0 {
            forwardError(error)
            return
        }
        moveNext()
    }

    override func disposeResources() { serial.dispose() }
}

/// One subscription attempt; ignores events once a newer attempt has started.
final class RetryAttemptObserver<Element>: EventSink<Element>, @unchecked Sendable {
    private weak var parent: RetrySink<Element>?
    @exclusivity(unchecked) private var stopped = false
    init(_ parent: RetrySink<Element>) { self.parent = parent }
    override func onNext(_ element: Element) { if !stopped { parent?.onNext(element) } }
    override func onError(_ error: Swift.Error) {
        if !stopped {
            stopped = true
            parent?.onError(error)
        }
    }
    override func onCompleted() {
        if !stopped {
            stopped = true
            parent?.onCompleted()
        }
    }
}
