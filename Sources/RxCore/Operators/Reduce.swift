extension ObservableType {
    /// Folds the elements into `seed` and emits the result of `mapResult` once the source
    /// completes.
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        lift {
            ReduceSink(
                seed: seed, accumulator: { state, element in state = try accumulator(state, element) },
                mapResult: mapResult, downstream: $0)
        }
    }

    /// Folds the elements into `seed` and emits the total once the source completes.
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Emits all elements as one array once the source completes.
    public func toArray() -> Single<[Element]> {
        Single(raw: reduce(into: [Element]()) { $0.append($1) })
    }

    /// Folds the elements into `seed` in place: the state is never copied, so collecting N
    /// elements costs O(N), where a copying accumulator would copy the collection per element.
    func reduce<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> Observable<A> {
        lift { ReduceSink(seed: seed, accumulator: accumulator, mapResult: { $0 }, downstream: $0) }
    }
}

final class ReduceSink<Source, A, Result>: Sink<Source, Result>, @unchecked Sendable {
    @exclusivity(unchecked) private var state: A
    private let accumulator: (inout A, Source) throws -> Void
    private let mapResult: (A) throws -> Result
    @exclusivity(unchecked) private var stopped = false

    init(
        seed: A, accumulator: @escaping (inout A, Source) throws -> Void, mapResult: @escaping (A) throws -> Result,
        downstream: EventSink<Result>
    ) {
        state = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        do {
            try accumulator(&state, element)
        } catch {
            stopped = true
            forwardError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        stopped = true
        forwardError(error)
    }

    override func onCompleted() {
        if stopped { return }
        stopped = true
        do {
            downstream.onNext(try mapResult(state))
            forwardCompleted()
        } catch {
            forwardError(error)
        }
    }
}
