extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, sent on `scheduler`.
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count must not be negative")
        return RangeObservable(start: start, count: count, scheduler: scheduler)
    }
}

/// The integer types `range` and `interval` work with.
public typealias RxAbstractInteger = FixedWidthInteger

final class RangeObservable<Element: RxAbstractInteger>: Observable<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = Sink<Element, Element>(downstream: observer)
        let (start, count) = (self.start, self.count)
        sink.setUpstream(
            scheduler.scheduleRecursive(Element(0)) { index, recurse in
                if index < count {
                    sink.downstream.onNext(start + index)
                    recurse(index + 1)
                } else {
                    sink.forwardCompleted()
                }
            })
        return sink
    }
}

extension ObservableType {
    /// `element` forever, sent on `scheduler`.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        generate(initialState: element, condition: { _ in true }, scheduler: scheduler, iterate: { $0 })
    }

    /// Emits `initialState`, then `iterate(state)` and so on while `condition` holds, on
    /// `scheduler`. An error thrown by either closure ends the sequence with that error.
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateObservable(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class GenerateObservable<Element>: Observable<Element> {
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = Sink<Element, Element>(downstream: observer)
        let (condition, iterate) = (self.condition, self.iterate)
        sink.setUpstream(
            scheduler.scheduleRecursive((initialState, true)) { step, recurse in
                do {
                    let state = step.1 ? step.0 : try iterate(step.0)
                    if try condition(state) {
                        sink.downstream.onNext(state)
                        recurse((state, false))
                    } else {
                        sink.forwardCompleted()
                    }
                } catch {
                    sink.forwardError(error)
                }
            })
        return sink
    }
}
