extension ObservableType {
    /// Maps each element to a sequence and mirrors only the latest one: a new element disposes
    /// the previous inner subscription. Completes when the source and the latest inner
    /// sequence have completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        SwitchObservable(source: asObservable()) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence, dropping the previous one.
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

@usableFromInline
final class SwitchObservable<SourceElement, Element>: Observable<Element> {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: (SourceElement) throws -> Observable<Element>
    /// Resolved where the types are concrete, so subscribing needs no metadata lookup.
    @usableFromInline let sinkType: SwitchSink<SourceElement, Element>.Type
    @usableFromInline let innerType: SwitchInnerObserver<SourceElement, Element>.Type

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Element>) {
        self.source = source
        self.selector = selector
        sinkType = SwitchSink<SourceElement, Element>.self
        innerType = SwitchInnerObserver<SourceElement, Element>.self
        super.init()
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        sinkType.init(selector: selector, innerType: innerType, downstream: observer).run(source)
    }
}

@usableFromInline
final class SwitchSink<SourceElement, Element>: Sink<SourceElement, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    private let selector: (SourceElement) throws -> Observable<Element>
    private let innerType: SwitchInnerObserver<SourceElement, Element>.Type
    @exclusivity(unchecked) private var latest = 0
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var outerDone = false
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var current: SwitchInnerObserver<SourceElement, Element>?

    init(selector: @escaping (SourceElement) throws -> Observable<Element>, innerType: SwitchInnerObserver<SourceElement, Element>.Type, downstream: EventSink<Element>) {
        self.selector = selector
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            stopped = true
            downstream.onError(error)
            lock.unlock()
            dispose()
            return
        }
        latest &+= 1
        hasLatest = true
        let id = latest
        let previous = current
        let observer = innerType.init(parent: self, id: id)
        current = observer
        lock.unlock()
        previous?.dispose()
        observer.setUpstream(inner.subscribe(sink: observer))
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        stopped = true
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    override func onCompleted() {
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        outerDone = true
        if !hasLatest {
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
    }

    func innerNext(_ element: Element, id: Int) {
        lock.lock()
        if !stopped && id == latest { downstream.onNext(element) }
        lock.unlock()
    }

    func innerError(_ error: Swift.Error, id: Int) {
        lock.lock()
        if stopped || id != latest {
            lock.unlock()
            return
        }
        stopped = true
        downstream.onError(error)
        lock.unlock()
        dispose()
    }

    func innerCompleted(id: Int) {
        lock.lock()
        if stopped || id != latest {
            lock.unlock()
            return
        }
        hasLatest = false
        current = nil
        if outerDone {
            stopped = true
            downstream.onCompleted()
            lock.unlock()
            dispose()
            return
        }
        lock.unlock()
    }

    override func disposeResources() {
        let inner: SwitchInnerObserver<SourceElement, Element>? = lock.withLock {
            stopped = true
            let inner = current
            current = nil
            return inner
        }
        inner?.dispose()
    }
}

@usableFromInline
final class SwitchInnerObserver<SourceElement, Element>: DisposableSink<Element>, @unchecked Sendable {
    private let parent: SwitchSink<SourceElement, Element>
    private let id: Int

    init(parent: SwitchSink<SourceElement, Element>, id: Int) {
        self.parent = parent
        self.id = id
    }

    override func onNext(_ element: Element) { parent.innerNext(element, id: id) }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.innerError(error, id: id)
    }

    override func onCompleted() {
        dispose()
        parent.innerCompleted(id: id)
    }
}
