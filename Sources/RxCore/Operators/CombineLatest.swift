/// The latest value of one source of `combineLatest`, kept in raw storage so that reading
/// and replacing it in unspecialised code needs no `Optional` metadata.
final class LatestValue<Value> {
    private let storage = allocateStorage(of: Value.self, capacity: 1)
    @exclusivity(unchecked) private(set) var isSet = false

    var value: Value { storage.pointee }

    func set(_ value: Value) {
        if isSet {
            storage.pointee = value
        } else {
            storage.initialize(to: value)
            isSet = true
        }
    }

    deinit {
        if isSet { storage.deinitialize(count: 1) }
        deallocateStorage(storage)
    }
}

/// A multi-source operator's producer: `configure` registers the sources with the sink and
/// returns how to build a result; then the sink subscribes to the sources in order.
@usableFromInline
final class CombiningObservable<Result, Core: CombiningSink<Result>>: Observable<Result> {
    @usableFromInline let makeSink: (EventSink<Result>) -> Core
    @usableFromInline let configure: (Core) -> () throws -> Result

    @inlinable
    init(makeSink: @escaping (EventSink<Result>) -> Core, configure: @escaping (Core) -> () throws -> Result) {
        self.makeSink = makeSink
        self.configure = configure
        super.init()
    }

    override func run(_ observer: EventSink<Result>) -> DisposeNode {
        let sink = makeSink(observer)
        sink.resultBuilder = configure(sink)
        sink.subscribeAll()
        return sink
    }
}

/// One source's observer in a multi-source operator; it holds the source until subscribed.
@usableFromInline
class CombiningSourceObserver<Element>: DisposableSink<Element>, @unchecked Sendable, SourceSubscribing {
    @exclusivity(unchecked) private var source: Observable<Element>?
    let index: Int
    @exclusivity(unchecked) var isDone = false

    @usableFromInline
    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    @usableFromInline func subscribeToSource() {
        guard let source else { return }
        self.source = nil
        setUpstream(source.subscribe(sink: self))
    }
}

@usableFromInline
protocol SourceSubscribing: AnyObject, Disposable {
    func subscribeToSource()
}

/// The transitions of `combineLatest` and `zip`, without locks or side effects: how many
/// sources there are, how many have a value (`combineLatest`) or a waiting element (`zip`),
/// how many completed, and when the whole ends. The values themselves stay in the sources'
/// observers, so the machine is not generic.
struct CombiningStateMachine {
    private(set) var arity = 0
    private var withValue = 0
    private var done = 0
    private var emptyQueues = 0
    private(set) var stopped = false

    /// A source was registered; `zip` sources start with an empty queue.
    mutating func register(queued: Bool) {
        arity += 1
        if queued { emptyQueues += 1 }
    }

    enum ValueAction { case emit, complete, none }

    /// `combineLatest`: a source sent a value (`first` when it is that source's first).
    /// Emits once every source has a value; if a source sends its first value while every
    /// other source completed without one, nothing can ever be combined: complete.
    mutating func latestValue(first: Bool) -> ValueAction {
        if stopped { return .none }
        if first { withValue += 1 }
        if withValue == arity { return .emit }
        if done == arity - 1 {
            stopped = true
            return .complete
        }
        return .none
    }

    /// `zip`: a source's queue went from empty to holding an element: `true` when every
    /// queue now holds one, so a tuple is emitted.
    mutating func queueFilled() -> Bool {
        emptyQueues -= 1
        return !stopped && emptyQueues == 0
    }

    /// `zip`: a dequeue emptied a source's queue.
    mutating func queueEmptied() { emptyQueues += 1 }

    /// A source completed (once per source): `true` when all have, which completes the whole.
    mutating func sourceCompleted() -> Bool {
        if stopped { return false }
        done += 1
        if done == arity {
            stopped = true
            return true
        }
        return false
    }

    /// A source or the result selector failed: `true` when the error is forwarded.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }

    /// Completion of the whole for a reason of its own (no sources): `true` if forwarded.
    mutating func finish() -> Bool { fail() }

    mutating func dispose() { stopped = true }
}

