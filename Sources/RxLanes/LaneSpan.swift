/// How long one subscription of a lane was live, as far as a snapshot knows.
public struct LaneSpan: Equatable, Sendable {
    /// The subscription's number.
    public let subscription: Int
    /// When it started, or its first entry still kept when the ring let go of its start.
    public let start: Double
    /// When it ended; `nil` while it is live.
    public let end: Double?

    /// A span of `subscription` from `start` to `end` (`nil`: still live).
    public init(subscription: Int, start: Double, end: Double?) {
        self.subscription = subscription
        self.start = start
        self.end = end
    }
}

extension LaneSnapshot {
    /// Each subscription's span, by subscription number: the live ones (``liveSubscriptions``)
    /// and every one with an entry kept, from its start (or first kept entry) to its end. The
    /// terminal's marble lines and the browser's marble diagrams draw these as the lane's line.
    public var spans: [LaneSpan] {
        var spans: [Int: (start: Double, end: Double?)] = [:]
        for (subscription, start) in liveSubscriptions { spans[subscription] = (start, nil) }
        for entry in entries {
            let known = spans[entry.subscription] ?? (entry.time, nil)
            spans[entry.subscription] = (min(known.start, entry.time), entry.kind.isEnd ? entry.time : known.end)
        }
        return spans.sorted { $0.key < $1.key }.map {
            LaneSpan(subscription: $0.key, start: $0.value.start, end: $0.value.end)
        }
    }
}
