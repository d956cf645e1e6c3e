/// The trait of ``Maybe``: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element — a lookup that may find nothing.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` produces.
@frozen
public enum MaybeEvent<Element> {
    /// One element; the sequence ends.
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence ended without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a `Maybe.create` closure reports to; only the first call counts.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose outcome `subscribe` reports through the callback it receives.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var received = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                received = true
                observer(.success(element))
            }, onError: { observer(.error($0)) },
            onCompleted: {
                if !received { observer(.completed) }
            })
    }

    /// Subscribes closures for the element, the error, empty completion and the end of the
    /// subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        var received = false
        return primitiveSequence.source.subscribe(
            onNext: { element in
                received = true
                onSuccess?(element)
            },
            onError: { error in
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            },
            onCompleted: {
                if !received { onCompleted?() }
            }, onDisposed: onDisposed)
    }

    /// A `Maybe` of `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// Succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A `Maybe` that completes empty.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// A `Maybe` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: .error(error)) }

    /// A `Maybe` that never ends.
    public static func never() -> Maybe<Element> { Maybe(raw: .never()) }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element; `nil` completes empty.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Maybe` built from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element if `predicate` holds.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Runs side effects around the outcome without changing it.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Succeeds with `default` if the `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// On error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Drops the element: completes when the `Maybe` ends.
    public func asCompletable() -> Completable { Completable(raw: primitiveSequence.source.ignoreElements()) }

    /// Emits the element if any, then completes, or fails.
    public func asObservable() -> Observable<Element> { primitiveSequence.source }
}

extension ObservableType {
    /// This sequence as a `Maybe`: fails with `RxError.moreThanOneElement` on a second element.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: lift { AtMostOneElementSink(downstream: $0, requiresAnElement: false) })
    }

    /// Emits `default` if the sequence completes without elements.
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the sequence completes without elements.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmptyObservable(source: asObservable(), other: other)
    }
}

final class IfEmptyObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = IfEmptySink(other: other, downstream: observer)
        sink.serial.replace { source.subscribe(sink: sink) }
        return sink
    }
}

final class IfEmptySink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let other: Observable<Element>
    @exclusivity(unchecked) private var isEmpty = true
    let serial = SerialDisposable()

    init(other: Observable<Element>, downstream: EventSink<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) { forwardError(error) }

    override func onCompleted() {
        if isEmpty {
            serial.replace { other.subscribe(sink: ForwardingObserver(self)) }
        } else {
            forwardCompleted()
        }
    }

    override func disposeResources() { serial.dispose() }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: RxAbstractInteger {
    /// Succeeds with `0` after `dueTime`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
