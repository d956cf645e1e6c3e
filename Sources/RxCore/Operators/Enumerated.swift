extension ObservableType {
    /// Pairs each element with its zero-based index.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        lift { EnumeratedSink(downstream: $0) }
    }
}

final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)>, @unchecked Sendable {
    @exclusivity(unchecked) private var index = 0

    override func onNext(_ element: Element) {
        let current = index
        index += 1
        downstream.onNext((index: current, element: element))
    }

    override func onError(_ error: Swift.Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}
