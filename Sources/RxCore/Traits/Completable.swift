/// The trait of ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails — work whose result is its success.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` produces.
@frozen
public enum CompletableEvent: Sendable {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The callback a `Completable.create` closure reports to; only the first call counts.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// A `Completable` whose outcome `subscribe` reports through the callback it receives.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes closures for completion, the error and the end of the subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return primitiveSequence.source.subscribe(
            onError: { error in
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func subscribe<Object: AnyObject>(
        with object: Object, onCompleted: ((Object) -> Void)? = nil, onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(
            with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// A `Completable` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

    /// A `Completable` that never ends.
    public static func never() -> Completable { Completable(raw: .never()) }

    /// Runs side effects around the outcome.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// After completion, continues with `second`.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.concatNever(second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.concatNever(second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: primitiveSequence.source.concatNever(second.asObservable()))
    }

    /// After completion, continues with `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.concatNever(second)
    }

    /// Runs the completables one after another.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the completables of a sequence one after another.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the completables of a collection one after another.
    public static func concat<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// After this completable, runs `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables at once; completes when all have.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables of a collection at once; completes when all have, fails with
    /// the first error.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once; completes when all have, fails with the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes or fails.
    public func asObservable() -> Observable<Never> { primitiveSequence.source }
}

extension ObservableType {
    /// Ignores the elements: completes or fails with the sequence. (Not RxSwift API, which
    /// has only the elementless form below; disfavoured, so that a source whose element type
    /// is still open — `scheduler.createColdObservable([.completed(20)]).asCompletable()` —
    /// is inferred as elementless, as it is with RxSwift.)
    @_disfavoredOverload
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}

extension ObservableType where Element == Never {
    /// The elementless sequence as a `Completable`: completes or fails with it.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension ObservableType where Element == Never {
    /// After this elementless sequence completes, continues with `second`.
    func concatNever<Other>(_ second: Observable<Other>) -> Observable<Other> {
        Observable<Other>.concat([lift { IgnoreElementsSink<Never, Other>(downstream: $0) }, second])
    }
}
