extension ObservableType {
    /// Mirrors whichever of `self` and `right` produces an event first, disposing the other.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever source produces an event first, disposing the others.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        AmbObservable(sources: Array(sequence))
    }
}

final class AmbObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]
    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = AmbSink(downstream: observer, count: sources.count)
        for index in sources.indices {
            let competitor = AmbCompetitor(parent: sink, index: index)
            sink.competitors.append(competitor)
        }
        for (index, source) in sources.enumerated() where !sink.isDisposed {
            let competitor = sink.competitors[index]
            competitor.setUpstream(source.subscribe(sink: competitor))
        }
        return sink
    }
}

final class AmbSink<Element>: Sink<Never, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    @exclusivity(unchecked) var competitors: [AmbCompetitor<Element>] = []
    @exclusivity(unchecked) private var winner: Int?

    init(downstream: EventSink<Element>, count: Int) {
        super.init(downstream: downstream)
        competitors.reserveCapacity(count)
    }

    /// `true` when `index` may deliver; the first caller wins and disposes the others.
    func claim(_ index: Int) -> Bool {
        lock.lock()
        if let winner {
            lock.unlock()
            return winner == index
        }
        winner = index
        let losers = competitors.enumerated().filter { $0.offset != index }.map(\.element)
        lock.unlock()
        for loser in losers { loser.dispose() }
        return true
    }

    /// Disposes every competitor and lets go of them: they hold this sink strongly, so the
    /// cycle ends here.
    override func disposeResources() {
        let all = lock.withLock { () -> [AmbCompetitor<Element>] in
            defer { competitors = [] }
            return competitors
        }
        for competitor in all { competitor.dispose() }
    }
}

/// One source's observer. It holds its parent strongly: a disposal on another thread may release
/// the parent while this competitor is still delivering an element of a shared source, so an
/// `unowned` reference here was a use-after-free. The parent breaks the cycle when disposed.
final class AmbCompetitor<Element>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: AmbSink<Element>
    private let index: Int

    init(parent: AmbSink<Element>, index: Int) {
        self.parent = parent
        self.index = index
    }

    override func onNext(_ element: Element) {
        if !parent.isDisposed && parent.claim(index) { parent.downstream.onNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        if parent.claim(index) { parent.forwardError(error) }
    }

    override func onCompleted() {
        if parent.claim(index) { parent.forwardCompleted() }
    }
}
