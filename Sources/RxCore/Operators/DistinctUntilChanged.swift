extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<
        Element
    > {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` finds equal to the one before.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        lift { DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, downstream: $0) }
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element>, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    @exclusivity(unchecked) private var lastKey: Key?
    @exclusivity(unchecked) private var stopped = false

    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        downstream: EventSink<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) { return }
            lastKey = key
        } catch {
            stopped = true
            forwardError(error)
            return
        }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        stopped = true
        forwardError(error)
    }
    override func onCompleted() {
        stopped = true
        forwardCompleted()
    }
}
