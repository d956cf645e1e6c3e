extension ObservableType {
    /// A sequence of the given elements, sent one by one on `scheduler` (by default the
    /// current-thread trampoline, so they start once the whole subscription is connected).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        SequenceObservable(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, sent one by one on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        SequenceObservable(array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, sent one by one on `scheduler`.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        SequenceObservable(sequence, scheduler: scheduler)
    }

    /// One element if `optional` has a value, then completion.
    public static func from(optional: Element?) -> Observable<Element> {
        if let optional { return JustObservable(optional) }
        return EmptyObservable()
    }

    /// One element if `optional` has a value, then completion, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceObservable(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

final class SequenceObservable<Source: Sequence>: Observable<Source.Element> {
    private let elements: Source
    private let scheduler: ImmediateSchedulerType

    init(_ elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Source.Element>) -> DisposeNode {
        let sink = Sink<Source.Element, Source.Element>(downstream: observer)
        sink.setUpstream(
            scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
                var iterator = iterator
                if let next = iterator.next() {
                    sink.downstream.onNext(next)
                    recurse(iterator)
                } else {
                    sink.forwardCompleted()
                }
            })
        return sink
    }
}
