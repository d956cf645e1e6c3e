/// The latest value of one source of `combineLatest`, kept in raw storage so that reading
/// and replacing it in unspecialised code needs no `Optional` metadata.
final class LatestValue<Value> {
    private let storage = allocateStorage(of: Value.self, capacity: 1)
    @exclusivity(unchecked) private(set) var isSet = false

    var value: Value { storage.pointee }

    func set(_ value: Value) {
        if isSet {
            storage.pointee = value
        } else {
            storage.initialize(to: value)
            isSet = true
        }
    }

    deinit {
        if isSet { storage.deinitialize(count: 1) }
        deallocateStorage(storage)
    }
}

/// How `combineLatest`'s one block per subscription is laid out: a reference to each source's
/// observer, then each source's latest value at the next offset its type's alignment allows.
@usableFromInline
struct LatestValuesLayout {
    /// How many sources: their observers' references come first in the block.
    @usableFromInline let sources: Int
    @usableFromInline var size: Int
    @usableFromInline var alignment: Int

    @inlinable init(sources: Int) {
        self.sources = sources
        size = MemoryLayout<DisposeNode>.stride * sources
        alignment = MemoryLayout<DisposeNode>.alignment
    }

    /// Reserves room for one `Value` and returns its offset.
    @inlinable
    mutating func append<Value>(_ type: Value.Type) -> Int {
        let valueAlignment = MemoryLayout<Value>.alignment
        let offset = (size + valueAlignment - 1) / valueAlignment * valueAlignment
        size = offset + MemoryLayout<Value>.stride
        alignment = max(alignment, valueAlignment)
        return offset
    }
}

/// `combineLatest`: emits a result whenever any source emits, once every source has emitted
/// at least once. Completes when all sources have completed, or when a source emits while
/// every other source has completed without ever emitting.
@usableFromInline
final class CombineLatestSink<Result>: CombiningSink<Result>, @unchecked Sendable {
    /// As RxSwift: `combineLatest` of no sources emits the result of no values, then completes.
    override func finishWithoutSources() {
        lock.lock()
        emitResult()
        if state.finish() { complete() }
        lock.unlock()
    }

    /// Declared first: a 32-bit value fits in the padding after the base class's fields.
    @exclusivity(unchecked) private var latestValuesAlignment: Int32 = 1
    /// Every source's latest value, side by side in one block laid out by
    /// ``LatestValuesLayout``: one allocation per subscription instead of one per source.
    @exclusivity(unchecked) @usableFromInline var latestValues: UnsafeMutableRawPointer?

    /// Allocates the block `layout` describes — the observers' slots, then the values —
    /// before the sources are added.
    @usableFromInline
    func allocateLatestValues(_ layout: LatestValuesLayout) {
        latestValuesAlignment = Int32(layout.alignment)
        let block = allocateRawBlock(size: layout.size, alignment: layout.alignment)
        latestValues = block
        useObserverSlots(block.bindMemory(to: DisposeNode.self, capacity: layout.sources), capacity: layout.sources)
    }

    deinit {
        // The observers deinitialized their values already: each holds this sink.
        releaseObserverSlots()
        if let latestValues { deallocateRawBlock(latestValues, alignment: Int(latestValuesAlignment)) }
    }

    /// Adds a source whose latest value lives at `offset` in the block. A source that sends
    /// one element while subscribed and completes (`just`) gets no observer (see
    /// ``start(_:_:)``): its element is put there now.
    @inlinable
    func add<Element>(_ source: Observable<Element>, at offset: Int) -> LatestSlot<Element, Result> {
        let storage = (latestValues.unsafelyUnwrapped + offset).bindMemory(to: Element.self, capacity: 1)
        if let element = source.immediateElement {
            storage.initialize(to: element)
            // A value with nothing to deinitialize (an `Int`) costs nothing more; any other
            // is deinitialized by a small holder kept with the observers.
            if _isPOD(Element.self) {
                registerImmediateSource()
            } else {
                register(ImmediateLatestValue(storage))
            }
            return LatestSlot(observer: nil, storage: storage)
        }
        let observer = CombineLatestObserver(parent: self, storage: storage)
        register(observer)
        return LatestSlot(observer: observer, storage: storage)
    }

    @usableFromInline
    final func registerImmediateSource() {
        state.register(queued: false)
    }

