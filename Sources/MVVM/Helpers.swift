import RxCore
import RxUI

extension ObservableType {
    /// Replaces every element with `()`, for inputs whose value does not matter.
    public func mapToVoid() -> Observable<Void> { map { _ in () } }
}

extension ObservableType {
    /// Drops `nil` elements and unwraps the rest.
    public func filterNil<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

extension SharedSequence {
    /// Replaces every element with `()`.
    public func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in () } }

    /// Drops `nil` elements and unwraps the rest.
    public func filterNil<Wrapped>() -> SharedSequence<SharingStrategy, Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}
