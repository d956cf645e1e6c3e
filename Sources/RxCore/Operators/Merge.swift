extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them; fails on the
    /// first error, completes when the source and every inner sequence have completed.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: nil)) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but ignores source elements while an inner sequence is running.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .dropWhileActive) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but runs one inner sequence at a time, in order, queueing the rest.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: 1)) { try selector($0).asObservable() }
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
        return FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: maxConcurrent)) {
            $0.asObservable()
        }
    }

    /// Runs the inner sequences one after another.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to every source at once and merges their events.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Subscribes to every source at once and merges their events.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeAllObservable(sources: Array(sources))
    }
}

/// The producer of `flatMap`, `flatMapFirst`, `concatMap` and `merge()`: the source, the mode
/// and the selector, handed to the sink as they are — building the operator costs this one
/// object, and subscribing one sink. The selector is wrapped to return an `Observable` where
/// the operator is written, so the wrapper is specialised for the caller's types (and costs
/// no context when the user's closure captures nothing).
@usableFromInline
final class FlatMapObservable<SourceElement, Element>: Observable<Element> {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let mode: MergeMode
    @usableFromInline let selector: (SourceElement) throws -> Observable<Element>
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: MergeSink<SourceElement, Element>.Type
    @usableFromInline let innerType: MergeInnerObserver<SourceElement, Element>.Type

    @inlinable
    init(
        source: Observable<SourceElement>, mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) {
        self.source = source
        self.mode = mode
        self.selector = selector
        sinkType = MergeSink<SourceElement, Element>.self
        innerType = MergeInnerObserver<SourceElement, Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        sinkType.init(mode: mode, selector: selector, innerType: innerType, downstream: observer).run(source)
    }
}

/// The static `merge` of a list of sources: subscribes to each at once, in order.
final class MergeAllObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = MergeSink<Never, Element>(
            mode: .merge(maxConcurrent: nil), selector: { _ in fatalError("the static merge has no source elements") },
            innerType: MergeInnerObserver<Never, Element>.self,
            downstream: observer)
        for source in sources { sink.subscribeInner(source) }
        sink.onCompleted()
        return sink
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

/// The transitions of `flatMap`, `flatMapFirst`, `concatMap` and `merge`, without locks or
/// side effects: how many inners run, which wait, which are registered for disposal, and
/// when the whole ends. Inners and waiting sources are plain object references, so the
/// machine is not generic and its checks need no generic metadata.
struct MergeStateMachine {
    private let mode: MergeMode
    private(set) var stopped = false
    private var outerDone = false
    private var activeCount = 0
    /// Waiting sources, oldest first (`concatMap`, `merge(maxConcurrent:)`).
    private var queued: [AnyObject] = []
    private var queueHead = 0
    /// Running inners' observers by key; an inner that ended while it was being subscribed
    /// is never registered.
    private var inners: [Int: AnyObject] = [:]
    private var nextKey = 0

    init(mode: MergeMode) { self.mode = mode }

    enum OuterNextAction {
        /// Subscribe to it now, under `key`: its slot is already counted.
        case subscribe(key: Int)
        /// It waits for a free slot; queued inners keep their order.
        case queued
        /// Dropped: `flatMapFirst` while an inner runs, or stopped.
        case dropped
    }

    /// `flatMapFirst` with an inner running: the element is dropped before the selector sees
    /// it, so a throwing selector cannot fail the stream for an element that was never used.
    var dropsElements: Bool {
        if case .dropWhileActive = mode { return activeCount > 0 }
        return false
    }

    /// The source sent an inner sequence. The slot is taken in the same transition as the
    /// check, so an inner that completes on another thread meanwhile cannot hand its slot
    /// to a second one.
    mutating func outerNext(_ source: AnyObject) -> OuterNextAction {
        if stopped { return .dropped }
        switch mode {
        case .merge(let maxConcurrent):
            if let maxConcurrent, activeCount >= maxConcurrent || queueHead < queued.count {
                queued.append(source)
                return .queued
            }
        case .dropWhileActive:
            if activeCount > 0 { return .dropped }
        }
        return .subscribe(key: takeSlot())
    }

    /// The static `merge` subscribes to every source at once: the key, or `nil` if stopped.
    mutating func subscribeAtOnce() -> Int? {
        stopped ? nil : takeSlot()
    }

    private mutating func takeSlot() -> Int {
        activeCount += 1
        defer { nextKey += 1 }
        return nextKey
    }

    /// Subscribing to the inner under `key` returned. `true` when the caller must dispose
    /// it: everything was disposed meanwhile, and nobody else will.
    mutating func innerSubscribed(key: Int, observer: AnyObject, alreadyFinished: Bool) -> Bool {
        if stopped { return true }
        if !alreadyFinished { inners[key] = observer }
        return false
    }

    enum InnerCompletedAction {
        /// The slot passes to this waiting source, under `key`.
        case subscribe(AnyObject, key: Int)
        /// The source and every inner are done.
        case complete
        case none
    }

    mutating func innerCompleted(key: Int) -> InnerCompletedAction {
        // An inner that completed while being subscribed (`just`) was never registered; with
        // none registered the removal is skipped, which spares hashing the key on every element.
        if !inners.isEmpty { inners.removeValue(forKey: key) }
        if stopped { return .none }
        if queueHead < queued.count {
            let next = queued[queueHead]
            queueHead += 1
            if queueHead == queued.count {
                queued.removeAll()
                queueHead = 0
            }
            defer { nextKey += 1 }
            return .subscribe(next, key: nextKey)
        }
        activeCount -= 1
        if outerDone && activeCount == 0 {
            stopped = true
            return .complete
        }
        return .none
    }

    /// The source completed: `true` when that ends the whole (no inner runs).
    mutating func outerCompleted() -> Bool {
        if stopped || outerDone { return false }
        outerDone = true
        if activeCount == 0 {
            stopped = true
            return true
        }
        return false
    }

    /// The source, an inner or the selector failed: `true` when the error is forwarded.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }

    /// Disposal: the registered inners, to dispose.
    mutating func dispose() -> [AnyObject] {
        stopped = true
        let all = Array(inners.values)
        inners.removeAll()
        queued.removeAll()
        queueHead = 0
        return all
    }
}

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
