extension ObservableType {
    /// Emits only the element at `index`, then completes; fails with
    /// `RxError.argumentOutOfRange` if the source completes before reaching it.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index must not be negative")
        return lift { ElementAtSink(index: index, downstream: $0) }
    }

    /// Completes or fails like the source but emits no element.
    public func ignoreElements() -> Observable<Never> {
        lift { IgnoreElementsSink<Element, Never>(downstream: $0) }
    }

    /// Emits the only element; fails with `RxError.noElements` if there is none and with
    /// `RxError.moreThanOneElement` as soon as a second arrives.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Emits the only element that satisfies `predicate`, with the errors of ``single()``.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { SingleElementSink(predicate: predicate, downstream: $0) }
    }
}

final class ElementAtSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var remaining: Int
    @exclusivity(unchecked) private var stopped = false

    init(index: Int, downstream: EventSink<Element>) {
        remaining = index
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        if remaining == 0 {
            stopped = true
            downstream.onNext(element)
            forwardCompleted()
        } else {
            remaining -= 1
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
            forwardError(RxError.argumentOutOfRange)
        }
    }
}

/// Drops every element; forwards the terminal event as a sequence of any element type.
final class IgnoreElementsSink<Element, Result>: Sink<Element, Result>, @unchecked Sendable {
    override func onNext(_ element: Element) {}
    override func onError(_ error: Swift.Error) { forwardError(error) }
    override func onCompleted() { forwardCompleted() }
}

final class SingleElementSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    @exclusivity(unchecked) private var seen = false
    @exclusivity(unchecked) private var stopped = false

    init(predicate: @escaping (Element) throws -> Bool, downstream: EventSink<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            guard try predicate(element) else { return }
        } catch {
            stopped = true
            forwardError(error)
            return
        }
        if seen {
            stopped = true
            forwardError(RxError.moreThanOneElement)
            return
        }
        seen = true
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        if !stopped {
            stopped = true
            forwardError(error)
        }
    }

    override func onCompleted() {
        if stopped { return }
        stopped = true
        if seen { forwardCompleted() } else { forwardError(RxError.noElements) }
    }
}
