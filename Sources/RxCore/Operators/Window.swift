extension ObservableType {
    /// Splits the elements into windows — observables emitted as they open — each closing
    /// when it holds `count` elements or `timeSpan` after it opened, whichever comes first.
    /// The first window opens on subscription. An observed window keeps the source
    /// subscribed; completion and errors reach the open window and the outer sequence.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        precondition(count > 0, "window: count must be positive")
        return WindowObservable(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class WindowObservable<Element>: Observable<Observable<Element>> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: EventSink<Observable<Element>>) -> DisposeNode {
        let sink = WindowSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer)
        let sourceSubscription = SingleAssignmentDisposable()
        let refCount = RefCountDisposable(disposable: sourceSubscription)
        sink.refCount = refCount
        sink.setUpstream(refCount)
        sink.openFirstWindow()
        sourceSubscription.setDisposable(source.subscribe(sink: sink))
        return sink
    }
}

/// The open window's subject, its element count and the generation of its timer, under a
/// recursive lock that serializes the source's events with the timer's.
final class WindowSink<Element>: Sink<Element, Observable<Element>>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    /// Both the source thread (a full window) and the timer thread (a window's time is up)
    /// start the next timer, so each carries the window's generation as its ticket.
    private let timer = TicketedSerialDisposable()
    @exclusivity(unchecked) var refCount: RefCountDisposable?
    @exclusivity(unchecked) private var window = PublishSubject<Element>()
    @exclusivity(unchecked) private var inWindow = 0
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var stopped = false

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: EventSink<Observable<Element>>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    func openFirstWindow() {
        lock.lock()
        downstream.onNext(observable(of: window))
        lock.unlock()
        startTimer(generation: 0)
    }

    /// The window as subscribers see it: subscribing keeps the source subscribed.
    private func observable(of subject: PublishSubject<Element>) -> Observable<Element> {
        let refCount = self.refCount
        return Observable.create { observer in
            let keepAlive = refCount?.retain() ?? Disposables.create()
            return Disposables.create(subject.subscribe(observer), keepAlive)
        }
    }

    private func startTimer(generation: Int) {
        let action = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [weak self] generation in
            self?.timerFired(generation)
            return DisposeNode.empty
        }
        timer.set(action, ticket: generation)
    }

    /// Completes the open window and opens the next. Call with the lock held; returns the
    /// new generation, whose timer the caller starts.
    private func rollWindow() -> Int {
        window.onCompleted()
        window = PublishSubject()
        inWindow = 0
        generation += 1
        if !isDisposed { downstream.onNext(observable(of: window)) }
        return generation
    }

    private func timerFired(_ firedGeneration: Int) {
        lock.lock()
        guard !stopped, firedGeneration == generation else {
            lock.unlock()
            return
        }
        let next = rollWindow()
        lock.unlock()
        startTimer(generation: next)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        window.onNext(element)
        inWindow += 1
        let next: Int? = inWindow == count ? rollWindow() : nil
        lock.unlock()
        if let next { startTimer(generation: next) }
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { closeLastWindow { $0.onError(error) } }
    }

    override func onCompleted() {
        forwardTermination(.completed, under: lock) { closeLastWindow { $0.onCompleted() } }
    }

    /// Ends the open window for good with `end`, unless already stopped. Call with the lock held.
    private func closeLastWindow(_ end: (PublishSubject<Element>) -> Void) -> Bool {
        if stopped { return false }
        stopped = true
        end(window)
        return true
    }

    /// Disposing the outer subscription stops the timer; an observed window keeps receiving
    /// the source's elements (through the ref count) until it is disposed or the source ends.
    override func disposeResources() {
        timer.dispose()
    }
}