    /// Subscribes one added source, unless an earlier one already ended the whole. A source
    /// without an observer delivers its element and its completion here, inside the
    /// trampoline a subscription runs in, each under the lock as an observer's would.
    @inlinable
    final func start<Element>(_ slot: LatestSlot<Element, Result>, _ source: Observable<Element>) {
        if isDisposed { return }
        if let observer = slot.observer {
            observer.subscribe(to: source)
        } else {
            startImmediateSource()
        }
    }

    @usableFromInline
    final func startImmediateSource() {
        Observable<Result>.trampolined {
            lock.lock()
            switch state.latestValue(first: true) {
            case .emit: emitResult()
            case .complete: complete()
            case .none: break
            }
            lock.unlock()
            lock.lock()
            if state.sourceCompleted() { complete() }
            lock.unlock()
        }
    }

    /// Call with the lock held.
    func next<Element>(_ observer: CombineLatestObserver<Element, Result>, firstValue: Bool) {
        switch state.latestValue(first: firstValue) {
        case .emit: emitResult()
        case .complete: complete()
        case .none: break
        }
    }
}

/// One added source of `combineLatest`: its observer (none for a source that sends its one
/// element while subscribed, such as `just`) and where its latest value is read. The result
/// builder captures only the `storage` pointers — 8 bytes a source, where capturing the slot
/// with an optional value beside the observer took 24 for an `Int` — and, specialised for the
/// caller's types, reads them without a call.
@usableFromInline
struct LatestSlot<Element, Result> {
    @usableFromInline let observer: CombineLatestObserver<Element, Result>?
    /// In the sink's block, valid while the sink lives.
    @usableFromInline let storage: UnsafeMutablePointer<Element>

    @inlinable
    init(observer: CombineLatestObserver<Element, Result>?, storage: UnsafeMutablePointer<Element>) {
        self.observer = observer
        self.storage = storage
    }
}

/// Deinitializes, when released, the element a source sent while subscribed (`just`), kept
/// in the sink's block; registered among the sink's observers, whose disposal it ignores.
/// The block outlives it: the sink releases its observers before freeing the block.
@usableFromInline
final class ImmediateLatestValue<Value>: DisposeNode, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>

    @usableFromInline init(_ storage: UnsafeMutablePointer<Value>) {
        self.storage = storage
    }

    deinit { storage.deinitialize(count: 1) }
}

/// A `combineLatest` source's observer; it keeps that source's latest value in raw storage
/// so that reading and replacing it needs no `Optional` metadata in unspecialised code.
@usableFromInline
final class CombineLatestObserver<Element, Result>: CombiningSourceObserver<Element>, @unchecked Sendable {
    private let parent: CombineLatestSink<Result>
    /// This source's slot in the parent's block of latest values.
    private let storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var hasValue = false

    @usableFromInline
    init(parent: CombineLatestSink<Result>, storage: UnsafeMutablePointer<Element>) {
        self.parent = parent
        self.storage = storage
        super.init()
    }

    deinit {
        // Before `parent` is released, so the block is still there.
        if hasValue { storage.deinitialize(count: 1) }
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        let first = !hasValue
        if first {
            storage.initialize(to: element)
            hasValue = true
        } else {
            storage.pointee = element
        }
        parent.next(self, firstValue: first)
        parent.lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        parent.fail(error)
        parent.lock.unlock()
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        parent.markDone(self)
        parent.lock.unlock()
    }
}

extension ObservableType {
    /// Combines the latest elements of all sources with `resultSelector` whenever any emits,
    /// once each has emitted.
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let all = sources.map { $0.asObservable() }
        return CombiningObservable(makeSink: { CombineLatestSink<Element>(downstream: $0) }) {
            (sink: CombineLatestSink<Element>) in
            var layout = LatestValuesLayout(sources: all.count)
            let offsets = all.map { _ in layout.append(Sources.Element.Element.self) }
            sink.allocateLatestValues(layout)
            let slots = Swift.zip(all, offsets).map { sink.add($0, at: $1) }
            if slots.isEmpty {
                sink.resultBuilder = { try resultSelector([]) }
                sink.finishWithoutSources()
                return
            }
            let values = slots.map(\.storage)
            sink.resultBuilder = { try resultSelector(values.map(\.pointee)) }
            for (slot, source) in Swift.zip(slots, all) { sink.start(slot, source) }
        }
    }

    /// Emits the array of the latest elements of all sources whenever any emits, once each
    /// has emitted.
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }
}
