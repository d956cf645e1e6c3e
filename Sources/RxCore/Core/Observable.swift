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

    /// Subscribes `observer` to this sequence followed by `filter(predicate)` as one sink, when
    /// this is a `map` or `filter` stage that can take the next stage in (see
    /// `FusedStages.swift`); `nil` otherwise, and the filter builds its own sink.
    func runFiltered(_ predicate: @escaping (Element) throws -> Bool, _ observer: EventSink<Element>) -> DisposeNode? {
        nil
    }

    /// Subscribes `observer` to this sequence followed by `map(transform)` as one sink, when
    /// this is a `filter` stage; `nil` otherwise. `sinkType` is resolved by the `map`, where
    /// both types are concrete, so that subscribing needs no metadata lookup.
    func runMapped<Result>(
        _ transform: @escaping (Element) throws -> Result, _ observer: EventSink<Result>,
        _ sinkType: FilterMapSink<Element, Result>.Type
    ) -> DisposeNode? {
        nil
    }

    /// Subscribes `observer` to this sequence followed by `map(transform)` and
    /// `filter(predicate)` as one sink with the stage before, when this is a `filter` whose
    /// source is a `map` (see `FusedStages.swift`); `nil` otherwise.
    func runMappedFiltered<Result>(
        _ transform: @escaping (Element) throws -> Result, _ predicate: @escaping (Result) throws -> Bool,
        _ observer: EventSink<Result>
    ) -> DisposeNode? {
        nil
    }

    /// Subscribes `observer` to this sequence followed by `filter(first)`, `map(transform)`
    /// and `filter(second)` as one sink, when this is a `map`; `nil` otherwise.
    func runFilteredMappedFiltered<Result>(
        _ first: @escaping (Element) throws -> Bool, _ transform: @escaping (Element) throws -> Result,
        _ second: @escaping (Result) throws -> Bool, _ observer: EventSink<Result>
    ) -> DisposeNode? {
        nil
    }

    /// `share(replay:scope: .whileConnected)` of this sequence when this stage can be taken
    /// into the shared connection (a `map` or `filter`, see `Share.swift`); `nil` otherwise.
    @usableFromInline
    func sharedWhileConnected(replay: Int) -> Observable<Element>? { nil }

    /// The one element this sequence sends during subscription before completing, with
    /// nothing else happening — `just`'s — or `nil` for every other sequence. Merging
    /// operators forward it without subscribing an inner observer: the same events, in the
    /// same order, under the same lock.
    @usableFromInline var immediateElement: Element? { nil }

    /// Starts a subscription inside a current-thread trampoline, as every subscription does,
    /// so that sources scheduled on `CurrentThreadScheduler` begin once the whole chain is
    /// connected.
    @usableFromInline final func subscribe(sink: EventSink<Element>) -> DisposeNode {
        Observable.trampolined { run(sink) }
    }

    /// Runs `body` inside the current thread's trampoline — activating it, and draining what
    /// was scheduled on it, when none is active — as a subscription runs. Merging operators run
    /// `just`'s element and completion through it too, so they happen exactly as if it were
    /// subscribed.
    @inline(__always)
    static func trampolined<Result>(_ body: () -> Result) -> Result {
        // Nested subscriptions (every inner one) only ask, without retaining the trampoline.
        if Trampoline.isActiveOnCurrentThread { return body() }
        // The thread's slot keeps its trampoline alive until the thread ends: used without a
        // retain and a release.
        return Trampoline.unretainedCurrent._withUnsafeGuaranteedRef { trampoline in
            trampoline.isActive = true
            let result = body()
            trampoline.drain()
            return result
        }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        ObserverSubscriber(observer.asEventSink()).attach(to: self)
    }

    public final func asObservable() -> Observable<Element> { self }
}
