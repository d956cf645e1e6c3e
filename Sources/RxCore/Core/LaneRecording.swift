import Synchronization

/// What a lane reports about one of its subscriptions: an element (described in a few
/// characters), or how the subscription ended.
public enum LaneEvent: Equatable, Sendable {
    /// An element, described by `String(describing:)` cut to ``Lanes/descriptionLimit`` characters.
    case next(String)
    /// The sequence failed; the error, described and cut the same way.
    case error(String)
    /// The sequence completed.
    case completed
    /// The subscription was disposed before the sequence ended.
    case disposed
}

/// Receives what every ``ObservableType/lane(_:recorder:)`` sees. `RxLanes`' `LaneRecorder` is
/// the library's; a recorder must be thread-safe, and must not call back into the streams it
/// records.
public protocol LaneRecording: AnyObject, Sendable {
    /// A subscription to `lane` started; the result names it in ``record(_:lane:subscription:)``.
    func subscribed(lane: String) -> Int
    /// Something happened to `subscription` of `lane`. A subscription reports exactly one of
    /// `.error`, `.completed` and `.disposed`, last.
    func record(_ event: LaneEvent, lane: String, subscription: Int)
}

/// The process-wide lane recorder. None is installed by default, so every `lane` costs one
/// atomic load per subscription and nothing per element.
public enum Lanes {
    /// How many characters of an element's or an error's description a lane keeps.
    public static let descriptionLimit = 32

    private static let isInstalled = Atomic<Bool>(false)
    nonisolated(unsafe) private static var installed: (any LaneRecording)?
    private static let lock = LaneLock()

    /// The recorder that lanes report to when they are not given one; `nil` (the default)
    /// turns recording off for subscriptions made from then on. Subscriptions already
    /// recording keep their recorder until they end.
    public static var recorder: (any LaneRecording)? {
        get {
            guard isInstalled.load(ordering: .acquiring) else { return nil }
            return lock.withLock { installed }
        }
        set {
            lock.withLock {
                installed = newValue
                isInstalled.store(newValue != nil, ordering: .releasing)
            }
        }
    }

    /// `text` cut to ``descriptionLimit`` characters, the last one an ellipsis when cut.
    public static func bounded(_ text: String) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex {
            if count == descriptionLimit - 1 {
                return text.index(after: end) < text.endIndex ? String(text[..<end]) + "…" : text
            }
            end = text.index(after: end)
            count += 1
        }
        return text
    }
}

/// ``Lanes``' lock: a class so that a static property can hold the core's non-copyable lock.
private final class LaneLock: @unchecked Sendable {
    private let lock = RxLock()
    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }
}
