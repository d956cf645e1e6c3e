import Foundation

/// Runs work on the main actor, as Swift concurrency tasks — for code written with actors:
/// after `observe(on: MainActorScheduler.instance)` elements arrive where `@MainActor` code
/// runs, and ``ObservableType/subscribe(onMainActor:onError:onCompleted:)`` hands them to
/// `@MainActor` closures, so Swift 6 code binds to main-actor state without warnings.
///
/// Each action is its own task; `observe(on:)` schedules one event at a time, so the order of
/// events is kept. Prefer ``MainScheduler`` for code that is not actor-based: it runs work
/// inline when already on the main queue and costs no task.
public final class MainActorScheduler: SchedulerType, Sendable {
    /// The shared instance.
    public static let instance = MainActorScheduler()

    /// A scheduler onto the main actor.
    public init() {}

    /// The current time.
    public var now: RxTime { Date() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let work = UncheckedSendable((state, action))
        let result = SingleAssignmentDisposable()
        let delay = dueTime.seconds
        let task = Task { @MainActor in
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            guard !Task.isCancelled, !result.isDisposed else { return }
            result.setDisposable(work.value.1(work.value.0))
        }
        return Disposables.create {
            task.cancel()
            result.dispose()
        }
    }
}

extension ObservableType {
    /// Subscribes `@MainActor` closures: events hop to the main actor first (through
    /// ``MainActorScheduler``), in order.
    public func subscribe(
        onMainActor onNext: @escaping @MainActor (Element) -> Void,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        let handlers = UncheckedSendable((onNext, onError, onCompleted))
        return observe(on: MainActorScheduler.instance).subscribe(
            onNext: { element in
                let boxed = UncheckedSendable(element)
                MainActor.assumeIsolated { handlers.value.0(boxed.value) }
            },
            onError: { error in
                MainActor.assumeIsolated {
                    if let onError = handlers.value.1 { onError(error) } else { Hooks.defaultErrorHandler([], error) }
                }
            },
            onCompleted: {
                MainActor.assumeIsolated { handlers.value.2?() }
            })
    }
}
