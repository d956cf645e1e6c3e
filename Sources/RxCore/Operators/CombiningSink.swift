/// A multi-source operator's producer: `configure` registers every source with the sink,
/// sets how to build a result, then starts the sources in order (``CombiningSink/start(_:)``).
/// Written where the sources' types are known, it needs no list of observers to walk.
@usableFromInline
final class CombiningObservable<Result, Core: CombiningSink<Result>>: Observable<Result> {
    @usableFromInline let makeSink: (EventSink<Result>) -> Core
    @usableFromInline let configure: (Core) -> Void

    @inlinable
    init(makeSink: @escaping (EventSink<Result>) -> Core, configure: @escaping (Core) -> Void) {
        self.makeSink = makeSink
        self.configure = configure
        super.init()
    }

    override func run(_ observer: EventSink<Result>) -> DisposeNode {
        let sink = makeSink(observer)
        configure(sink)
        return sink
    }
}

/// One source's observer in a multi-source operator. It does not keep its source: the
/// operator's `configure` closure holds every source and hands each over when it starts it
/// (``CombiningSink/start(_:_:)``), so no observer carries a reference it needs only once.
@usableFromInline
class CombiningSourceObserver<Element>: DisposableSink<Element>, @unchecked Sendable {
    @exclusivity(unchecked) var isDone = false

    @usableFromInline override init() { super.init() }

    @usableFromInline func subscribe(to source: Observable<Element>) {
        // Started only from the operator's `run`, inside its subscription's trampoline (see
        // `Sink.run`): the source is run directly.
        assert(Trampoline.isActiveOnCurrentThread, "a source started outside a subscription")
        setUpstream(source.run(self))
    }
}

/// The storage of `combineLatest` and `zip`: a recursive lock that serializes every source's
/// events (as RxSwift's does) and guards the state machine, and the subscriptions to dispose
/// together.
@usableFromInline
class CombiningSink<Result>: Sink<Never, Result>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    @exclusivity(unchecked) @usableFromInline var resultBuilder: (() throws -> Result)?
    @exclusivity(unchecked) var state = CombiningStateMachine()
    /// The sources' observers, to dispose together: references in raw slots, sized once the
    /// number of sources is known — `combineLatest` keeps them in its block of values, so
    /// they cost no allocation of their own.
    @exclusivity(unchecked) private var observerSlots: UnsafeMutablePointer<DisposeNode>?
    // 32-bit, as the state machine's counts: the sink is one size class smaller.
    @exclusivity(unchecked) private var observerCapacity: Int32 = 0
    @exclusivity(unchecked) private var observerCount: Int32 = 0
    @exclusivity(unchecked) private var ownsObserverSlots = false

    @usableFromInline var arity: Int { state.arity }

    /// Makes room for `count` sources before they are registered (`zip`).
    @usableFromInline
    func reserveSources(_ count: Int) {
        useObserverSlots(allocateStorage(of: DisposeNode.self, capacity: count), capacity: count)
        ownsObserverSlots = true
    }

    /// Registers the observers in `slots`, which the caller owns and keeps until this sink ends.
    final func useObserverSlots(_ slots: UnsafeMutablePointer<DisposeNode>, capacity: Int) {
        observerSlots = slots
        observerCapacity = Int32(capacity)
    }

    @usableFromInline
    func register(_ observer: DisposeNode, queued: Bool = false) {
        precondition(observerCount < observerCapacity, "more sources registered than reserved")
        state.register(queued: queued)
        (observerSlots.unsafelyUnwrapped + Int(observerCount)).initialize(to: observer)
        observerCount += 1
    }

    /// Releases the observers still held; before the slots' memory goes away.
    final func releaseObserverSlots() {
        if let observerSlots {
            observerSlots.deinitialize(count: Int(observerCount))
            if ownsObserverSlots { deallocateStorage(observerSlots) }
        }
        observerSlots = nil
        observerCount = 0
    }

    deinit { releaseObserverSlots() }

    /// Subscribes `observer`, registered earlier, to its source, unless an earlier source
    /// already ended the whole.
    @inlinable
    final func start<Element>(_ observer: CombiningSourceObserver<Element>, _ source: Observable<Element>) {
        if !isDisposed { observer.subscribe(to: source) }
    }

    /// Ends a subscription to no sources at all (the collection forms): `zip` completes.
    func finishWithoutSources() {
        forwardCompleted()
    }

    /// Emits a result; a thrown error ends the sequence. Call with the lock held.
    final func emitResult() {
        do {
            downstream.onNext(try resultBuilder!())
        } catch {
            fail(error)
        }
    }

    /// Call with the lock held.
    final func fail(_ error: Swift.Error) {
        guard state.fail() else { return }
        downstream.onError(error)
        dispose()
    }

    /// Call with the lock held.
    final func complete() {
        downstream.onCompleted()
        dispose()
    }

    /// Records that `observer`'s source completed; completes once all have. Call with the
    /// lock held.
    final func markDone<Element>(_ observer: CombiningSourceObserver<Element>) {
        if observer.isDone { return }
        observer.isDone = true
        if state.sourceCompleted() { complete() }
    }

    override func disposeResources() {
        let count = lock.withLock { () -> Int in
            state.dispose()
            resultBuilder = nil
            defer { observerCount = 0 }
            return Int(observerCount)
        }
        // Every source was registered before the first one started, and this runs once: the
        // slots are this call's alone now. Each observer is moved out, then disposed.
        guard let slots = observerSlots else { return }
        for index in 0..<count { (slots + index).move().dispose() }
    }
}
