extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`, then, with a `period`, `1`, `2`, … every `period`;
    /// without one it completes after the first element.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        TimerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
    }

    /// Emits `0`, `1`, `2`, … every `period`, the first after one period.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerObservable(dueTime: period, period: period, scheduler: scheduler)
    }
}

final class TimerObservable<Element: RxAbstractInteger>: Observable<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = TimerSink(downstream: observer)
        if let period {
            sink.setUpstream(
                scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { count in
                    sink.tick(count)
                    return count &+ 1
                })
        } else {
            sink.setUpstream(
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.downstream.onNext(0)
                    sink.forwardCompleted()
                    return DisposeNode.empty
                })
        }
        return sink
    }
}

final class TimerSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let lock = RxLock()

    /// Periodic ticks may come from a concurrent queue; they are delivered one at a time.
    func tick(_ value: Element) {
        lock.lock()
        defer { lock.unlock() }
        if !isDisposed { downstream.onNext(value) }
    }
}
