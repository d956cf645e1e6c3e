import Synchronization

private let liveResources = Atomic<Int>(0)
private let liveSerialDispatchQueueObservers = Atomic<Int>(0)

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
