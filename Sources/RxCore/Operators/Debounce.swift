extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element; on
    /// completion the pending element, if any, is emitted first.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        lift { DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: $0) }
    }
}

final class DebounceSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var pending: Element?
    @exclusivity(unchecked) private var id = 0

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        id &+= 1
        let current = id
        pending = element
        lock.unlock()
        timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { [weak self] id in
            self?.fire(id)
            return DisposeNode.empty
        }
    }

    private func fire(_ firedId: Int) {
        lock.lock()
        if firedId == id, let element = pending, !isDisposed {
            pending = nil
            downstream.onNext(element)
        }
        lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        pending = nil
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func onCompleted() {
        lock.lock()
        if let element = pending {
            pending = nil
            downstream.onNext(element)
        }
        downstream.onCompleted()
        lock.unlock()
        dispose()
    }

    override func disposeResources() { timer.dispose() }
}
