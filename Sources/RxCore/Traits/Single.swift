/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error — the shape of a network request.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` produces.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single.create` closure reports its result to; safe to call from any
    /// thread, and only the first call counts.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// A `Single` whose result `subscribe` reports through the callback it receives.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            })
    }

    /// Subscribes a closure that receives the result.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var received = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                received = true
                observer(.success(element))
            },
            onError: { error in
                observer(.failure(error))
            },
            onCompleted: {
                if !received { observer(.failure(RxError.noElements)) }
            })
    }

    /// Subscribes closures for the element, the error, and the end of the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return primitiveSequence.source.subscribe(
            onNext: onSuccess,
            onError: { error in
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// A `Single` of `element`.
    public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

    /// A `Single` of `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> { Single(raw: .error(error)) }

    /// A `Single` that never produces a result.
    public static func never() -> Single<Element> { Single(raw: .never()) }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element; a `nil` result completes empty.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` built from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the `Maybe` built from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the `Completable` built from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element if `predicate` holds; otherwise completes empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Runs side effects around the result without changing it.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// On error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Succeeds with `resultSelector` of every element once all sources have succeeded (at
    /// once, with `resultSelector([])`, for none); fails with the first error.
    public static func zip<Sources: Collection, Result>(
        _ sources: Sources, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        if sources.isEmpty { return Single<Result>.deferred { .just(try resultSelector([])) } }
        return Single<Result>(raw: Observable.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Succeeds with every source's element, in order, once all have succeeded (`[]` for none).
    public static func zip<Sources: Collection>(_ sources: Sources) -> Single<[Element]>
    where Sources.Element == Single<Element> {
        zip(sources) { $0 }
    }

    /// Pairs the element with `other`'s.
    public func zip<Other>(_ other: Single<Other>) -> Single<(Element, Other)> {
        Single(raw: Observable.zip(primitiveSequence.source, other.asObservable()))
    }

    /// The result as a `Maybe`.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// Drops the element: completes on success.
    public func asCompletable() -> Completable { Completable(raw: primitiveSequence.source.ignoreElements()) }

    /// Emits the element then completes, or fails.
    public func asObservable() -> Observable<Element> { primitiveSequence.source }
}

extension ObservableType {
    /// This sequence as a `Single`: fails with `RxError.noElements` if it completes empty and
    /// with `RxError.moreThanOneElement` if it emits a second element.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingleObservable(source: asObservable()))
    }

    /// The first element as a `Single`, or `nil` if the sequence completes empty.
    public func first() -> Single<Element?> {
        Single(raw: lift { FirstSink(downstream: $0) })
    }
}

final class AsSingleObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    init(source: Observable<Element>) { self.source = source }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        AtMostOneElementSink(downstream: observer, requiresAnElement: true).run(source)
    }
}

final class FirstSink<Element>: Sink<Element, Element?>, @unchecked Sendable {
    @exclusivity(unchecked) private var stopped = false

    override func onNext(_ element: Element) {
        if stopped { return }
        stopped = true
        downstream.onNext(element)
        forwardCompleted()
    }

    override func onError(_ error: Swift.Error) {
        if !stopped {
            stopped = true
            forwardError(error)
        }
    }

    override func onCompleted() {
        if stopped { return }
        stopped = true
        downstream.onNext(nil)
        forwardCompleted()
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: RxAbstractInteger {
    /// Succeeds with `0` after `dueTime`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Single<Element> {
        Single(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
