import RxCore

/// One thing a lane recorded: a subscription starting, an element, or the subscription's end.
public struct LaneEntry: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The subscription started.
        case subscribed
        /// An element arrived, described in at most ``/RxCore/Lanes/descriptionLimit`` characters.
        case next(String)
        /// The sequence failed with this error (described the same way); the subscription ended.
        case error(String)
        /// The sequence completed; the subscription ended.
        case completed
        /// The subscription was disposed before the sequence ended.
        case disposed

        /// Whether this kind ends its subscription.
        public var isEnd: Bool {
            switch self {
            case .error, .completed, .disposed: true
            case .subscribed, .next: false
            }
        }

        init(_ event: LaneEvent) {
            switch event {
            case .next(let description): self = .next(description)
            case .error(let description): self = .error(description)
            case .completed: self = .completed
            case .disposed: self = .disposed
            }
        }
    }

    /// When, in seconds on the recorder's clock.
    public let time: Double
    /// Which subscription of the lane (numbered by the recorder from 1, across all lanes).
    public let subscription: Int
    /// What happened.
    public let kind: Kind
    /// For an end, how long the subscription lasted in seconds; `nil` for the other kinds, and
    /// for an end whose start the recorder no longer knows (its lane was evicted).
    public let duration: Double?
    /// The scope the subscription was made in (see ``LaneScope``); `nil` when it was made
    /// outside every scope.
    public let scope: LaneScope?

    /// An entry; `duration` is for ends only.
    public init(time: Double, subscription: Int, _ kind: Kind, duration: Double? = nil, scope: LaneScope? = nil) {
        self.time = time
        self.subscription = subscription
        self.kind = kind
        self.duration = duration
        self.scope = scope
    }
}

/// What a recorder holds about one lane at a moment.
public struct LaneSnapshot: Equatable, Sendable {
    /// The lane's name, as given to `lane(_:)`.
    public let name: String
    /// The newest entries, oldest first, at most the recorder's `entriesPerLane`.
    public let entries: [LaneEntry]
    /// How many older entries the ring let go of.
    public let droppedEntries: Int
    /// The subscriptions started and not ended, by number, with their start times.
    public let liveSubscriptions: [Int: Double]
    /// How many elements the lane has recorded since it appeared (dropped ones included).
    public let elementCount: Int

    /// A snapshot holding these values (the recorder makes them; tests compare with them).
    public init(
        name: String, entries: [LaneEntry], droppedEntries: Int, liveSubscriptions: [Int: Double], elementCount: Int
    ) {
        self.name = name
        self.entries = entries
        self.droppedEntries = droppedEntries
        self.liveSubscriptions = liveSubscriptions
        self.elementCount = elementCount
    }
}
