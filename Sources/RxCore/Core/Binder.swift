import Foundation

/// An observer that applies each element to a target, on a scheduler (main by default),
/// holding the target weakly. Binding errors are programming errors: they go to
/// `Hooks.bindingErrorHandler`.
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// Applies each element with `binding` on `scheduler` while `target` is alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.bindingErrorHandler(error)
            case .completed:
                break
            }
        }
    }

    /// Applies each element with `binding` on the main scheduler while `target` is alive — the
    /// same as ``init(_:scheduler:binding:)`` without a scheduler. It is declared on its own
    /// so that a closure without `@MainActor` prefers it to the form whose binding is
    /// `@MainActor` (with one defaulted argument more, the scheduler's form would lose to that).
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        self.init(target, scheduler: MainScheduler.instance, binding: binding)
    }

    /// Applies each element with a `@MainActor` binding on the main scheduler while `target`
    /// is alive: `Binder(target) { @MainActor target, value in … }`, or a `@MainActor` function,
    /// whose binding may change main-actor state even where the `Binder` is made in a
    /// nonisolated method. A closure without `@MainActor` goes to the nonisolated form, as
    /// before; there is no `scheduler:` here because the binding must run on the main queue.
    ///
    /// It runs exactly as `init(_:scheduler:binding:)` with the default `MainScheduler.instance`:
    /// in place on the main queue with nothing of the scheduler's queued, else enqueued on the
    /// main queue — never on another thread.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        // MainScheduler runs actions on the main queue only — the main actor's executor — so
        // calling the binding there is main-actor isolated; the compiler cannot see that
        // through the scheduler.
        let onMainQueue = unsafeBitCast(binding, to: ((Target, Value) -> Void).self)
        self.init(target, scheduler: MainScheduler.instance, binding: onMainQueue)
    }

    /// Applies each element with a main-actor `binding` on the main thread — the form for
    /// `@MainActor` views; events arriving off the main thread hop to it first.
    public init<Target: AnyObject>(mainActor target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        let sendableTarget = WeakBox(target)
        self.binding = { event in
            switch event {
            case .next(let element):
                let boxedElement = UncheckedBox(element)
                _ = MainScheduler.instance.schedule(()) { _ in
                    MainActor.assumeIsolated {
                        if let target = sendableTarget.value { binding(target, boxedElement.value) }
                    }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.bindingErrorHandler(error)
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    /// Returns `self` type-erased.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

private final class WeakBox<Target: AnyObject>: @unchecked Sendable {
    weak var value: Target?
    init(_ value: Target) { self.value = value }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
