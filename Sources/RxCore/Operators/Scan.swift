extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        lift {
            ScanSink(
                seed: seed, accumulator: { state, element in state = try accumulator(state, element) }, downstream: $0)
        }
    }

    /// Emits each intermediate result of folding the elements into `seed`, mutated in place.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        lift { ScanSink(seed: seed, accumulator: accumulator, downstream: $0) }
    }
}

final class ScanSink<Source, A>: Sink<Source, A>, @unchecked Sendable {
    @exclusivity(unchecked) private var state: A
    private let accumulator: (inout A, Source) throws -> Void
    @exclusivity(unchecked) private var stopped = false

    init(seed: A, accumulator: @escaping (inout A, Source) throws -> Void, downstream: EventSink<A>) {
        state = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        do {
            try accumulator(&state, element)
        } catch {
            stopped = true
            forwardError(error)
            return
        }
        downstream.onNext(state)
    }

    override func onError(_ error: Swift.Error) {
        stopped = true
        forwardError(error)
    }
    override func onCompleted() {
        stopped = true
        forwardCompleted()
    }
}
