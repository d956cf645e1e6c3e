import Synchronization

/// What a lane's subscription was made for — a screen, in the terminal apps — so that a viewer
/// can show the lanes of one part of an app: the stream inspector shows the scope of the screen
/// on top. A subscription belongs to the scope current where it starts (``current``, set with
/// ``enclose(_:)``); one made outside any scope has none.
///
/// Every scope is distinct: two scopes are equal only when they are copies of one made by
/// ``init()``.
public struct LaneScope: Hashable, Sendable {
    private static let lastIdentifier = Atomic<Int>(0)

    /// The scope's number, unique in the process.
    public let identifier: Int

    /// A new scope, different from every other.
    public init() {
        identifier = Self.lastIdentifier.add(1, ordering: .relaxed).newValue
    }

    /// The scope of subscriptions started now, here: the innermost ``enclose(_:)`` running on
    /// this thread (or in this task, and in tasks it started), `nil` outside every one.
    @TaskLocal public static var current: LaneScope?

    /// Runs `body` with this scope ``current``: lanes subscribed in it belong to this scope.
    /// Costs one task-local value pushed and popped; the recorder reads it once per
    /// subscription, only while recording.
    public func enclose<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }
}
