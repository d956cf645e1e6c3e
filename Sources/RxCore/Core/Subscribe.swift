extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(EventHandlerSink(on))
    }

    /// Subscribes closures for elements, the error, completion and the end of the
    /// subscription (after a terminal event or `dispose()`, once).
    ///
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let errorHandler = onError ?? (Hooks.recordCallStackOnError ? Hooks.unhandledErrorReporter() : nil)
        // Most subscriptions pass neither of the last two closures: a smaller subscriber then.
        if onCompleted == nil, onDisposed == nil {
            return ElementSubscriber(onNext: onNext, onError: errorHandler).attach(to: asObservable())
        }
        return ClosureSubscriber(
            onNext: onNext, onError: errorHandler, onCompleted: onCompleted, onDisposed: onDisposed
        )
        .attach(to: asObservable())
    }

    /// Subscribes closures that receive `object` too, held weakly: once `object` is gone the
    /// closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        return subscribe(
            onNext: { [weak object] element in
                guard let object, let onNext else { return }
                onNext(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                if let onError { onError(object, error) } else { Hooks.defaultErrorHandler(callStack, error) }
            },
            onCompleted: { [weak object] in
                guard let object, let onCompleted else { return }
                onCompleted(object)
            },
            onDisposed: { [weak object] in
                guard let object, let onDisposed else { return }
                onDisposed(object)
            }
        )
    }
}

extension Hooks {
    /// Receives errors that reach `bind(to:)`/`bind(onNext:)`; bindings must not fail.
    /// The default stops a debug build with the error and prints it in a release build.
    nonisolated(unsafe) public static var bindingErrorHandler: (Swift.Error) -> Void = { error in
        #if DEBUG
        fatalError("Binding error: \(error)")
        #else
        print("Binding error: \(error)")
        #endif
    }
}

extension ObservableType {
    /// Subscribes observers to every event, errors included, as RxCocoa does: an observer
    /// decides what an error means. A ``Binder`` reports it to ``Hooks/bindingErrorHandler``
    /// (a programming error); relays have `bind(to:)` overloads of their own that do the same.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        bindEach(observers.map { $0.asEventSink() })
    }

    /// Binds to observers of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { Optional($0) }.bindEach(observers.map { $0.asEventSink() })
    }

    /// Binds to closures that receive `object` too, held weakly: once `object` is gone they
    /// are no longer called. An error is a programming error in a binding, reported by
    /// ``Hooks/bindingErrorHandler``.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable
    {
        subscribe(with: object, onNext: onNext, onError: { _, error in Hooks.bindingErrorHandler(error) })
    }

    /// Subscribes a closure to the elements; an error goes to ``Hooks/bindingErrorHandler``.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { Hooks.bindingErrorHandler($0) })
    }

    /// Calls `binder` with `self`; returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Calls `binder` with `self` and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    fileprivate func bindEach(_ sinks: [EventSink<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for sink in sinks { sink.onNext(element) }
            case .error(let error):
                for sink in sinks { sink.onError(error) }
            case .completed:
                for sink in sinks { sink.onCompleted() }
            }
        }
    }
}
