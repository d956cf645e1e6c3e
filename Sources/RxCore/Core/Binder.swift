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
