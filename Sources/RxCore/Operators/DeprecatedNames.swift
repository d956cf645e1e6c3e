// RxSwift 6 renamed these; code written for RxSwift 5 still calls them. Each compiles, with
// a deprecation warning that names the replacement, and behaves exactly like it.

extension ObservableType {
    /// RxSwift 5's name for `observe(on:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// RxSwift 5's name for `subscribe(on:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// RxSwift 5's name for `catch(_:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// RxSwift 5's name for `catchAndReturn(_:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// RxSwift 5's name for `take(until:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// RxSwift 5's name for `take(until:behavior:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<
        Element
    > {
        take(until: predicate, behavior: behavior)
    }

    /// RxSwift 5's name for `take(while:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// RxSwift 5's name for `take(for:scheduler:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// RxSwift 5's name for `skip(until:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// RxSwift 5's name for `skip(while:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// RxSwift 5's name for `element(at:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// RxSwift 5's name of ``TakeBehavior``.
@available(*, deprecated, renamed: "TakeBehavior")
public typealias TakeUntilBehavior = TakeBehavior

extension ReplayRelay {
    /// RxSwift 5's name for `createUnbounded()`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "createUnbounded()")
    public static func createUnbound() -> ReplayRelay<Element> {
        createUnbounded()
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// RxSwift 5's spelling, where a failure was reported to `onError`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// RxSwift 5's name for `catchAndReturn(_:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequence {
    /// RxSwift 5's name for `catch(_:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// RxSwift 5's name for `observe(on:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// RxSwift 5's name for `subscribe(on:)`; deprecated, and behaves exactly like it.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }
}
