extension ObservableType {
    /// Transforms each element and keeps the non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift { CompactMapSink(transform: transform, downstream: $0) }
    }
}

final class CompactMapSink<Source, Result>: StageSink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, downstream: EventSink<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        do {
            if let result = try transform(element) { downstream.onNext(result) }
        } catch {
            fail(error)
        }
    }
}
