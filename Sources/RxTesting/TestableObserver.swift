import RxCore

/// An observer that records each event with the virtual time it was received at.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    /// Everything received so far.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}

extension TestableObserver {
    /// The elements received, without times.
    public var elements: [Element] { events.compactMap { $0.value.element } }
}
