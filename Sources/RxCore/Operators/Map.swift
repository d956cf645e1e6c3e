extension ObservableType {
    /// Transforms each element; an error thrown by `transform` ends the sequence with it.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: asObservable(), transform: transform)
    }
}

@usableFromInline
final class MapObservable<Source, Result>: Observable<Result> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let transform: (Source) throws -> Result
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: MapSink<Source, Result>.Type
    @usableFromInline let mapFilterSinkType: MapFilterSink<Source, Result>.Type
    @usableFromInline let filterMapSinkType: FilterMapSink<Source, Result>.Type

    @inlinable
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
        sinkType = MapSink<Source, Result>.self
        mapFilterSinkType = MapFilterSink<Source, Result>.self
        filterMapSinkType = FilterMapSink<Source, Result>.self
        super.init()
    }

    override func run(_ observer: EventSink<Result>) -> DisposeNode {
        source.runMapped(transform, observer, filterMapSinkType)
            ?? sinkType.init(transform: transform, downstream: observer).run(source)
    }

    override func sharedWhileConnected(replay: Int) -> Observable<Result>? {
        MapShareObservable(
            source: source, transform: transform, replay: replay,
            connectionType: MapShareConnection<Source, Result>.self)
    }

    override func runFiltered(_ predicate: @escaping (Result) throws -> Bool, _ observer: EventSink<Result>)
        -> DisposeNode?
    {
        source.runMappedFiltered(transform, predicate, observer)
            ?? mapFilterSinkType.init(transform: transform, predicate: predicate, downstream: observer).run(source)
    }

    override func runFilteredMappedFiltered<Next>(
        _ first: @escaping (Result) throws -> Bool, _ transform: @escaping (Result) throws -> Next,
        _ second: @escaping (Next) throws -> Bool, _ observer: EventSink<Next>
    ) -> DisposeNode? {
        // The one fused sink whose type is looked up here: it names three element types, and
        // no producer knows all three where they are concrete.
        MapFilterMapFilterSink(
            stages: (self.transform, first, transform, second), downstream: observer
        ).run(source)
    }
}

@usableFromInline
final class MapSink<Source, Result>: StageSink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, downstream: EventSink<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        // Made and forwarded in one expression, so that in unspecialised code the result is
        // not moved out of the `do` first.
        do {
            downstream.onNext(try transform(element))
        } catch {
            fail(error)
        }
    }
}
