import Foundation
import RxCore

/// Virtual time of a ``TestScheduler``, in ticks.
public typealias TestTime = Int

/// A value stamped with the virtual time it was recorded at.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded.
    public let time: TestTime
    /// What was recorded.
    public let value: Value

    /// Stamps `value` with `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<Element>(_ time: TestTime) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<Element>(_ time: TestTime, _ error: Swift.Error) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// A `completed` event at `time` of a sequence of `type` — RxTest's spelling where the
    /// element type cannot be inferred: `Recorded.completed(250, Int.self)`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time` of a sequence of `type`: `Recorded.error(250, error, Int.self)`.
    public static func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type) -> Recorded<
        Event<Element>
    > where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// A list of recorded events, written as variadic arguments.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }

    /// A list of recorded events, written as an array (RxTest has both forms; RxSwiftExt's
    /// tests use this one): `Recorded.events([.next(10, 1), .completed(20)])`.
    public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }
}

/// Compares two events: elements with `==`, errors by their type, domain, code and
/// description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.next(let a), .next(let b)): return a == b
        case (.error(let a), .error(let b)): return errorsMatch(a, b)
        default: return false
        }
    }
}

/// Compares two `Maybe` outcomes: elements with `==`, errors as ``Event`` compares them.
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.success(let a), .success(let b)): return a == b
        case (.error(let a), .error(let b)): return errorsMatch(a, b)
        default: return false
        }
    }
}

/// Compares two `Completable` outcomes, errors as ``Event`` compares them.
extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let a), .error(let b)): return errorsMatch(a, b)
        default: return false
        }
    }
}

func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let (a, b) = (lhs as NSError, rhs as NSError)
    return type(of: lhs) == type(of: rhs) && a.domain == b.domain && a.code == b.code && "\(lhs)" == "\(rhs)"
}

/// The interval during which a test observable had a subscriber.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// When the subscription started.
    public let subscribe: TestTime
    /// When it was disposed; `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        unsubscribe = Int.max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        unsubscribe == Int.max ? "(\(subscribe) : ∞)" : "(\(subscribe), \(unsubscribe))"
    }
}
