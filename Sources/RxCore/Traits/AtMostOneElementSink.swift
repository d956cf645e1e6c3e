/// The stage of `asSingle` and `asMaybe`: holds the element until completion, so that a second
/// element can still turn into `RxError.moreThanOneElement`, then emits it and completes. Without
/// an element, `asSingle` fails with `RxError.noElements` and `asMaybe` completes empty.
final class AtMostOneElementSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    /// Whether completing without an element fails (`asSingle`) instead of completing (`asMaybe`).
    private let requiresAnElement: Bool
    @exclusivity(unchecked) private var element: Element?
    @exclusivity(unchecked) private var stopped = false

    init(downstream: EventSink<Element>, requiresAnElement: Bool) {
        self.requiresAnElement = requiresAnElement
        super.init(downstream: downstream)
    }

    override func onNext(_ value: Element) {
        if stopped { return }
        if element != nil {
            stopped = true
            element = nil
            forwardError(RxError.moreThanOneElement)
            return
        }
        element = value
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
        if let element {
            downstream.onNext(element)
            forwardCompleted()
        } else if requiresAnElement {
            forwardError(RxError.noElements)
        } else {
            forwardCompleted()
        }
    }
}
