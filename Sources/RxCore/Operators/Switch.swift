extension ObservableType {
    /// Maps each element to a sequence and mirrors only the latest one: a new element disposes
    /// the previous inner subscription. Completes when the source and the latest inner
    /// sequence have completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
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

/// The transitions of `flatMapLatest`/`switchLatest`, without locks or side effects: which
/// inner is the latest (by id), whether the source is done, and when the whole ends. Inners
/// are held as plain object references, so the machine is not generic and its per-event
/// checks need no generic metadata.
struct SwitchStateMachine {
    typealias Inner = AnyObject
    private var latest = 0
    private var current: Inner?
    private var outerDone = false
    private(set) var stopped = false

    /// A new inner replaces the current one: the new inner (made for its id) and the previous
    /// one, which must be disposed; `nil` once stopped.
    mutating func startInner(_ make: (Int) -> Inner) -> (inner: Inner, previous: Inner?)? {
        if stopped { return nil }
        latest &+= 1
        let inner = make(latest)
        let previous = current
        current = inner
        return (inner, previous)
    }

    /// Whether events of the inner `id` are forwarded: only the latest's, until the end.
    func isCurrent(_ id: Int) -> Bool { !stopped && id == latest }

    /// The inner `id` completed: `true` when that ends the whole (the source is done too).
    mutating func innerCompleted(_ id: Int) -> Bool {
        guard isCurrent(id) else { return false }
        current = nil
        if outerDone { stopped = true }
        return outerDone
    }

    /// The source completed: `true` when that ends the whole (no inner is running).
    mutating func outerCompleted() -> Bool {
        if stopped { return false }
        outerDone = true
        if current == nil { stopped = true }
        return current == nil
    }

    /// The source, the latest inner (`id`) or the selector failed: `true` when forwarded.
    mutating func fail(inner id: Int? = nil) -> Bool {
        if stopped { return false }
        if let id, id != latest { return false }
        stopped = true
        return true
    }

    /// Disposal: the running inner, to dispose.
    mutating func dispose() -> Inner? {
        stopped = true
        let inner = current
        current = nil
        return inner
    }
}

/// `flatMapLatest`'s storage. Its recursive lock serializes the source's and the inners'
/// events into the observer, as RxSwift's does.
@usableFromInline
final class SwitchSink<SourceElement, Element>: Sink<SourceElement, Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    private let selector: (SourceElement) throws -> Observable<Element>
    private let innerType: SwitchInnerObserver<SourceElement, Element>.Type
    @exclusivity(unchecked) private var state = SwitchStateMachine()

    init(
        selector: @escaping (SourceElement) throws -> Observable<Element>,
        innerType: SwitchInnerObserver<SourceElement, Element>.Type, downstream: EventSink<Element>
    ) {
        self.selector = selector
        self.innerType = innerType
        super.init(downstream: downstream)
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if state.stopped {
            lock.unlock()
            return
        }
        let source: Observable<Element>
        do {
            source = try selector(element)
        } catch {
            let forward = state.fail()
            if forward { downstream.onError(error) }
            lock.unlock()
            if forward { dispose() }
            return
        }
        if let element = source.immediateElement {
            // `just`: no inner observer. A marker stands for it as the current inner while its
            // element is forwarded, so that a re-entrant event sees an inner running, exactly
            // as with an observer; then it completes as the inner would.
            var id = 0
            let started = state.startInner {
                id = $0
                return ImmediateInner.marker
            }
            guard let (_, previous) = started else {
                lock.unlock()
                return
            }
            if previous == nil || previous === ImmediateInner.marker {
                // Nothing to dispose: the element and the completion in the same hold of the
                // lock, inside the trampoline a subscription would run in.
                Observable<Element>.trampolined {
                    if state.isCurrent(id) { downstream.onNext(element) }
                    let forward = state.innerCompleted(id)
                    if forward { downstream.onCompleted() }
                    lock.unlock()
                    if forward { dispose() }
                }
                return
            }
            lock.unlock()
            Self.dispose(previous)
            Observable<Element>.trampolined {
                innerNext(element, id: id)
                innerCompleted(id: id)
            }
            return
        }
        let started = state.startInner { innerType.init(parent: self, id: $0) }
        lock.unlock()
        guard let (created, previous) = started else { return }
        Self.dispose(previous)
        let inner = unsafeDowncast(created, to: SwitchInnerObserver<SourceElement, Element>.self)
        inner.setUpstream(source.subscribe(sink: inner))
    }

    /// Disposes an inner's observer; the marker of an observer-less inner has nothing to dispose.
    private static func dispose(_ inner: AnyObject?) {
        guard let inner, inner !== ImmediateInner.marker else { return }
        unsafeDowncast(inner, to: SwitchInnerObserver<SourceElement, Element>.self).dispose()
    }

    override func onError(_ error: Swift.Error) {
        forwardTermination(.error(error), under: lock) { state.fail() }
    }

    override func onCompleted() {
        forwardTermination(.completed, under: lock) { state.outerCompleted() }
    }

    func innerNext(_ element: Element, id: Int) {
        lock.lock()
        if state.isCurrent(id) { downstream.onNext(element) }
        lock.unlock()
    }

    func innerError(_ error: Swift.Error, id: Int) {
        forwardTermination(.error(error), under: lock) { state.fail(inner: id) }
    }

    func innerCompleted(id: Int) {
        forwardTermination(.completed, under: lock) { state.innerCompleted(id) }
    }

    override func disposeResources() {
        Self.dispose(lock.withLock { state.dispose() })
    }
}

/// Stands for an inner sequence that runs without an observer (`just`) while it delivers.
private final class ImmediateInner: Sendable {
    static let marker = ImmediateInner()
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
