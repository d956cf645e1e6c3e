import RxCore

/// How a ``SharedSequence`` delivers and shares its elements.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }
    /// Shares one subscription to `source` among all observers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that never fails, delivers on a fixed scheduler (main by default) and shares
/// its subscription — the shape of UI state. ``Driver`` and ``Signal`` are its two kinds.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, sharing it with the strategy. The caller guarantees that `source`
    /// never errors and delivers on the strategy's scheduler.
    @inlinable
    public init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    @usableFromInline
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The replay of the library's own strategies, which share `whileConnected` (Driver 1,
    /// Signal 0): their `map` and `filter` build the stage and its sharing as one producer.
    /// `nil` for any other strategy, whose `share` is called as it is.
    @inlinable
    static var whileConnectedReplay: Int? {
        if SharingStrategy.self == DriverSharingStrategy.self { return 1 }
        if SharingStrategy.self == SignalSharingStrategy.self { return 0 }
        return nil
    }

    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// A type that can be converted to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence shares and where it delivers: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// The value as a shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// Replays the latest element to new observers while connected — state.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or the scheduler `SharingScheduler.mock(scheduler:)` put in place.
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    /// `share(replay: 1, scope: .whileConnected)`: a late subscriber gets the latest element at once.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Shares without replay — events such as taps or navigation.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or the scheduler `SharingScheduler.mock(scheduler:)` put in place.
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    /// `share(scope: .whileConnected)`: no replay, so a late subscriber only gets what comes next.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// UI state: never fails, delivers on the main scheduler, replays the latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// UI events: never fails, delivers on the main scheduler, no replay.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The scheduler Drivers and Signals deliver on; tests swap it for a `TestScheduler`.
///
/// Unmocked, every call makes a new `MainScheduler`, as RxCocoa's does. A main scheduler
/// runs work inline on the main thread only while none of its own work is running, so that an
/// element sent from a handler is not delivered nested; with one scheduler per shared
/// sequence that rule holds per sequence, and a Driver subscribed from inside another one's
/// delivery still delivers at once.
public enum SharingScheduler {
    nonisolated(unsafe) private static var factory: () -> SchedulerType = { MainScheduler() }
    nonisolated(unsafe) private(set) static var isMocked = false

    /// The scheduler to deliver on now.
    public static var make: () -> SchedulerType { factory }

    /// Runs `action` with Drivers and Signals delivering on `scheduler`, then restores the
    /// main scheduler. Build the sequences under test inside `action`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with Drivers and Signals delivering on what `makeScheduler` returns.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let (previousFactory, previousMocked) = (factory, isMocked)
        factory = makeScheduler
        isMocked = true
        defer {
            factory = previousFactory
            isMocked = previousMocked
        }
        try action()
    }
}

extension SharedSequence where Element: Sendable {
    /// The elements as an `AsyncStream` (a shared sequence cannot fail): iterating
    /// subscribes, and ending the iteration or cancelling its task disposes the subscription.
    public var values: AsyncStream<Element> {
        asInfallible().values
    }
}
