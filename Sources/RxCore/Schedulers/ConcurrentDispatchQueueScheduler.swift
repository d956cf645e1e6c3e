import Dispatch
import Foundation

/// Runs work on a concurrent dispatch queue; work items may run in parallel.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    private let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: RxTime { Date() }

    /// Runs on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Runs on a new concurrent queue of `qos`, labelled `rxswift.queue.QOS` as RxSwift labels it.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: .concurrent, target: nil),
            leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work on the main thread: inline when already there, otherwise on the main queue.
/// Meant for `subscribe(on:)`; use ``MainScheduler`` for `observe(on:)`.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    private let mainScheduler: MainScheduler

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private init(mainScheduler: MainScheduler) { self.mainScheduler = mainScheduler }

    /// The current time.
    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainScheduler.isMainThread { return action(state) }
        return mainScheduler.configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work as operations on an `OperationQueue`.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority given to every operation.
    public let queuePriority: Operation.QueuePriority

    /// Runs on `operationQueue` with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = BooleanDisposable()
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            result.setDisposable(work.value.1(work.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create(cancel, result)
    }
}
