extension ObservableType {
    /// Pairs each element with `object`, held weakly: once `object` is gone, the sequence
    /// completes instead of emitting. Avoids `[weak self]` dances in view models.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let holder = WeakHolder(object)
        return asObservable()
            .take(while: { _ in holder.object != nil })
            .compactMap { element in holder.object.map { resultSelector($0, element) } }
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

/// A weak reference shared by the closures of one operator chain.
final class WeakHolder<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
