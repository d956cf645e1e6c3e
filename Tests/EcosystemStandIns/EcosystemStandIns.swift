// Names that libraries commonly used beside RxSwift declare, written here (not copied) with the
// same spelling and shape, so that EcosystemNamesTests can check they do not clash with what
// `import RxCocoa` brings. NSObject-Rx declares a public `HasDisposeBag` with a `disposeBag`
// and `rx.disposeBag` on any object; RxSwiftExt declares operators on `ObservableType` and a
// `FilterMap` enum. Only the names matter here, so the bodies are the simplest that work.
import Foundation
import RxSwift

/// NSObject-Rx's protocol: a class that keeps a dispose bag, reachable as `disposeBag`.
public protocol HasDisposeBag: AnyObject {
    /// The object's bag, created on first use.
    var disposeBag: DisposeBag { get set }
}

/// Bags of `HasDisposeBag` objects, as NSObject-Rx keeps them with associated objects: held
/// beside a weak reference to their owner, dropped once the owner is gone.
private final class BagTable: @unchecked Sendable {
    private struct Entry {
        weak var owner: AnyObject?
        var bag: DisposeBag
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func bag(for owner: AnyObject) -> DisposeBag {
        lock.withLock {
            entries = entries.filter { $0.value.owner != nil }
            if let entry = entries[ObjectIdentifier(owner)], entry.owner === owner { return entry.bag }
            let bag = DisposeBag()
            entries[ObjectIdentifier(owner)] = Entry(owner: owner, bag: bag)
            return bag
        }
    }

    func setBag(_ bag: DisposeBag, for owner: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(owner)] = Entry(owner: owner, bag: bag) }
    }
}

private let bags = BagTable()

extension HasDisposeBag {
    /// The bag of this object, created on first use.
    public var disposeBag: DisposeBag {
        get { bags.bag(for: self) }
        set { bags.setBag(newValue, for: self) }
    }
}

extension Reactive where Base: AnyObject {
    /// NSObject-Rx's `rx.disposeBag` on any object.
    public var disposeBag: DisposeBag {
        get { bags.bag(for: base) }
        nonmutating set { bags.setBag(newValue, for: base) }
    }
}

/// RxSwiftExt's result of a `filterMap` transform.
public enum FilterMap<Result> {
    /// Drop the element.
    case ignore
    /// Send this element.
    case map(Result)
}

extension ObservableType {
    /// RxSwiftExt's `unwrap()`: the non-nil elements.
    public func unwrap<Result>() -> Observable<Result> where Element == Result? {
        compactMap { $0 }
    }

    /// RxSwiftExt's `mapTo(_:)`: every element replaced by `value`.
    public func mapTo<Result>(_ value: Result) -> Observable<Result> {
        map { _ in value }
    }

    /// RxSwiftExt's `ignore(_:)`: the elements not among `valuesToIgnore`.
    public func ignore(_ valuesToIgnore: Element...) -> Observable<Element> where Element: Equatable {
        filter { !valuesToIgnore.contains($0) }
    }

    /// RxSwiftExt's `filterMap(_:)`.
    public func filterMap<Result>(_ transform: @escaping (Element) throws -> FilterMap<Result>) -> Observable<Result> {
        compactMap {
            guard case .map(let result) = try transform($0) else { return nil }
            return result
        }
    }

    /// RxSwiftExt's `apply(_:)`: a reusable chain of operators.
    public func apply<Result>(_ transform: (Observable<Element>) -> Observable<Result>) -> Observable<Result> {
        transform(asObservable())
    }
}

extension ObservableType where Element == Bool {
    /// RxSwiftExt's `not()`.
    public func not() -> Observable<Bool> {
        map(!)
    }
}

extension Observable {
    /// RxSwiftExt's `fromAsync(_:)`: a callback-style call as an observable of its one result.
    public static func fromAsync(_ asyncRequest: @escaping (@escaping (Element) -> Void) -> Void) -> Observable<Element>
    {
        Observable.create { observer in
            asyncRequest {
                observer.onNext($0)
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
