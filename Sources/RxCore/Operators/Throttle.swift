import Foundation

extension ObservableType {
    /// Emits the first element, then at most one element per `dueTime`: with `latest`, the
    /// last element received during the window is emitted when it ends; without, elements
    /// inside the window are dropped. Completion waits for a pending latest element.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        lift { ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: $0) }
    }
}

final class ThrottleSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let dueTime: TimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var lastUnsent: Element?
    @exclusivity(unchecked) private var lastSentTime: Date?
    @exclusivity(unchecked) private var completed = false
    @exclusivity(unchecked) private var stopped = false

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, downstream: EventSink<Element>) {
        self.dueTime = dueTime.seconds
        self.latest = latest
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return }
        let now = scheduler.now
        let sinceLast = lastSentTime.map { now.timeIntervalSince($0) } ?? dueTime
        if sinceLast >= dueTime {
            sendNow(element)
            return
        }
        guard latest else { return }
        let alreadyScheduled = lastUnsent != nil
        lastUnsent = element
        if alreadyScheduled { return }
        timer.disposable = scheduler.scheduleRelative((), dueTime: .from(seconds: dueTime - sinceLast)) { [weak self] _ in
            self?.propagate()
            return DisposeNode.empty
        }
    }

    private func sendNow(_ element: Element) {
        lastUnsent = nil
        downstream.onNext(element)
        lastSentTime = scheduler.now
    }

    private func propagate() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        if let element = lastUnsent { sendNow(element) }
        if completed {
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        lastUnsent = nil
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func onCompleted() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        if lastUnsent != nil {
            completed = true
            lock.unlock()
            return
        }
        stopped = true
        downstream.onCompleted()
        lock.unlock()
        dispose()
    }

    override func disposeResources() { timer.dispose() }
}
