/// The producer of an operator with one source: each subscription builds a sink with
/// `makeSink` and subscribes it to `source`. Operators that need nothing more than that use
/// it instead of declaring a producer class of their own.
final class OperatorObservable<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let makeSink: (EventSink<Result>) -> Sink<Source, Result>

    init(source: Observable<Source>, makeSink: @escaping (EventSink<Result>) -> Sink<Source, Result>) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ observer: EventSink<Result>) -> DisposeNode {
        makeSink(observer).run(source)
    }
}

extension ObservableType {
    func lift<Result>(_ makeSink: @escaping (EventSink<Result>) -> Sink<Element, Result>) -> Observable<Result> {
        OperatorObservable(source: asObservable(), makeSink: makeSink)
    }
}
