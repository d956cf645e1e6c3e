/// The `.rx` namespace: extensions on `Reactive where Base: SomeType` add reactive members
/// to `SomeType` without polluting its own namespace.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended instance.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    /// Reads a property of `base` (so `x.rx.someProperty` works where no binder is declared).
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Property {
        base[keyPath: keyPath]
    }
}

/// A type that has the `.rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }
    /// Reactive extensions of the instance.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}
