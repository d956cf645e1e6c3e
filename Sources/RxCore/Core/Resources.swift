import Synchronization

private let liveResources = Atomic<Int>(0)
private let liveSerialDispatchQueueObservers = Atomic<Int>(0)
/// Whether ``Resources`` notes each resource's type (tests only: it takes a lock per resource).
private let isRecordingKinds = Atomic<Bool>(false)
/// The live resources noted while recording, by identity, behind the library's own lock
/// (which ThreadSanitizer understands; it does not see the standard library's `Mutex` hand
/// over through the kernel).
private final class LiveKinds: @unchecked Sendable {
    private let lock = RxLock()
    private var kinds: [ObjectIdentifier: AnyObject.Type] = [:]

    func set(_ kind: AnyObject.Type, for identity: ObjectIdentifier) { lock.withLock { kinds[identity] = kind } }
    func remove(_ identity: ObjectIdentifier) { lock.withLock { _ = kinds.removeValue(forKey: identity) } }
    func removeAll() { lock.withLock { kinds.removeAll() } }
    var all: [AnyObject.Type] { lock.withLock { Array(kinds.values) } }
}

private let liveByKind = LiveKinds()

/// Counts the live resources of every subscription — sinks, disposables, scheduled items and
/// subjects — so that a test can prove nothing leaked once its subscriptions are disposed.
///
/// Counting is on in debug builds (and in any build compiled with `TRACE_RESOURCES`); in
/// release builds it is compiled out and ``total`` stays `0`, so it costs nothing there.
public enum Resources {
    /// The number of resources alive right now.
    public static var total: Int32 { Int32(truncatingIfNeeded: liveResources.load(ordering: .relaxed)) }

    /// Whether this build counts resources.
    public static var isTracing: Bool {
        #if DEBUG || TRACE_RESOURCES
        return true
        #else
        return false
        #endif
    }

    /// How many `observe(on:)` subscriptions onto a serial dispatch queue (the main
    /// scheduler included) are alive — RxSwift's count of the same name. `0` in release builds.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: liveSerialDispatchQueueObservers.load(ordering: .relaxed))
    }

    @inline(__always)
    static func changeSerialDispatchQueueObservables(by delta: Int) {
        #if DEBUG || TRACE_RESOURCES
        liveSerialDispatchQueueObservers.wrappingAdd(delta, ordering: .relaxed)
        #endif
    }

    /// Whether resources that come alive from now on are also recorded by kind, so that a leak
    /// check can say what is still alive (``liveKinds``). Turned on by `RxTestCase` for each
    /// test; starting clears what was recorded before. Debug builds only.
    public static func startRecordingKinds() {
        #if DEBUG || TRACE_RESOURCES
        liveByKind.removeAll()
        isRecordingKinds.store(true, ordering: .releasing)
        #endif
    }

    /// Stops recording by kind and forgets what was recorded.
    public static func stopRecordingKinds() {
        #if DEBUG || TRACE_RESOURCES
        isRecordingKinds.store(false, ordering: .releasing)
        liveByKind.removeAll()
        #endif
    }

    /// The resources that came alive since ``startRecordingKinds()`` and are still alive,
    /// counted by their type's name ("MapSink<Int, String>": 2), most first. Empty in release
    /// builds and while not recording.
    public static var liveKinds: [(kind: String, count: Int)] {
        #if DEBUG || TRACE_RESOURCES
        let kinds = liveByKind.all
        var counts: [String: Int] = [:]
        for kind in kinds { counts[String(describing: kind), default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind
        }
        #else
        return []
        #endif
    }

    /// Counts `resource` as alive and, while recording kinds, notes its type.
    @inline(__always)
    static func incrementTotal(_ resource: AnyObject) {
        #if DEBUG || TRACE_RESOURCES
        liveResources.wrappingAdd(1, ordering: .relaxed)
        if isRecordingKinds.load(ordering: .relaxed) {
            let identity = ObjectIdentifier(resource)
            let kind: AnyObject.Type = type(of: resource)
            liveByKind.set(kind, for: identity)
        }
        #endif
    }

    /// Counts `resource` as released.
    @inline(__always)
    static func decrementTotal(_ resource: AnyObject) {
        #if DEBUG || TRACE_RESOURCES
        liveResources.wrappingSubtract(1, ordering: .relaxed)
        if isRecordingKinds.load(ordering: .relaxed) {
            let identity = ObjectIdentifier(resource)
            liveByKind.remove(identity)
        }
        #endif
    }

    /// Records that a resource came alive. Call it from your own long-lived resources to have
    /// them included in leak checks.
    @inline(__always)
    public static func incrementTotal() {
        #if DEBUG || TRACE_RESOURCES
        liveResources.wrappingAdd(1, ordering: .relaxed)
        #endif
    }

    /// Records that a resource was released.
    @inline(__always)
    public static func decrementTotal() {
        #if DEBUG || TRACE_RESOURCES
        liveResources.wrappingSubtract(1, ordering: .relaxed)
        #endif
    }
}
