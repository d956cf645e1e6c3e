import Foundation

/// Converts `Date` virtual time for ``HistoricalScheduler``.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// A converter that uses dates as they are.
    public init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual time scheduler whose clock is a `Date`: replays work stamped with real dates.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(
            initialClock: initialClock, converter: HistoricalSchedulerTimeConverter(),
            orderKey: HistoricalScheduler.orderKey)
    }

    /// An integer that orders as dates do: the bits of the seconds since the reference date,
    /// with negative values flipped so that integer order is numeric order (and -0 made +0, which
    /// a date treats as equal).
    static func orderKey(_ date: RxTime) -> Int64 {
        let seconds = date.timeIntervalSinceReferenceDate + 0.0
        let bits = seconds.bitPattern
        let signBit: UInt64 = 1 << 63
        let sortable = bits & signBit != 0 ? ~bits : bits | signBit
        return Int64(bitPattern: sortable ^ signBit)
    }
}
