/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of elements of the sequence.
    associatedtype Element
    /// The sequence this value stands for.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: the type every operator extends.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence's events. Events arrive serially and obey
    /// `next* (error | completed)?`; disposing the result stops delivery and releases resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an ``Observable``; custom conformers are wrapped once.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
