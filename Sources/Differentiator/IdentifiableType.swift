/// A value with a stable identity, which the diff uses to recognise the same item (or section)
/// in two snapshots: a row whose identity survives is kept, moved or updated, never deleted and
/// re-inserted.
public protocol IdentifiableType {
    /// The type of the identity.
    associatedtype Identity: Hashable
    /// The identity: equal for the same logical item in two snapshots, unique within one.
    var identity: Identity { get }
}

/// A `Hashable` value that is its own identity.
public struct IdentifiableValue<Value: Hashable>: IdentifiableType, Equatable, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The wrapped value.
    public let value: Value

    /// Wraps `value`.
    public init(value: Value) { self.value = value }

    /// The value itself.
    public var identity: Value { value }

    /// The value's description.
    public var description: String { "\(value)" }

    /// The value's debug description.
    public var debugDescription: String { "\(value)" }
}

extension String: IdentifiableType {
    /// The string itself.
    public var identity: String { self }
}

extension BinaryInteger {
    /// The number itself: what makes every integer type an ``IdentifiableType``, as in
    /// RxDataSources.
    public var identity: Self { self }
}

extension FloatingPoint {
    /// The number itself: what makes `Float` and `Double` ``IdentifiableType``s, as in
    /// RxDataSources.
    public var identity: Self { self }
}

extension Int: IdentifiableType {}
extension Int8: IdentifiableType {}
extension Int16: IdentifiableType {}
extension Int32: IdentifiableType {}
extension Int64: IdentifiableType {}
extension UInt: IdentifiableType {}
extension UInt8: IdentifiableType {}
extension UInt16: IdentifiableType {}
extension UInt32: IdentifiableType {}
extension UInt64: IdentifiableType {}
extension Float: IdentifiableType {}
extension Double: IdentifiableType {}
