extension ObservableType {
    /// Transforms each element; an error thrown by `transform` ends the sequence with it.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: asObservable(), transform: transform)
    }
}

final class MapObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: EventSink<Result>) -> Disposable {
        MapSink(transform: transform, downstream: observer).run(source)
    }
}

final class MapSink<Source, Result>: Sink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result
    private var stopped = false

    init(transform: @escaping (Source) throws -> Result, downstream: EventSink<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        let result: Result
        do {
            result = try transform(element)
        } catch {
            stopped = true
            forwardError(error)
            return
        }
        downstream.onNext(result)
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
