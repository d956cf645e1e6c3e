import Synchronization

/// A sequence of elements over time, the library's central type.
///
/// Subclasses are the library's operators: each implements `run(_:)`, which builds the
/// per-subscription sink that receives the upstream's events.
public class Observable<Element>: ObservableType {
    @usableFromInline init() {}

    /// Builds and starts one subscription delivering to `observer`; the result disposes it.
    func run(_ observer: EventSink<Element>) -> DisposeNode {
        fatalError("Observable.run is abstract")
    }

    /// Starts a subscription inside a current-thread trampoline, as every subscription does,
    /// so that sources scheduled on `CurrentThreadScheduler` begin once the whole chain is
    /// connected.
    @usableFromInline final func subscribe(sink: EventSink<Element>) -> DisposeNode {
        // Nested subscriptions (every inner one) only ask, without retaining the trampoline.
        if Trampoline.isActiveOnCurrentThread { return run(sink) }
        let trampoline = Trampoline.current
        trampoline.isActive = true
        let disposable = run(sink)
        trampoline.drain()
        return disposable
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        ObserverSubscriber(observer.asEventSink()).attach(to: self)
    }

    public final func asObservable() -> Observable<Element> { self }
}
