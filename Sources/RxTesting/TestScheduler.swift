import Foundation
import RxCore

/// Converts `TestScheduler` ticks to real time: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a tick count.
    public typealias VirtualTimeUnit = Int
    /// Intervals are tick counts.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) { self.resolution = resolution }

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 / resolution).rounded())
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval / resolution).rounded())
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual time scheduler for tests: create hot and cold test observables, record what
/// an observer receives, and run everything instantly in tick order.
///
/// By default it simulates a processing delay: work scheduled for "now" or the past through
/// the scheduler API runs one tick later, so `observe(on: scheduler)` shifts events by one
/// tick — exactly as RxTest does, so recorded times in existing tests stay the same.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The default times of ``start(created:subscribed:disposed:create:)``.
    public enum Defaults {
        /// When the observable is created.
        public static let created = 100
        /// When it is subscribed to.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler at `initialClock`; one tick is `resolution` seconds.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution),
            orderKey: { Int64($0) })
    }

    /// A hot observable: emits `events` at their absolute times whether or not anyone
    /// is subscribed, and records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable: replays `events` to each subscriber at times relative to its
    /// subscription, and records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the virtual time it arrived at.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Work scheduled at or before the current tick runs at the next tick when processing
    /// delay is simulated.
    override public func adjustScheduledTime(_ time: Int) -> Int {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the observable at `created`, subscribes a recording observer at `subscribed`,
    /// disposes the subscription at `disposed`, runs the scheduler to the end and returns
    /// the observer.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: Disposable?
        let observer = createObserver(Source.Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source!.subscribe(observer) }
        scheduleAt(disposed) { subscription!.dispose() }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation and
    /// subscription times.
    public func start<Source: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// RxTest's positional form of ``start(created:subscribed:disposed:create:)``.
    public func start<Source: ObservableConvertibleType>(
        _ created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }

    /// RxTest's form taking the factory as an unlabelled argument:
    /// `scheduler.start(makeSequence)`, with the default times.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> TestableObserver<
        Source.Element
    > {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    /// RxTest's positional form with the default creation and subscription times.
    public func start<Source: ObservableConvertibleType>(_ disposed: TestTime, create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Feeds `events` into `observer` at their times (to drive subjects and relays from a
    /// test); returns nothing to dispose because the events are scheduled once.
    public func bind<Observer: ObserverType>(_ events: [Recorded<Event<Observer.Element>>], to observer: Observer) {
        for recorded in events {
            scheduleAt(recorded.time) { observer.on(recorded.value) }
        }
    }
}
