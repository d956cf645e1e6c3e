/// The storage of `flatMap`, `flatMapFirst`, `concatMap` and `merge`: a recursive lock
/// serializes the outer and inner sequences' events (re-entrant emission from the same
/// thread is allowed, as in RxSwift) and guards the state machine.
@usableFromInline
final class MergeSink<SourceElement, Element>: Sink<SourceElement, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    private let innerType: MergeInnerObserver<SourceElement, Element>.Type
    /// Not an `Optional` (for the static `merge`, which has no source elements): an optional
    /// function is stored maximally abstracted, and converting to it costs a thunk and its
    /// context per subscription, and an allocation per element.
    private let selector: (SourceElement) throws -> Observable<Element>
    @exclusivity(unchecked) private var state: MergeStateMachine

    init(
        mode: MergeMode, selector: @escaping (SourceElement) throws -> Observable<Element>,
        innerType: MergeInnerObserver<SourceElement, Element>.Type, downstream: EventSink<Element>
    ) {
        state = MergeStateMachine(mode: mode)
        self.selector = selector
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if state.stopped || state.dropsElements {
            lock.unlock()
            return
        }
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            let forward = state.fail()
            if forward { downstream.onError(error) }
            lock.unlock()
            if forward { dispose() }
            return
        }
        let action = state.outerNext(inner)
        if case .subscribe(let key) = action, let value = inner.immediateElement {
            // `just` in the same hold of the lock: its element and its completion, inside the
            // trampoline a subscription would run in (drained after the lock is released).
            Observable<Element>.trampolined {
                if !state.stopped { downstream.onNext(value) }
                innerCompletedLocked(key: key)
            }
            return
        }
        lock.unlock()
        if case .subscribe(let key) = action { subscribe(inner, key: key) }
    }

    /// Subscribes to `inner` at once (the static `merge` of several sources).
    @usableFromInline
    func subscribeInner(_ inner: Observable<Element>) {
        lock.lock()
        let key = state.subscribeAtOnce()
        lock.unlock()
        if let key { subscribe(inner, key: key) }
    }

    /// Subscribes an inner whose slot is taken, then registers its observer for disposal —
    /// unless it already finished (an inner that completes synchronously is never
    /// registered, which keeps `flatMap` of `just` cheap) or the whole operator was disposed
    /// meanwhile (an inner that emits synchronously into `take(1)`, a `dispose()` from
    /// inside `onNext`, another thread): then nobody else will dispose it, so this does.
    private func subscribe(_ inner: Observable<Element>, key: Int) {
        if let element = inner.immediateElement {
            // `just`: its element, then its completion, as an inner observer would deliver
            // them — without the observer, which would never be registered anyway.
            Observable<Element>.trampolined {
                innerNext(element)
                innerCompleted(key: key)
            }
            return
        }
        let observer = innerType.init(parent: self, key: key)
        observer.setUpstream(inner.subscribe(sink: observer))
        lock.lock()
        let disposeIt = state.innerSubscribed(key: key, observer: observer, alreadyFinished: observer.isFinished)
        lock.unlock()
        if disposeIt { observer.dispose() }
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { state.fail() }
    }

    @usableFromInline
    override func onCompleted() {
        forwardTermination(.completed, under: lock) { state.outerCompleted() }
    }

    func innerNext(_ element: Element) {
        lock.lock()
        if !state.stopped { downstream.onNext(element) }
        lock.unlock()
    }

    func innerError(_ error: Swift.Error) { onError(error) }

    func innerCompleted(_ observer: MergeInnerObserver<SourceElement, Element>) {
        lock.lock()
        observer.isFinished = true
        innerCompletedLocked(key: observer.key)
    }

    /// An inner without an observer (`just`) completed.
    private func innerCompleted(key: Int) {
        lock.lock()
        innerCompletedLocked(key: key)
    }

    /// Called with the lock held; releases it.
    private func innerCompletedLocked(key: Int) {
        let action = state.innerCompleted(key: key)
        if case .complete = action { downstream.onCompleted() }
        lock.unlock()
        switch action {
        case .subscribe(let next, let key):
            subscribe(unsafeDowncast(next, to: Observable<Element>.self), key: key)
        case .complete:
            dispose()
        case .none:
            break
        }
    }

    override func disposeResources() {
        let all: [AnyObject] = lock.withLock { state.dispose() }
        for inner in all { unsafeDowncast(inner, to: MergeInnerObserver<SourceElement, Element>.self).dispose() }
    }
}

@usableFromInline
final class MergeInnerObserver<SourceElement, Element>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: MergeSink<SourceElement, Element>
    let key: Int
    /// Guarded by the parent's lock.
    @exclusivity(unchecked) var isFinished = false

    init(parent: MergeSink<SourceElement, Element>, key: Int) {
        self.parent = parent
        self.key = key
    }

    override func onNext(_ element: Element) { parent.innerNext(element) }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.innerError(error)
    }

    override func onCompleted() {
        dispose()
        parent.innerCompleted(self)
    }
}
