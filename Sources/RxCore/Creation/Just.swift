extension ObservableType {
    /// A sequence of one element, then completion, sent during subscription.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element)
    }

    /// A sequence of one element, then completion, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ScheduledJust(element, scheduler: scheduler)
    }
}

@usableFromInline
final class JustObservable<Element>: Observable<Element> {
    @usableFromInline let element: Element

    @inlinable
    init(_ element: Element) {
        self.element = element
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        observer.onNext(element)
        observer.onCompleted()
        return DisposeNode.empty
    }

    override var immediateElement: Element? { element }
}

final class ScheduledJust<Element>: Observable<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(_ element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = Sink<Element, Element>(downstream: observer)
        let element = self.element
        sink.setUpstream(
            scheduler.scheduleRecursive(true) { sendElement, recurse in
                if sendElement {
                    sink.downstream.onNext(element)
                    recurse(false)
                } else {
                    sink.forwardCompleted()
                }
            })
        return sink
    }
}
