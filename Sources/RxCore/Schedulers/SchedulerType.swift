import Dispatch
import Foundation

/// A relative time, as Dispatch spells it (`.seconds(1)`, `.milliseconds(300)`).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time.
public typealias RxTime = Date

/// Something that runs units of work, now or as soon as possible.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state`; the result cancels it if it has not run yet (best effort)
    /// and disposes what the action returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows the time and runs work later or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Runs `action` once `dueTime` has passed.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter` and then every `period`, threading the state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built on `scheduleRelative`, each tick timed from the previous one.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicTimer(scheduler: self, state: state, period: period, action: action)
        return periodic.start(after: startAfter)
    }
}

private final class PeriodicTimer<Scheduler: SchedulerType, State>: @unchecked Sendable {
    let scheduler: Scheduler
    @exclusivity(unchecked) var state: State
    let period: RxTimeInterval
    let action: (State) -> State
    let serial = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after dueTime: RxTimeInterval) -> Disposable {
        scheduleTick(after: dueTime)
        return serial
    }

    private func scheduleTick(after dueTime: RxTimeInterval) {
        guard !serial.isDisposed else { return }
        serial.disposable = scheduler.scheduleRelative(self, dueTime: dueTime) { timer in
            timer.state = timer.action(timer.state)
            timer.scheduleTick(after: timer.period)
            return DisposeNode.empty
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval for a number of seconds, with nanosecond precision.
    static func from(seconds: TimeInterval) -> DispatchTimeInterval {
        if seconds.isInfinite { return .never }
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}

extension Date {
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
