extension ObservableType {
    /// Turns every event, terminal ones included, into an element; then completes.
    public func materialize() -> Observable<Event<Element>> {
        lift { MaterializeSink(downstream: $0) }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns `Event` elements back into the events they stand for.
    public func dematerialize() -> Observable<Element.Element> {
        lift { DematerializeSink<Element>(downstream: $0) }
    }
}

final class MaterializeSink<Element>: Sink<Element, Event<Element>>, @unchecked Sendable {
    override func onNext(_ element: Element) { downstream.onNext(.next(element)) }

    override func onError(_ error: Swift.Error) {
        downstream.onNext(.error(error))
        forwardCompleted()
    }

    override func onCompleted() {
        downstream.onNext(.completed)
        forwardCompleted()
    }
}

final class DematerializeSink<Source: EventConvertible>: Sink<Source, Source.Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var stopped = false

    override func onNext(_ element: Source) {
        if stopped { return }
        switch element.event {
        case .next(let value): downstream.onNext(value)
        case .error(let error):
            stopped = true
            forwardError(error)
        case .completed:
            stopped = true
            forwardCompleted()
        }
    }

    override func onError(_ error: Swift.Error) {
        if !stopped {
            stopped = true
            forwardError(error)
        }
    }
    override func onCompleted() {
        if !stopped {
            stopped = true
            forwardCompleted()
        }
    }
}
