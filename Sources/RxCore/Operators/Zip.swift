/// The queue of elements one source of `zip` has delivered but not yet paired.
final class ZipQueue<Value> {
    private var elements: [Value] = []
    private var head = 0

    var isEmpty: Bool { head == elements.count }

    func enqueue(_ value: Value) { elements.append(value) }

    func dequeue() -> Value {
        let value = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return value
    }
}

/// `zip`: pairs the n-th elements of all sources; completes when every source has
/// completed.
final class ZipSink<Result>: CombiningSink<Result>, @unchecked Sendable {
    private var isEmptyChecks: [() -> Bool] = []

    func add<Element>(_ source: Observable<Element>) -> ZipQueue<Element> {
        let queue = ZipQueue<Element>()
        isEmptyChecks.append { queue.isEmpty }
        register(source) { index in ZipObserver(parent: self, queue: queue, index: index) }
        return queue
    }

    /// Call with the lock held.
    func next() {
        if stopped { return }
        for isEmpty in isEmptyChecks where isEmpty() { return }
        emitResult()
    }

    /// Call with the lock held.
    func done(_ index: Int) {
        if stopped || isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity { complete() }
    }
}

final class ZipObserver<Element, Result>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: ZipSink<Result>
    private let queue: ZipQueue<Element>
    private let index: Int

    init(parent: ZipSink<Result>, queue: ZipQueue<Element>, index: Int) {
        self.parent = parent
        self.queue = queue
        self.index = index
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        queue.enqueue(element)
        parent.next()
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
    /// Pairs the n-th elements of all sources with `resultSelector`.
    public static func zip<Sources: Collection>(_ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element) -> Observable<Element> where Sources.Element: ObservableType {
        let all = sources.map { $0.asObservable() }
        return CombiningObservable(makeSink: { ZipSink<Element>(downstream: $0) }) { sink in
            let queues = all.map { sink.add($0) }
            return { try resultSelector(queues.map { $0.dequeue() }) }
        }
    }

    /// Emits arrays of the n-th elements of all sources.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
