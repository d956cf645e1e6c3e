extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them; fails on the
    /// first error, completes when the source and every inner sequence have completed.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return MergeObservable(mode: .merge(maxConcurrent: nil)) { sink in
            sink.outerSubscription = { sink.setUpstream(source.subscribe(sink: sink)) }
            return { try selector($0).asObservable() }
        }
    }

    /// Like `flatMap`, but ignores source elements while an inner sequence is running.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return MergeObservable(mode: .dropWhileActive) { sink in
            sink.outerSubscription = { sink.setUpstream(source.subscribe(sink: sink)) }
            return { try selector($0).asObservable() }
        }
    }

    /// Like `flatMap`, but runs one inner sequence at a time, in order, queueing the rest.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return MergeObservable(mode: .merge(maxConcurrent: 1)) { sink in
            sink.outerSubscription = { sink.setUpstream(source.subscribe(sink: sink)) }
            return { try selector($0).asObservable() }
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences' events.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// Merges the inner sequences, running at most `maxConcurrent` at once and queueing the rest.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be positive")
        let source = asObservable()
        return MergeObservable(mode: .merge(maxConcurrent: maxConcurrent)) { sink in
            sink.outerSubscription = { sink.setUpstream(source.subscribe(sink: sink)) }
            return { $0.asObservable() }
        }
    }

    /// Runs the inner sequences one after another.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to every source at once and merges their events.
    public static func merge(_ sources: Observable<Element> ...) -> Observable<Element> {
        merge(sources)
    }

    /// Subscribes to every source at once and merges their events.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let all = Array(sources)
        return MergeObservable<Observable<Element>, Element>(mode: .merge(maxConcurrent: nil)) { sink in
            sink.outerSubscription = {
                for source in all { sink.subscribeInner(source) }
                sink.onCompleted()
            }
            return { $0 }
        }
    }
}

/// How a merging operator treats a new inner sequence.
@usableFromInline
enum MergeMode {
    /// Subscribe at once, or queue beyond `maxConcurrent`.
    case merge(maxConcurrent: Int?)
    /// Drop it while another is running (`flatMapFirst`).
    case dropWhileActive
}

@usableFromInline
final class MergeObservable<SourceElement, Element>: Observable<Element> {
    @usableFromInline let mode: MergeMode
    @usableFromInline let configure: (MergeSink<SourceElement, Element>) -> (SourceElement) throws -> Observable<Element>
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: MergeSink<SourceElement, Element>.Type
    @usableFromInline let innerType: MergeInnerObserver<SourceElement, Element>.Type

    @inlinable
    init(mode: MergeMode, configure: @escaping (MergeSink<SourceElement, Element>) -> (SourceElement) throws -> Observable<Element>) {
        self.mode = mode
        self.configure = configure
        sinkType = MergeSink<SourceElement, Element>.self
        innerType = MergeInnerObserver<SourceElement, Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = sinkType.init(mode: mode, innerType: innerType, downstream: observer)
        sink.selector = configure(sink)
        sink.outerSubscription?()
        sink.outerSubscription = nil
        return sink
    }
}

