import RxCore

/// A UI element's events, such as taps: never fails, delivered on the main scheduler.
/// A type that is, or can be seen as, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The value as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// A type that is, or can be seen as, a ``ControlProperty``: observable values of a control's
/// property and an observer that sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A control's events, such as a button's taps: never fails, never completes on its own, and is what a screen passes into a view model's `Input`.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType
    let events: Observable<PropertyType>

    /// Wraps `events`, delivering them on the main scheduler.
    public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
        self.events = events.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Infallible`: a control's events never fail.
    public func asInfallible() -> Infallible<Element> {
        events.asInfallible(onErrorRecover: { _ in .empty() })
    }

    public func asObservable() -> Observable<PropertyType> { events }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<PropertyType> { self }

    /// The events as a ``Signal``.
    public func asSignal() -> Signal<PropertyType> { Signal(events.observe(on: SignalSharingStrategy.scheduler)) }

    /// The events as a ``Driver``.
    public func asDriver() -> Driver<PropertyType> { Driver(events.observe(on: DriverSharingStrategy.scheduler)) }
}

/// A UI element's property: observing it yields the current value and every change;
/// binding to it sets the value. Never fails.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType
    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Combines the stream of `values` with the observer that sets new ones.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Only changes: the current value at subscription is skipped.
    public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

    public func asObservable() -> Observable<PropertyType> { values }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    /// The values as a ``Driver``.
    public func asDriver() -> Driver<PropertyType> { Driver(values.observe(on: DriverSharingStrategy.scheduler)) }

    /// Sets the property; errors are reported and completion is ignored.
    public func on(_ event: Event<PropertyType>) {
        switch event {
        case .error(let error): Hooks.bindingErrorHandler(error)
        case .next: valueSink.on(event)
        case .completed: break
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as `""`, written back as is.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.values.map { $0 ?? "" }
        let sink = AnyObserver<String> { event in
            switch event {
            case .next(let text): original.on(.next(text))
            case .error(let error): original.on(.error(error))
            case .completed: original.on(.completed)
            }
        }
        return ControlProperty<String>(values: values, valueSink: sink)
    }
}
