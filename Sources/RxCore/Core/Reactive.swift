import Foundation

/// The `.rx` namespace: extensions on `Reactive where Base: SomeType` add reactive members
/// to `SomeType` without polluting its own namespace.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended instance.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    /// A binder for any writable property of a class instance, as in RxSwift 6:
    /// `Observable.just(10).bind(to: object.rx.number)` sets `object.number` on the main
    /// scheduler, holding `object` weakly.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type that has the `.rx` namespace.
public protocol ReactiveCompatible {
    /// The type `rx` extends: usually the conforming type itself.
    associatedtype ReactiveBase
    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }
    /// Reactive extensions of the instance.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The type's reactive extensions, for static members (`SomeType.rx.…`).
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The instance's reactive extensions (`button.rx.tap`, `label.rx.text`).
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

/// Every `NSObject` has the `.rx` namespace, as in RxSwift.
extension NSObject: ReactiveCompatible {}
