import Foundation
import RxCore

/// Keeps what lanes report, bounded: a ring of entries per lane and a bound on the number of
/// lanes (the lane idle longest makes room for a new one). Thread-safe; it calls no user code
/// under its lock (the clock is read before taking it).
///
/// Each subscription is recorded with the ``LaneScope`` current where it started, and
/// ``snapshot(in:)`` shows one scope: the stream inspector shows the screen on top's.
///
/// Nothing records until a recorder is installed — ``start()`` installs this one as the
/// process-wide ``/RxCore/Lanes/recorder`` — or handed to `lane(_:recorder:)` directly, which is how
/// tests record in virtual time:
///
/// ```swift
/// let recorder = LaneRecorder(clock: { Double(scheduler.clock) })
/// let results = source.lane("results", recorder: recorder)
/// ```
public final class LaneRecorder: LaneRecording, @unchecked Sendable {
    /// Reads the time in seconds; called once per recorded entry, on the thread that records.
    public typealias Clock = @Sendable () -> Double

    /// The recorder the apps' inspector shows and `--inspect` starts.
    public static let shared = LaneRecorder()

    /// How many entries each lane keeps.
    public let entriesPerLane: Int
    /// How many lanes the recorder keeps.
    public let maximumLanes: Int
    private let clock: Clock
    private let lock = NSLock()
    private var lanes: [String: LaneState] = [:]
    /// The scope of each live subscription made in one, kept apart from the lanes so that it
    /// outlives a lane's eviction; an end removes it.
    private var liveScopes: [Int: LaneScope] = [:]
    private var nextSubscription = 1
    /// Orders lanes by first appearance and by latest activity.
    private var tick = 0
    private var recordedElements = 0
    private var evictedLanes = 0

    /// A recorder keeping `entriesPerLane` entries for each of at most `maximumLanes` lanes,
    /// stamping them with `clock` (by default seconds since the recorder was created, on a
    /// monotonic clock).
    public init(entriesPerLane: Int = 256, maximumLanes: Int = 64, clock: Clock? = nil) {
        self.entriesPerLane = max(1, entriesPerLane)
        self.maximumLanes = max(1, maximumLanes)
        self.clock = clock ?? LaneRecorder.monotonicClock()
    }

    /// Seconds since the call, on the continuous clock.
    public static func monotonicClock() -> Clock {
        let origin = ContinuousClock.now
        return {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }

    /// Installs this recorder as the process-wide one: lanes subscribed from now on record here.
    public func start() { Lanes.recorder = self }

    /// Uninstalls this recorder if it is the process-wide one; what it recorded stays.
    public func stop() {
        if isRecording { Lanes.recorder = nil }
    }

    /// The recorder's clock now, in seconds.
    public var now: Double { clock() }

    /// Whether this is the process-wide recorder.
    public var isRecording: Bool { Lanes.recorder === self }

    /// Records the start of a subscription to `lane`, in the scope current here
    /// (``LaneScope/current``): its entries carry that scope.
    public func subscribed(lane: String) -> Int {
        let now = clock()
        let scope = LaneScope.current
        return lock.withLock {
            let subscription = nextSubscription
            nextSubscription += 1
            if let scope { liveScopes[subscription] = scope }
            appendUnlocked(to: lane) { state in
                state.live[subscription] = now
                return LaneEntry(time: now, subscription: subscription, .subscribed, scope: scope)
            }
            return subscription
        }
    }

    public func record(_ event: LaneEvent, lane: String, subscription: Int) {
        let now = clock()
        let kind = LaneEntry.Kind(event)
        lock.withLock {
            let scope = kind.isEnd ? liveScopes.removeValue(forKey: subscription) : liveScopes[subscription]
            appendUnlocked(to: lane) { state in
                var duration: Double?
                if case .next = kind {
                    state.elementCount += 1
                    recordedElements += 1
                } else if let start = state.live.removeValue(forKey: subscription) {
                    duration = now - start
                }
                return LaneEntry(time: now, subscription: subscription, kind, duration: duration, scope: scope)
            }
        }
    }

    /// Every lane's entries, in the order the lanes first appeared.
    public var snapshot: [LaneSnapshot] {
        lock.withLock {
            lanes.sorted { $0.value.firstSeen < $1.value.firstSeen }.map { name, state in
                LaneSnapshot(
                    name: name, entries: state.ring.elements, droppedEntries: state.ring.dropped,
                    liveSubscriptions: state.live, elementCount: state.elementCount)
            }
        }
    }

    /// The lanes that have entries or live subscriptions of `scope` (`nil`: of subscriptions
    /// made outside every scope), in the order the lanes first appeared, each with only those
    /// entries and live subscriptions. `droppedEntries` and `elementCount` stay the whole lane's.
    public func snapshot(in scope: LaneScope?) -> [LaneSnapshot] {
        lock.withLock {
            lanes.sorted { $0.value.firstSeen < $1.value.firstSeen }.compactMap { name, state in
                let entries = state.ring.elements.filter { $0.scope == scope }
                let live = state.live.filter { subscription, _ in liveScopes[subscription] == scope }
                guard !entries.isEmpty || !live.isEmpty else { return nil }
                return LaneSnapshot(
                    name: name, entries: entries, droppedEntries: state.ring.dropped, liveSubscriptions: live,
                    elementCount: state.elementCount)
            }
        }
    }

    /// How many elements all lanes have recorded since the recorder was created or cleared.
    public var elementCount: Int { lock.withLock { recordedElements } }

    /// How many lanes were let go of to make room for newer ones.
    public var evictedLaneCount: Int { lock.withLock { evictedLanes } }

    /// Forgets every lane and count; subscriptions still recording start new lanes, in the
    /// scopes they were made in.
    public func removeAll() {
        lock.withLock {
            lanes.removeAll()
            recordedElements = 0
            evictedLanes = 0
        }
    }

    /// Appends the entry `update` makes to `lane` (created first, evicting the idlest lane
    /// when the recorder is full); `update` may change the lane's state.
    private func appendUnlocked(to lane: String, _ update: (inout LaneState) -> LaneEntry) {
        tick += 1
        var state: LaneState
        if let existing = lanes.removeValue(forKey: lane) {
            state = existing
        } else {
            if lanes.count >= maximumLanes { evictIdlestUnlocked() }
            state = LaneState(ring: LaneRing(capacity: entriesPerLane), firstSeen: tick)
        }
        state.ring.append(update(&state))
        state.lastActivity = tick
        lanes[lane] = state
    }

    /// Lets go of the lane idle longest, preferring lanes with no live subscription.
    private func evictIdlestUnlocked() {
        let idle = lanes.filter { $0.value.live.isEmpty }
        let candidates = idle.isEmpty ? lanes : idle
        guard let idlest = candidates.min(by: { $0.value.lastActivity < $1.value.lastActivity })?.key else { return }
        lanes.removeValue(forKey: idlest)
        evictedLanes += 1
    }
}

/// What the recorder keeps for one lane.
private struct LaneState {
    var ring: LaneRing<LaneEntry>
    var live: [Int: Double] = [:]
    var elementCount = 0
    let firstSeen: Int
    var lastActivity = 0

    init(ring: LaneRing<LaneEntry>, firstSeen: Int) {
        self.ring = ring
        self.firstSeen = firstSeen
        lastActivity = firstSeen
    }
}
