extension ObservableType {
    /// A sequence of the given elements, sent one by one on `scheduler` (by default the
    /// current-thread trampoline, so they start once the whole subscription is connected).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        ArrayObservable(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, sent one by one on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        ArrayObservable(array, scheduler: scheduler)
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
        ArrayObservable(optional.map { [$0] } ?? [], scheduler: scheduler)
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

/// An array's elements, walked by index: in code not specialised for the element type (the
/// observable is made in the caller's module) an iterator's `next()` reaches the element
/// through the collection's `subscript.read` coroutine, which allocates its frame — one
/// allocation an element that reading `elements[index]` does not pay.
final class ArrayObservable<Element>: Observable<Element> {
    private let elements: [Element]
    private let scheduler: ImmediateSchedulerType

    init(_ elements: [Element], scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = Sink<Element, Element>(downstream: observer)
        let elements = elements
        sink.setUpstream(
            scheduler.scheduleRecursive(0) { index, recurse in
                if index < elements.count {
                    sink.downstream.onNext(elements[index])
                    recurse(index + 1)
                } else {
                    sink.forwardCompleted()
                }
            })
        return sink
    }
}
