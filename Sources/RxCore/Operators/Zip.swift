/// The queue of elements one source of `zip` has delivered but not yet paired.
final class ZipQueue<Value> {
    @exclusivity(unchecked) private var elements: [Value] = []
    @exclusivity(unchecked) private var head = 0

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
/// completed (the collection form also on an element that can never be paired).
@usableFromInline
final class ZipSink<Result>: CombiningSink<Result>, @unchecked Sendable {
    @inlinable
    func add<Element>(_ type: Element.Type = Element.self) -> ZipObserver<Element, Result> {
        let observer = ZipObserver<Element, Result>(parent: self)
        register(observer, queued: true)
        return observer
    }

    /// The collection form's rule: an element that arrives while every other source has
    /// completed completes the whole. Set before the sources are subscribed to.
    @exclusivity(unchecked) var completesOnUnpairableElement = false

    /// An element was queued (`filledQueue` when its queue was empty). Call with the lock held.
    func elementQueued(filledQueue: Bool) {
        if filledQueue, state.queueFilled() {
            emitResult()
        } else if completesOnUnpairableElement, state.elementCannotBePaired() {
            complete()
        }
    }

    /// Call with the lock held, from a dequeue that emptied a queue.
    func queueBecameEmpty() { state.queueEmptied() }
}

@usableFromInline
final class ZipObserver<Element, Result>: CombiningSourceObserver<Element>, @unchecked Sendable {
    private let parent: ZipSink<Result>
    private let queue = ZipQueue<Element>()

    @usableFromInline
    init(parent: ZipSink<Result>) {
        self.parent = parent
        super.init()
    }

    /// Takes the oldest unpaired element. Call with the lock held.
    @usableFromInline
    func dequeue() -> Element {
        let element = queue.dequeue()
        if queue.isEmpty { parent.queueBecameEmpty() }
        return element
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        let wasEmpty = queue.isEmpty
        queue.enqueue(element)
        parent.elementQueued(filledQueue: wasEmpty)
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
    /// Pairs the n-th elements of all sources with `resultSelector`.
    public static func zip<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let all = sources.map { $0.asObservable() }
        return CombiningObservable(makeSink: { ZipSink<Element>(downstream: $0) }) { sink in
            sink.reserveSources(all.count)
            sink.completesOnUnpairableElement = true
            let queues = all.map { _ in sink.add(Sources.Element.Element.self) }
            if queues.isEmpty {
                sink.finishWithoutSources()
                return
            }
            sink.resultBuilder = { try resultSelector(queues.map { $0.dequeue() }) }
            for (queue, source) in Swift.zip(queues, all) { sink.start(queue, source) }
        }
    }

    /// Emits arrays of the n-th elements of all sources.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
