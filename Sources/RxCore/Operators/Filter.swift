extension ObservableType {
    /// Keeps the elements for which `predicate` returns `true`; an error it throws ends the
    /// sequence with it.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: asObservable(), predicate: predicate)
    }
}

final class FilterObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: EventSink<Element>) -> Disposable {
        FilterSink(predicate: predicate, downstream: observer).run(source)
    }
}

final class FilterSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private var stopped = false

    init(predicate: @escaping (Element) throws -> Bool, downstream: EventSink<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            if try predicate(element) { downstream.onNext(element) }
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
        stopped = true
        forwardCompleted()
    }
}
