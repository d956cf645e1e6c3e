extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them; fails on the
    /// first error, completes when the source and every inner sequence have completed.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: nil)) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but ignores source elements while an inner sequence is running.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .dropWhileActive) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but runs one inner sequence at a time, in order, queueing the rest.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: 1)) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences' events.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// Merges the inner sequences, running at most `maxConcurrent` at once and queueing the rest.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be positive")
        return FlatMapObservable(source: asObservable(), mode: .merge(maxConcurrent: maxConcurrent)) {
            $0.asObservable()
        }
    }

    /// Runs the inner sequences one after another.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to every source at once and merges their events.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Subscribes to every source at once and merges their events.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeAllObservable(sources: Array(sources))
    }
}

/// The producer of `flatMap`, `flatMapFirst`, `concatMap` and `merge()`: the source, the mode
/// and the selector, handed to the sink as they are — building the operator costs this one
/// object, and subscribing one sink. The selector is wrapped to return an `Observable` where
/// the operator is written, so the wrapper is specialised for the caller's types (and costs
/// no context when the user's closure captures nothing).
@usableFromInline
final class FlatMapObservable<SourceElement, Element>: Observable<Element> {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let mode: MergeMode
    @usableFromInline let selector: (SourceElement) throws -> Observable<Element>
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: MergeSink<SourceElement, Element>.Type
    @usableFromInline let innerType: MergeInnerObserver<SourceElement, Element>.Type

    @inlinable
    init(
        source: Observable<SourceElement>, mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) {
        self.source = source
        self.mode = mode
        self.selector = selector
        sinkType = MergeSink<SourceElement, Element>.self
        innerType = MergeInnerObserver<SourceElement, Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        sinkType.init(mode: mode, selector: selector, innerType: innerType, downstream: observer).run(source)
    }
}

/// The static `merge` of a list of sources: subscribes to each at once, in order.
final class MergeAllObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = MergeSink<Never, Element>(
            mode: .merge(maxConcurrent: nil), selector: { _ in fatalError("the static merge has no source elements") },
            innerType: MergeInnerObserver<Never, Element>.self,
            downstream: observer)
        for source in sources { sink.subscribeInner(source) }
        sink.onCompleted()
        return sink
    }
}
