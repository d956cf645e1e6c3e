extension ObservableType {
    /// Mirrors the source until `other` emits an element, then completes.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntilObservable(source: asObservable(), other: other.asObservable().map { _ in () })
    }

    /// Mirrors the source for `duration`, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeUntilObservable(
            source: asObservable(), other: Observable<Int>.timer(duration, scheduler: scheduler).map { _ in () })
    }

    /// Drops the source's elements until `other` emits an element.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilObservable(source: asObservable(), other: other.asObservable().map { _ in () })
    }

    /// Drops the source's elements for `duration` after subscribing (RxSwift's spelling).
    /// Unlike `skip(until:)`, a completion is forwarded even while elements are still dropped.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipUntilObservable(
            source: asObservable(), other: Observable<Int>.timer(duration, scheduler: scheduler).map { _ in () },
            completesWhileClosed: true)
    }
}

final class TakeUntilObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Void>

    init(source: Observable<Element>, other: Observable<Void>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = TakeUntilSink(downstream: observer)
        let trigger = TriggerObserver(
            onTrigger: { [weak sink] in sink?.trigger() }, onError: { [weak sink] in sink?.triggerError($0) })
        sink.triggerSubscription.setDisposable(trigger.attach(other))
        if !sink.isDisposed { sink.setUpstream(source.subscribe(sink: sink)) }
        return sink
    }
}

final class TakeUntilSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    let triggerSubscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) private var stopped = false

    override func onNext(_ element: Element) {
        lock.withLock { if !stopped { downstream.onNext(element) } }
    }

    override func onError(_ error: Swift.Error) { terminate(.error(error)) }
    override func onCompleted() { terminate(.completed) }

    func trigger() { terminate(.completed) }
    func triggerError(_ error: Swift.Error) { terminate(.error(error)) }

    private func terminate(_ event: Event<Element>) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        downstream.on(event)
        lock.unlock()
        dispose()
    }

    override func disposeResources() { triggerSubscription.dispose() }
}

/// Observes a trigger sequence: the first element (once) and errors are reported; its
/// completion is ignored.
final class TriggerObserver: DisposableSink<Void>, @unchecked Sendable {
    private let onTrigger: () -> Void
    private let onErrorHandler: (Swift.Error) -> Void
    @exclusivity(unchecked) private var fired = false

    init(onTrigger: @escaping () -> Void, onError: @escaping (Swift.Error) -> Void) {
        self.onTrigger = onTrigger
        onErrorHandler = onError
    }

    func attach(_ source: Observable<Void>) -> Disposable {
        setUpstream(source.subscribe(sink: self))
        return self
    }

    override func onNext(_ element: Void) {
        if fired { return }
        fired = true
        onTrigger()
        dispose()
    }

    override func onError(_ error: Swift.Error) {
        if fired { return }
        fired = true
        onErrorHandler(error)
        dispose()
    }

    override func onCompleted() { dispose() }
}

final class SkipUntilObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Void>
    private let completesWhileClosed: Bool

    init(source: Observable<Element>, other: Observable<Void>, completesWhileClosed: Bool = false) {
        self.source = source
        self.other = other
        self.completesWhileClosed = completesWhileClosed
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = SkipUntilSink(downstream: observer, completesWhileClosed: completesWhileClosed)
        let trigger = TriggerObserver(
            onTrigger: { [weak sink] in sink?.open() }, onError: { [weak sink] in sink?.onError($0) })
        sink.setUpstream(source.subscribe(sink: sink))
        sink.triggerSubscription.setDisposable(trigger.attach(other))
        return sink
    }
}

final class SkipUntilSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    /// `skip(_:scheduler:)` forwards a completion that arrives before the window ends;
    /// `skip(until:)` swallows it, as in RxSwift.
    private let completesWhileClosed: Bool
    let lock = RxLock(recursive: true)
    let triggerSubscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) private var isOpen = false
    @exclusivity(unchecked) private var stopped = false

    init(downstream: EventSink<Element>, completesWhileClosed: Bool) {
        self.completesWhileClosed = completesWhileClosed
        super.init(downstream: downstream)
    }

    func open() { lock.withLock { isOpen = true } }

    override func onNext(_ element: Element) {
        lock.withLock { if isOpen && !stopped { downstream.onNext(element) } }
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func onCompleted() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        if isOpen || completesWhileClosed { downstream.onCompleted() }
        lock.unlock()
        dispose()
    }

    override func disposeResources() { triggerSubscription.dispose() }
}
