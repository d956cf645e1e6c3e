extension ObservableType {
    /// Keeps the elements for which `predicate` returns `true`; an error it throws ends the
    /// sequence with it.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: asObservable(), predicate: predicate)
    }
}

@usableFromInline
final class FilterObservable<Element>: Observable<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: FilterSink<Element>.Type
    @usableFromInline let filterFilterSinkType: FilterFilterSink<Element>.Type

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        sinkType = FilterSink<Element>.self
        filterFilterSinkType = FilterFilterSink<Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        source.runFiltered(predicate, observer) ?? sinkType.init(predicate: predicate, downstream: observer).run(source)
    }

    override func sharedWhileConnected(replay: Int) -> Observable<Element>? {
        FilterShareObservable(
            source: source, predicate: predicate, replay: replay,
            connectionType: FilterShareConnection<Element>.self)
    }

    override func runFiltered(_ predicate: @escaping (Element) throws -> Bool, _ observer: EventSink<Element>)
        -> DisposeNode?
    {
        filterFilterSinkType.init(first: self.predicate, second: predicate, downstream: observer).run(source)
    }

    override func runMappedFiltered<Result>(
        _ transform: @escaping (Element) throws -> Result, _ predicate: @escaping (Result) throws -> Bool,
        _ observer: EventSink<Result>
    ) -> DisposeNode? {
        source.runFilteredMappedFiltered(self.predicate, transform, predicate, observer)
    }

    override func runMapped<Result>(
        _ transform: @escaping (Element) throws -> Result, _ observer: EventSink<Result>,
        _ sinkType: FilterMapSink<Element, Result>.Type
    ) -> DisposeNode? {
        sinkType.init(predicate: predicate, transform: transform, downstream: observer).run(source)
    }
}

@usableFromInline
final class FilterSink<Element>: StageSink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, downstream: EventSink<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            if try predicate(element) { downstream.onNext(element) }
        } catch {
            fail(error)
        }
    }
}
