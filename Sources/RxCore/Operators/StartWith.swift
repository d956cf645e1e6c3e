extension ObservableType {
    /// Emits `elements` first, then the source's events.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithObservable(source: asObservable(), elements: elements)
    }
}

final class StartWithObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        for element in elements { observer.onNext(element) }
        return source.subscribe(sink: observer)
    }
}
