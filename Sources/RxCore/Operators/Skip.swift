extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip: count must not be negative")
        return lift { SkipCountSink(count: count, downstream: $0) }
    }

    /// Drops elements while `predicate` holds, then emits every element.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { SkipWhileSink(predicate: predicate, downstream: $0) }
    }
}

final class SkipCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var remaining: Int

    init(count: Int, downstream: EventSink<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if remaining > 0 { remaining -= 1 } else { downstream.onNext(element) }
    }

    override func onError(_ error: Swift.Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}

final class SkipWhileSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    @exclusivity(unchecked) private var skipping = true
    @exclusivity(unchecked) private var stopped = false

    init(predicate: @escaping (Element) throws -> Bool, downstream: EventSink<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        if skipping {
            do { skipping = try predicate(element) } catch {
                stopped = true
                forwardError(error)
                return
            }
            if skipping { return }
        }
        downstream.onNext(element)
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
