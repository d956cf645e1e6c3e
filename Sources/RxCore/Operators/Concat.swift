extension ObservableType {
    /// Emits this sequence's events, then, once it completes, `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to the sources one after another, each once the previous one completed.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// Subscribes to the sources one after another, each once the previous one completed.
    public static func concat<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatObservable(sources: Array(sources))
    }

    /// Subscribes to the sources of a (finite) sequence one after another, each once the
    /// previous one completed.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatObservable(sources: Array(sources))
    }
}

final class ConcatObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]
    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = ConcatSink(sources: sources, downstream: observer)
        sink.moveNext()
        return sink
    }
}

/// Subscribes to the next source when the current one completes — at once, on the thread
/// that completed it, as RxSwift's concatenation does (not through the current-thread
/// trampoline, where it would wait behind other queued work and interleave with it). A
/// source that completes while it is being subscribed (`just`) asks for the next one from
/// inside that subscription: the request is remembered and served by the loop in
/// ``moveNext()`` once the subscription returns, so a long chain of synchronous sources runs
/// in a loop instead of a deepening stack. A source is let go of once it is subscribed, so
/// a finished source (the first Completable of `andThen`) and what its closures captured
/// do not live as long as the whole subscription.
final class ConcatSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var sources: [Observable<Element>?]
    @exclusivity(unchecked) private var index = 0
    private let serial = SerialDisposable()
    @exclusivity(unchecked) private var generation = 0
    /// Guards the two flags below; never held while a source is subscribed.
    private let gate = RxLock()
    /// A ``moveNext()`` loop is running (on some thread).
    @exclusivity(unchecked) private var isMoving = false
    /// A completion asked for the next source while the loop was running.
    @exclusivity(unchecked) private var movePending = false

    /// Subscribes the next source, or, while another call is doing that, has it do it again
    /// once it is done.
    func moveNext() {
        gate.lock()
        if isMoving {
            movePending = true
            gate.unlock()
            return
        }
        isMoving = true
        gate.unlock()
        while true {
            subscribeNext()
            gate.lock()
            if !movePending {
                isMoving = false
                gate.unlock()
                return
            }
            movePending = false
            gate.unlock()
        }
    }

    init(sources: [Observable<Element>], downstream: EventSink<Element>) {
        self.sources = sources.map { $0 }
        super.init(downstream: downstream)
    }

    private func subscribeNext() {
        guard !isDisposed else { return }
        guard index < sources.count else {
            forwardCompleted()
            return
        }
        guard let source = sources[index] else { return }
        sources[index] = nil
        index += 1
        generation += 1
        let stage = ConcatStageObserver(self, generation: generation)
        serial.replace { source.subscribe(sink: stage) }
    }

    func stageNext(_ element: Element, generation: Int) {
        if generation == self.generation && !isDisposed { downstream.onNext(element) }
    }

    func stageError(_ error: Swift.Error, generation: Int) {
        if generation == self.generation && !isDisposed { forwardError(error) }
    }

    func stageCompleted(generation: Int) {
        guard generation == self.generation, !isDisposed else { return }
        moveNext()
    }

    override func disposeResources() { serial.dispose() }
}

final class ConcatStageObserver<Element>: EventSink<Element>, @unchecked Sendable {
    private let parent: ConcatSink<Element>
    private let generation: Int
    init(_ parent: ConcatSink<Element>, generation: Int) {
        self.parent = parent
        self.generation = generation
    }
    override func onNext(_ element: Element) { parent.stageNext(element, generation: generation) }
    override func onError(_ error: Swift.Error) { parent.stageError(error, generation: generation) }
    override func onCompleted() { parent.stageCompleted(generation: generation) }
}
