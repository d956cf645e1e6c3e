/// The latest value of one source of `combineLatest`, kept in raw storage so that reading
/// and replacing it in unspecialised code needs no `Optional` metadata.
final class LatestValue<Value> {
    private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    private(set) var isSet = false

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
        storage.deallocate()
    }
}

/// A multi-source operator's producer: `configure` registers the sources with the sink and
/// returns how to build a result; then the sink subscribes to the sources in order.
final class CombiningObservable<Result, Core: CombiningSink<Result>>: Observable<Result> {
    private let makeSink: (EventSink<Result>) -> Core
    private let configure: (Core) -> () throws -> Result

    init(makeSink: @escaping (EventSink<Result>) -> Core, configure: @escaping (Core) -> () throws -> Result) {
        self.makeSink = makeSink
        self.configure = configure
    }

    override func run(_ observer: EventSink<Result>) -> Disposable {
        let sink = makeSink(observer)
        sink.resultBuilder = configure(sink)
        sink.subscribeAll()
        return sink
    }
}

/// Shared machinery of `combineLatest` and `zip`: a recursive lock that serializes every
/// source's events, per-source done flags, and the subscriptions to dispose together.
class CombiningSink<Result>: Sink<Never, Result>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    var resultBuilder: (() throws -> Result)?
    private(set) var arity = 0
    var isDone: [Bool] = []
    var numberOfDone = 0
    private var pending: [() -> Void] = []
    private var observers: [Disposable] = []
    var stopped = false

    /// Registers a source; `makeObserver` receives the source's index.
    func register<Element>(_ source: Observable<Element>, makeObserver: (Int) -> DisposableSink<Element>) {
        let observer = makeObserver(arity)
        arity += 1
        isDone.append(false)
        observers.append(observer)
        pending.append { observer.setUpstream(source.subscribe(sink: observer)) }
    }

    func subscribeAll() {
        sourcesRegistered()
        let subscriptions = pending
        pending = []
        if arity == 0 {
            forwardCompleted()
            return
        }
        for subscribe in subscriptions { subscribe() }
    }

    func sourcesRegistered() {}

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
        if stopped { return }
        stopped = true
        downstream.onError(error)
        dispose()
    }

    /// Call with the lock held.
    final func complete() {
        if stopped { return }
        stopped = true
        downstream.onCompleted()
        dispose()
    }

    override func disposeResources() {
        let all = lock.withLock { () -> [Disposable] in
            stopped = true
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
final class CombineLatestSink<Result>: CombiningSink<Result>, @unchecked Sendable {
    private var hasValue: [Bool] = []
    private var numberOfValues = 0

    override func sourcesRegistered() {
        hasValue = Array(repeating: false, count: arity)
    }

    func add<Element>(_ source: Observable<Element>) -> LatestValue<Element> {
        let slot = LatestValue<Element>()
        register(source) { index in CombineLatestObserver(parent: self, index: index, slot: slot) }
        return slot
    }

    /// Call with the lock held.
    func next(_ index: Int) {
        if stopped { return }
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            emitResult()
            return
        }
        for other in 0..<arity where other != index && !isDone[other] { return }
        complete()
    }

    /// Call with the lock held.
    func done(_ index: Int) {
        if stopped || isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity { complete() }
    }
}

final class CombineLatestObserver<Element, Result>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: CombineLatestSink<Result>
    private let index: Int
    private let slot: LatestValue<Element>

    init(parent: CombineLatestSink<Result>, index: Int, slot: LatestValue<Element>) {
        self.parent = parent
        self.index = index
        self.slot = slot
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        slot.set(element)
        parent.next(index)
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
        parent.done(index)
        parent.lock.unlock()
    }
}

extension ObservableType {
    /// Combines the latest elements of all sources with `resultSelector` whenever any emits,
    /// once each has emitted.
    public static func combineLatest<Sources: Collection>(_ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element) -> Observable<Element> where Sources.Element: ObservableType {
        let all = sources.map { $0.asObservable() }
        return CombiningObservable(makeSink: { CombineLatestSink<Element>(downstream: $0) }) { sink in
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
