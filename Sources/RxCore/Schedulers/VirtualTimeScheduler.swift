import Foundation

/// How two virtual times compare.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier than, the same as, or later than the second.
    case lessThan, equal, greaterThan
}

/// Converts between a virtual time scheduler's units and real time.
public protocol VirtualTimeConverterType {
    /// The type of an absolute virtual time.
    associatedtype VirtualTimeUnit
    /// The type of a virtual time interval.
    associatedtype VirtualTimeIntervalUnit

    /// The real date a virtual time stands for (what `now` reports).
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time a real date stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval that `timeInterval` seconds stand for; a `TestScheduler` rounds to whole ticks.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved later by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How `lhs` compares with `rhs`; the scheduler runs earlier work first.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// A scheduler whose clock only moves when it runs its queue: work runs in time order (ties
/// in the order scheduled), and the clock jumps to each item's time. Use it from one thread.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible,
    @unchecked Sendable
{
    /// The converter's unit of time (ticks in a `TestScheduler`).
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The converter's unit of intervals.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var currentClock: VirtualTime
    @exclusivity(unchecked) private var queue: VirtualTimeQueue
    private let converter: Converter
    /// Maps a time to an integer that orders as the converter compares, when there is one.
    private let orderKey: ((VirtualTime) -> Int64)?
    @exclusivity(unchecked) private var nextId = 0

    /// The current time as a real time.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The current virtual time.
    public var clock: VirtualTime { currentClock }

    /// Creates a stopped scheduler at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        orderKey = nil
        queue = VirtualTimeQueue { earlier, later in
            let a = unsafeDowncast(earlier, to: VirtualSchedulerItem<VirtualTime>.self)
            let b = unsafeDowncast(later, to: VirtualSchedulerItem<VirtualTime>.self)
            switch converter.compareVirtualTime(a.time, b.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return a.id < b.id
            }
        }
    }

    /// Creates a stopped scheduler whose times map to integers that order exactly as
    /// `converter.compareVirtualTime` does (equal times, equal keys): the queue then compares
    /// integers instead of calling the converter. For the library's own converters.
    package init(initialClock: VirtualTime, converter: Converter, orderKey: @escaping (VirtualTime) -> Int64) {
        currentClock = initialClock
        self.converter = converter
        self.orderKey = orderKey
        queue = VirtualTimeQueue(precedesOnEqualKeys: nil)
    }

    /// Schedules `action` at the current time (after any adjustment).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to virtual units and adjusted by
    /// ``adjustScheduledTime(_:)``.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absolute = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
    }

    /// Schedules `action` at `dueTime` virtual units from now, without adjustment.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the absolute virtual `time`, without adjustment.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerAction(time: time, id: nextId, state: state, action: action)
        nextId += 1
        queue.push(item, key: orderKey?(time) ?? 0)
        return item
    }

    /// Adjusts the time of work scheduled through ``scheduleRelative(_:dueTime:action:)``.
    /// The base scheduler returns `time` unchanged.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs everything queued, including work scheduled meanwhile, until the queue is empty
    /// or ``stop()`` is called.
    public func start() {
        if running { return }
        running = true
        while running, let entry = queue.pop() {
            let next = unsafeDowncast(entry, to: VirtualSchedulerItem<VirtualTime>.self)
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            next.invoke()
        }
        running = false
    }

    /// Stops ``start()`` after the current item.
    public func stop() { running = false }

    /// Runs everything due up to and including `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        precondition(!running, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan else {
            fatalError("VirtualTimeScheduler.advanceTo: cannot go back in time")
        }
        running = true
        while running, let entry = queue.peek() {
            let next = unsafeDowncast(entry, to: VirtualSchedulerItem<VirtualTime>.self)
            guard converter.compareVirtualTime(next.time, virtualTime) != .greaterThan else { break }
            _ = queue.pop()
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            next.invoke()
        }
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let target = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(
            converter.compareVirtualTime(target, clock) != .lessThan,
            "VirtualTimeScheduler.sleep: cannot sleep into the past")
        currentClock = target
    }

    public var debugDescription: String {
        let pending = queue.entries.filter { !$0.isDisposed }
            .map { "\(unsafeDowncast($0, to: VirtualSchedulerItem<VirtualTime>.self).time)" }
        return "VirtualTimeScheduler(clock: \(clock), pending: \(pending))"
    }
}
