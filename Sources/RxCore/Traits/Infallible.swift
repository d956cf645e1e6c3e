/// A type that is an ``Infallible``: a sequence that never errors.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that can never fail: elements, then possibly completion. Build one from an
/// `Observable` by saying what to do on error (`asInfallible(onErrorJustReturn:)` …).
public struct Infallible<Element>: InfallibleType {
    let source: Observable<Element>

    init(_ source: Observable<Element>) { self.source = source }

    /// The sequence as an `Observable` that never errors.
    public func asObservable() -> Observable<Element> { source }
}

/// What an ``Infallible`` produces.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence finished.
    case completed
}

extension InfallibleType {
    /// An `Infallible` whose events `subscribe` sends through the callback it receives.
    public static func create(subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable)
        -> Infallible<Element>
    {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Subscribes closures for elements, completion and the end of the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// Sends every element to the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to the relays.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to the relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `onNext` for every element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// An `Infallible` of one element.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }
    /// An `Infallible` of one element, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }
    /// An `Infallible` of the elements, sent on `scheduler`.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    { Infallible(.from(elements, scheduler: scheduler)) }
    /// An `Infallible` of the array's elements, sent on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    { Infallible(.from(array, scheduler: scheduler)) }
    /// An `Infallible` of the sequence's elements, sent on `scheduler`.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
    /// An `Infallible` that completes at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }
    /// An `Infallible` that never emits.
    public static func never() -> Infallible<Element> { Infallible(.never()) }
    /// Calls `factory` on every subscription.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { factory().asObservable() })
    }

    /// Merges the sources.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the sources one after another.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(.concat(sources.map { $0.asObservable() }))
    }

    /// Emits this sequence's elements, then `second`'s.
    public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second.asObservable()))
    }

    /// `combineLatest` of a collection of infallible sources.
    public static func combineLatest<Sources: Collection, Result>(
        _ sources: Sources, resultSelector: @escaping ([Element]) -> Result
    ) -> Infallible<Result> where Sources.Element == Infallible<Element> {
        Infallible<Result>(Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `combineLatest` of a collection of infallible sources, as arrays.
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Infallible<[Element]>
    where Sources.Element == Infallible<Element> {
        Infallible<[Element]>(Observable.combineLatest(sources.map { $0.asObservable() }))
    }

    /// `zip` of a collection of infallible sources.
    public static func zip<Sources: Collection, Result>(
        _ sources: Sources, resultSelector: @escaping ([Element]) -> Result
    ) -> Infallible<Result> where Sources.Element == Infallible<Element> {
        Infallible<Result>(Observable.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Mirrors this sequence for `duration`, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Mirrors this sequence until `other` emits, then completes.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Mirrors this sequence until `predicate` holds, then completes.
    public func take(until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<
        Element
    > {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Mirrors this sequence while `predicate` holds, then completes.
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<
        Element
    > {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Drops elements until `other` emits.
    public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }

    /// Drops elements while `predicate` holds.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements whose `keyPath` value equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Drops elements whose key, compared with `comparer`, equals the previous one's.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible<Out>(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible<(Object, Element)>(asObservable().withUnretained(object))
    }

    /// Prints every event and subscription change, as `Observable.debug` does.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// `map`, as on `Observable`; the result is an `Infallible`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }
    /// `compactMap`, as on `Observable`; the result is an `Infallible`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }
    /// `filter`, as on `Observable`; the result is an `Infallible`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }
    /// `flatMap`, as on `Observable`; the result is an `Infallible`.
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element>
    { Infallible<Source.Element>(asObservable().flatMap(selector)) }
    /// `flatMapLatest`, as on `Observable`; the result is an `Infallible`.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > { Infallible<Source.Element>(asObservable().flatMapLatest(selector)) }
    /// `flatMapFirst`, as on `Observable`; the result is an `Infallible`.
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > { Infallible<Source.Element>(asObservable().flatMapFirst(selector)) }
    /// `concatMap`, as on `Observable`; the result is an `Infallible`.
    public func concatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > { Infallible<Source.Element>(asObservable().concatMap(selector)) }
    /// `scan`, as on `Observable`; the result is an `Infallible`.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> Infallible<A> {
        Infallible<A>(asObservable().scan(seed, accumulator: accumulator))
    }
    /// `scan`, as on `Observable`; the result is an `Infallible`.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> Infallible<A> {
        Infallible<A>(asObservable().scan(into: seed, accumulator: accumulator))
    }
    /// `startWith`, as on `Observable`; the result is an `Infallible`.
    public func startWith(_ element: Element) -> Infallible<Element> { Infallible(asObservable().startWith(element)) }
    /// `take`, as on `Observable`; the result is an `Infallible`.
    public func take(_ count: Int) -> Infallible<Element> { Infallible(asObservable().take(count)) }
    /// `skip`, as on `Observable`; the result is an `Infallible`.
    public func skip(_ count: Int) -> Infallible<Element> { Infallible(asObservable().skip(count)) }
    /// `withLatestFrom`, as on `Observable`; the result is an `Infallible`.
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) -> Result
    ) -> Infallible<Result> {
        Infallible<Result>(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }
    /// `withLatestFrom`, as on `Observable`; the result is an `Infallible`.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().withLatestFrom(second))
    }
    /// `debounce`, as on `Observable`; the result is an `Infallible`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }
    /// `throttle`, as on `Observable`; the result is an `Infallible`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<
        Element
    > { Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler)) }
    /// `delay`, as on `Observable`; the result is an `Infallible`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }
    /// `observe`, as on `Observable`; the result is an `Infallible`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }
    /// `share`, as on `Observable`; the result is an `Infallible`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
    /// `do`, as on `Observable`; the result is an `Infallible`.
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the one before.
    public func distinctUntilChanged() -> Infallible<Element> { Infallible(asObservable().distinctUntilChanged()) }
}

extension ObservableType {
    /// This sequence as an `Infallible` that ends with `element` instead of failing.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(catchAndReturn(element))
    }

    /// This sequence as an `Infallible` that continues with `infallible` instead of failing.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(self.catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible` that continues with what `onErrorRecover` returns for
    /// the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(self.catch { onErrorRecover($0).asObservable() })
    }
}