/// The state of `flatMap`, `flatMapFirst`, `concatMap` and `merge`: a recursive lock
/// serializes the outer and inner sequences' events (re-entrant emission from the same
/// thread is allowed, as in RxSwift), and inner subscriptions that end synchronously are
/// never registered.
@usableFromInline
final class MergeSink<SourceElement, Element>: Sink<SourceElement, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    private let mode: MergeMode
    private let innerType: MergeInnerObserver<SourceElement, Element>.Type
    @exclusivity(unchecked) @usableFromInline var selector: ((SourceElement) throws -> Observable<Element>)?
    @exclusivity(unchecked) @usableFromInline var outerSubscription: (() -> Void)?

    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var outerDone = false
    @exclusivity(unchecked) private var activeCount = 0
    /// Waiting inner sequences (`Observable<Element>`), stored untyped so that checking the
    /// queue needs no generic metadata.
    @exclusivity(unchecked) private var queued: [AnyObject] = []
    @exclusivity(unchecked) private var queueHead = 0
    /// Live inner observers, stored untyped for the same reason.
    @exclusivity(unchecked) private var inners: [Int: AnyObject] = [:]
    @exclusivity(unchecked) private var nextKey = 0

    init(mode: MergeMode, innerType: MergeInnerObserver<SourceElement, Element>.Type, downstream: EventSink<Element>) {
        self.mode = mode
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        let inner: Observable<Element>
        do {
            inner = try selector!(element)
        } catch {
            stopped = true
            downstream.onError(error)
            lock.unlock()
            dispose()
            return
        }
        switch mode {
        case .merge(let maxConcurrent):
            // Queued inners keep their order: a new one waits while any is queued.
            if let maxConcurrent, activeCount >= maxConcurrent || queueHead < queued.count {
                queued.append(inner)
                lock.unlock()
                return
            }
        case .dropWhileActive:
            if activeCount > 0 {
                lock.unlock()
                return
            }
        }
        // The slot is taken in the same critical section as the check above, so an inner
        // that completes on another thread meanwhile cannot hand its slot to a second one.
        activeCount += 1
        let key = nextKey
        nextKey += 1
        lock.unlock()
        subscribe(inner, key: key)
    }

    /// Subscribes to `inner` at once (the static `merge` of several sources).
    @usableFromInline
    func subscribeInner(_ inner: Observable<Element>) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        activeCount += 1
        let key = nextKey
        nextKey += 1
        lock.unlock()
        subscribe(inner, key: key)
    }

    /// Subscribes an inner whose slot is taken, then registers its observer for disposal —
    /// unless it already finished (an inner that completes synchronously is never
    /// registered, which keeps `flatMap` of `just` cheap) or the whole operator was disposed
    /// meanwhile: an inner that emits synchronously into `take(1)`, a `dispose()` from inside
    /// `onNext`, another thread. Then nobody else will dispose it, so this does. Whichever of
    /// this check and `disposeResources` takes the lock second handles the observer.
    private func subscribe(_ inner: Observable<Element>, key: Int) {
        let observer = innerType.init(parent: self, key: key)
        observer.setUpstream(inner.subscribe(sink: observer))
        lock.lock()
        if stopped {
            lock.unlock()
            observer.dispose()
            return
        }
        if !observer.isFinished { inners[key] = observer }
        lock.unlock()
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

    @usableFromInline
    override func onCompleted() {
        lock.lock()
        if stopped || outerDone {
            lock.unlock()
            return
        }
        outerDone = true
        if activeCount == 0 {
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
    }

    func innerNext(_ element: Element) {
        lock.lock()
        if !stopped { downstream.onNext(element) }
        lock.unlock()
    }

    func innerError(_ error: Swift.Error) { onError(error) }

    func innerCompleted(_ observer: MergeInnerObserver<SourceElement, Element>) {
        lock.lock()
        observer.isFinished = true
        inners.removeValue(forKey: observer.key)
        if stopped {
            lock.unlock()
            return
        }
        if queueHead < queued.count {
            // The finished inner's slot passes straight to the next queued one.
            let next = unsafeDowncast(queued[queueHead], to: Observable<Element>.self)
            queueHead += 1
            if queueHead == queued.count {
                queued.removeAll()
                queueHead = 0
            }
            let key = nextKey
            nextKey += 1
            lock.unlock()
            subscribe(next, key: key)
            return
        }
        activeCount -= 1
        if outerDone && activeCount == 0 {
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
    }

    override func disposeResources() {
        let all: [AnyObject] = lock.withLock {
            stopped = true
            let all = Array(inners.values)
            inners.removeAll()
            queued.removeAll()
            selector = nil
            return all
        }
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