/// The storage of `combineLatest` and `zip`: a recursive lock that serializes every source's
/// events (as RxSwift's does) and guards the state machine, and the subscriptions to dispose
/// together.
@usableFromInline
class CombiningSink<Result>: Sink<Never, Result>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    @exclusivity(unchecked) var resultBuilder: (() throws -> Result)?
    @exclusivity(unchecked) var state = CombiningStateMachine()
    @exclusivity(unchecked) private var observers: [SourceSubscribing] = []

    @usableFromInline var arity: Int { state.arity }

    /// Makes room for `count` sources before they are registered.
    @usableFromInline
    func reserveSources(_ count: Int) {
        observers.reserveCapacity(count)
    }

    @usableFromInline
    func register(_ observer: SourceSubscribing, queued: Bool = false) {
        state.register(queued: queued)
        observers.append(observer)
    }

    func subscribeAll() {
        if state.arity == 0 {
            finishWithoutSources()
            return
        }
        for observer in observers where !isDisposed { observer.subscribeToSource() }
    }

    /// Ends a subscription to no sources at all (the collection forms): `zip` completes.
    func finishWithoutSources() {
        forwardCompleted()
    }

    /// Emits a result; a thrown error ends the sequence. Call with the lock held.
    final func emitResult() {
        do {
            downstream.onNext(try resultBuilder!())
        } catch {
            fail(error)
        }
    }

    /// Call with the lock held.
    final func fail(_ error: Swift.Error) {
        guard state.fail() else { return }
        downstream.onError(error)
        dispose()
    }

    /// Call with the lock held.
    final func complete() {
        downstream.onCompleted()
        dispose()
    }

    /// Records that `observer`'s source completed; completes once all have. Call with the
    /// lock held.
    final func markDone<Element>(_ observer: CombiningSourceObserver<Element>) {
        if observer.isDone { return }
        observer.isDone = true
        if state.sourceCompleted() { complete() }
    }

    override func disposeResources() {
        let all = lock.withLock { () -> [SourceSubscribing] in
            state.dispose()
            let all = observers
            observers = []
            resultBuilder = nil
            return all
        }
        for observer in all { observer.dispose() }
    }
}

/// `combineLatest`: emits a result whenever any source emits, once every source has emitted
/// at least once. Completes when all sources have completed, or when a source emits while
/// every other source has completed without ever emitting.
@usableFromInline
final class CombineLatestSink<Result>: CombiningSink<Result>, @unchecked Sendable {
    /// As RxSwift: `combineLatest` of no sources emits the result of no values, then completes.
    override func finishWithoutSources() {
        lock.lock()
        emitResult()
        if state.finish() { complete() }
        lock.unlock()
    }

    @inlinable
    func add<Element>(_ source: Observable<Element>) -> CombineLatestObserver<Element, Result> {
        let observer = CombineLatestObserver(parent: self, source: source, index: arity)
        register(observer)
        return observer
    }

    /// Call with the lock held.
    func next<Element>(_ observer: CombineLatestObserver<Element, Result>, firstValue: Bool) {
        switch state.latestValue(first: firstValue) {
        case .emit: emitResult()
        case .complete: complete()
        case .none: break
        }
    }
}

/// A `combineLatest` source's observer; it keeps that source's latest value in raw storage
/// so that reading and replacing it needs no `Optional` metadata in unspecialised code.
@usableFromInline
final class CombineLatestObserver<Element, Result>: CombiningSourceObserver<Element>, @unchecked Sendable {
    private let parent: CombineLatestSink<Result>
    private let storage = allocateStorage(of: Element.self, capacity: 1)
    @exclusivity(unchecked) private var hasValue = false

    @usableFromInline
    init(parent: CombineLatestSink<Result>, source: Observable<Element>, index: Int) {
        self.parent = parent
        super.init(source: source, index: index)
    }

    deinit {
        if hasValue { storage.deinitialize(count: 1) }
        deallocateStorage(storage)
    }

    /// The latest value; read only once every source has one.
    @usableFromInline var value: Element { storage.pointee }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        let first = !hasValue
        if first {
            storage.initialize(to: element)
            hasValue = true
        } else {
            storage.pointee = element
        }
        parent.next(self, firstValue: first)
        parent.lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        parent.fail(error)
        parent.lock.unlock()
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        parent.markDone(self)
        parent.lock.unlock()
    }
}

extension ObservableType {
    /// Combines the latest elements of all sources with `resultSelector` whenever any emits,
    /// once each has emitted.
    public static func combineLatest<Sources: Collection>(_ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element) -> Observable<Element> where Sources.Element: ObservableType {
        let all = sources.map { $0.asObservable() }
        return CombiningObservable(makeSink: { CombineLatestSink<Element>(downstream: $0) }) { sink in
            sink.reserveSources(all.count)
            let slots = all.map { sink.add($0) }
            return { try resultSelector(slots.map { $0.value }) }
        }
    }

    /// Emits the array of the latest elements of all sources whenever any emits, once each
    /// has emitted.
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }
}
