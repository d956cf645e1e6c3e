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

/// Subscribes to the next source when the current one completes (see ``SteppingSink`` for
/// when). A source is let go of once it is subscribed, so a finished source (the first
/// Completable of `andThen`) and what its closures captured do not live as long as the whole
/// subscription.
final class ConcatSink<Element>: SteppingSink<Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var sources: [Observable<Element>?]
    @exclusivity(unchecked) private var index = 0
    private let serial = SerialDisposable()
    @exclusivity(unchecked) private var generation = 0

    init(sources: [Observable<Element>], downstream: EventSink<Element>) {
        self.sources = sources.map { $0 }
        super.init(downstream: downstream)
    }

    override func step() {
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
