import RxCore

/// An observable built from recorded events that records when it was subscribed to and
/// unsubscribed from.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The scheduler the events are scheduled on.
    public let testScheduler: TestScheduler
    /// The events it emits.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription so far, with its start and (once disposed) end time.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        testScheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("abstract")
    }

    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    func recordUnsubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}

final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextId = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        // Each scheduled event holds the observable strongly, as RxTest's does: a test may
        // subscribe and drop its reference, and still receive the events. The scheduler lets go
        // of each closure once it has run, so the observable is freed after its last event.
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) {
                for entry in self.observers { entry.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let id = nextId
        nextId += 1
        observers.append((id, AnyObserver(observer)))
        let index = recordSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers.removeAll { $0.id == id }
            self.recordUnsubscription(index)
        }
    }
}

final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordUnsubscription(index)
        }
    }
}
