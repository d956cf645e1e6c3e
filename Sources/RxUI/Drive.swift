import RxCore

@usableFromInline
func ensureMainThreadUnlessMocked(_ what: StaticString) {
    // The message is built only when the check fails: `drive` is called for every binding.
    if SharingScheduler.isMocked || MainScheduler.isMainThread { return }
    MainScheduler.ensureRunningOnMainThread(errorMessage: "\(what) must be called from the main thread.")
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element to the observers. Call from the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to observers of optional elements.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.map { Optional($0) }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Stores every element in the relays.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Stores every element in relays of optional elements.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to relays of optional elements.
    public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to relays of optional elements.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls the closures for elements, completion and the end of the subscription.
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Calls the closures with `object` too, held weakly.
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Hands the Driver to a curried binder, such as a list's `rx.items`:
    /// `items.drive(list.rx.items) { row, element, cell in … }`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureMainThreadUnlessMocked("drive")
        return with(asSharedSequence().source)(curriedArgument)
    }

    /// Hands the Driver to `transformation` (for binders that take a whole sequence).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureMainThreadUnlessMocked("drive")
        return transformation(asSharedSequence().source)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element to the observers.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().source.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to observers of optional elements.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().source.map { Optional($0) }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to the relays.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Stores every element in the relays.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to relays of optional elements.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Stores every element in relays of optional elements.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to relays of optional elements.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asSharedSequence().source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls the closures for elements, completion and the end of the subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Calls the closures with `object` too, held weakly.
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().source.subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
