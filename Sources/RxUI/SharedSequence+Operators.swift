import RxCore

// Every operator re-shares its result with the sequence's strategy, so a Driver stays a
// Driver (replaying state) and a Signal a Signal, whatever is chained. The instance operators
// are declared on `SharedSequenceConvertibleType`, as RxCocoa's are, so that generic code over
// "any Driver or Signal" (RxSwiftExt's `mapTo`, `not`) can call them.

extension SharedSequence {
    /// A sequence of one element, delivered on the strategy's scheduler.
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence of the elements, delivered on the strategy's scheduler.
    public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the array's elements, delivered on the strategy's scheduler.
    public static func from(_ array: [Element]) -> SharedSequence {
        SharedSequence(Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the sequence's elements, delivered on the strategy's scheduler.
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence where Source.Element == Element {
        SharedSequence(Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Wraps `source` as it is, trusting the caller that it never fails and delivers on the
    /// strategy's scheduler — RxCocoa's escape hatch; prefer `asDriver(onErrorJustReturn:)`.
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<
        SharingStrategy, Source.Element
    > {
        SharedSequence<SharingStrategy, Source.Element>(source.asObservable())
    }

    /// Runs the sources of a sequence one after another.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> SharedSequence
    where Sources.Element == SharedSequence {
        SharedSequence(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the sources of a collection one after another.
    public static func concat<Sources: Collection>(_ sources: Sources) -> SharedSequence
    where Sources.Element == SharedSequence {
        SharedSequence(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// One element if `optional` has a value.
    public static func from(optional: Element?) -> SharedSequence {
        SharedSequence(Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    public static func never() -> SharedSequence {
        SharedSequence(Observable.never())
    }

    /// Builds the sequence per subscription.
    public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// Merges the sources.
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the sources.
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence
    where Sources.Element == SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of all sources.
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> SharedSequence
    where Sources.Element: SharedSequenceConvertibleType, Sources.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Pairs the n-th elements of all sources.
    public static func zip<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
    ) -> SharedSequence
    where Sources.Element: SharedSequenceConvertibleType, Sources.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Arrays of the latest elements of all sources.
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> SharedSequence<
        SharingStrategy, [Element]
    > where Sources.Element == SharedSequence {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(sources.map { $0.asObservable() }))
    }

    /// Arrays of the n-th elements of all sources.
    public static func zip<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// `0, 1, 2, …` every `period`, on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// `0` after `dueTime`, then the next numbers every `period`, on the strategy's scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {

    /// `map`, as on `Observable`; the result is a sequence of the same sharing strategy.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        let source = asSharedSequence().source
        if let replay = SharedSequence<SharingStrategy, Result>.whileConnectedReplay {
            return SharedSequence<SharingStrategy, Result>(raw: source.mapShared(transform, replay: replay))
        }
        return SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// `compactMap`, as on `Observable`; the result is a sequence of the same sharing strategy.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence<SharingStrategy, Result>(asSharedSequence().source.compactMap(transform))
    }

    /// `filter`, as on `Observable`; the result is a sequence of the same sharing strategy.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        let source = asSharedSequence().source
        if let replay = SharedSequence<SharingStrategy, Element>.whileConnectedReplay {
            return SharedSequence<SharingStrategy, Element>(raw: source.filterShared(predicate, replay: replay))
        }
        return SharedSequence<SharingStrategy, Element>(source.filter(predicate))
    }

    /// Mirrors the sequence built from the latest element.
    /// The inner sequences may be of another sharing strategy (a Signal's taps mapped to
    /// Drivers): the result has the inner's.
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMapLatest { selector($0).asObservable() })
    }

    /// Ignores elements while the sequence built from an earlier one is running.
    /// The inner sequences may be of another sharing strategy (a Signal's taps mapped to
    /// Drivers): the result has the inner's.
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMapFirst { selector($0).asObservable() })
    }

    /// Merges the sequences built from every element.
    /// The inner sequences may be of another sharing strategy (a Signal's taps mapped to
    /// Drivers): the result has the inner's.
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMap { selector($0).asObservable() })
    }

    /// Runs the sequences built from every element one after another.
    /// The inner sequences may be of another sharing strategy (a Signal's taps mapped to
    /// Drivers): the result has the inner's.
    public func concatMap<Sharing: SharingStrategyProtocol, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().source.concatMap { selector($0).asObservable() })
    }

    /// `distinctUntilChanged`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.distinctUntilChanged(keySelector))
    }

    /// `distinctUntilChanged`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.distinctUntilChanged(comparer))
    }

    /// `startWith`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.startWith(element))
    }

    /// `withLatestFrom`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            asSharedSequence().source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// `withLatestFrom`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<
        SharingStrategy, Second.Element
    > {
        SharedSequence<SharingStrategy, Second.Element>(asSharedSequence().source.withLatestFrom(second.asObservable()))
    }

    /// `scan`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence<SharingStrategy, A>(asSharedSequence().source.scan(seed, accumulator: accumulator))
    }

    /// `scan`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void) -> SharedSequence<
        SharingStrategy, A
    > {
        SharedSequence<SharingStrategy, A>(asSharedSequence().source.scan(into: seed, accumulator: accumulator))
    }

    /// Emits an element after `dueTime` without another, timed on the strategy's scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`, timed on the strategy's scheduler.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts elements by `dueTime` on the strategy's scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// `take`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.take(count))
    }

    /// `skip`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.skip(count))
    }

    /// `do`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `debug`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// `distinctUntilChanged`, as on `Observable`; the result is a sequence of the same sharing strategy.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.distinctUntilChanged())
    }
}

// The inner sequences may be of another sharing strategy than the outer (a Signal of Drivers):
// the result has the inner's, as in RxCocoa.
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Mirrors the latest inner sequence.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.flatMapLatest { $0.asObservable() })
    }

    /// Merges the inner sequences.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.flatMap { $0.asObservable() })
    }

    /// Merges the inner sequences, at most `maxConcurrent` at once, queueing the rest.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops elements whose key, compared with `comparer`, equals the previous element's.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asSharedSequence().source.distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose `keyPath` value equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.distinctUntilChanged(at: keyPath))
    }

    /// Not offered, as in RxCocoa: a shared sequence delivering to a weakly held object is
    /// `drive(with:onNext:)` / `emit(with:onNext:)`.
    @available(
        *, unavailable,
        message:
            "withUnretained is unavailable on Driver and Signal; use drive(with:onNext:onCompleted:onDisposed:) or emit(with:onNext:onCompleted:onDisposed:) instead"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        fatalError("unavailable")
    }

    /// Unavailable, as in RxCocoa: use `drive(with:onNext:)` or `emit(with:onNext:)`.
    @available(
        *, unavailable,
        message:
            "withUnretained is unavailable on Driver and Signal; use drive(with:onNext:onCompleted:onDisposed:) or emit(with:onNext:onCompleted:onDisposed:) instead"
    )
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        fatalError("unavailable")
    }
}
