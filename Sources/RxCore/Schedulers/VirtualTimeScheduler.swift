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
    @exclusivity(unchecked) private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private let converter: Converter
    @exclusivity(unchecked) private var nextId = 0

    /// The current time as a real time.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The current virtual time.
    public var clock: VirtualTime { currentClock }

    /// Creates a stopped scheduler at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
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
        let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
        nextId += 1
        push(item)
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
        while running, let next = popNext() {
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
        while running, let next = peekNext(), converter.compareVirtualTime(next.time, virtualTime) != .greaterThan {
            _ = popNext()
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
        "VirtualTimeScheduler(clock: \(clock), pending: \(queue.filter { !$0.isDisposed }.map { "\($0.time)" }))"
    }

    // MARK: priority queue (binary heap ordered by time, then scheduling order)

    private func precedes(_ a: VirtualSchedulerItem<VirtualTime>, _ b: VirtualSchedulerItem<VirtualTime>) -> Bool {
        switch converter.compareVirtualTime(a.time, b.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return a.id < b.id
        }
    }

    private func push(_ item: VirtualSchedulerItem<VirtualTime>) {
        queue.append(item)
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func removeFirst() -> VirtualSchedulerItem<VirtualTime> {
        let first = queue[0]
        let last = queue.removeLast()
        if !queue.isEmpty {
            queue[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var best = parent
                if left < queue.count && precedes(queue[left], queue[best]) { best = left }
                if right < queue.count && precedes(queue[right], queue[best]) { best = right }
                if best == parent { break }
                queue.swapAt(parent, best)
                parent = best
            }
        }
        return first
    }

    private func peekNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            if first.isDisposed {
                _ = removeFirst()
                continue
            }
            return first
        }
        return nil
    }

    private func popNext() -> VirtualSchedulerItem<VirtualTime>? {
        guard peekNext() != nil else { return nil }
        return removeFirst()
    }
}

final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let time: Time
    let id: Int
    @exclusivity(unchecked) private var action: (() -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard let action, !disposable.isDisposed else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        action = nil
        disposable.dispose()
    }
}
