import RxCore

/// What the leak check's resource count says now: the figure a stream inspector shows under its
/// lanes, in the terminal (TerminalUI's `LaneInspector`) and in the browser (WebUI's
/// `LaneInspectorView`). Injected into both, so their tests give a fixed count.
public struct LiveResources: Sendable {
    /// All live resources, or `nil` when this build does not count them (release).
    public var total: Int?
    /// The live resources by type, most first (recorded since counting by type started).
    public var byKind: [(kind: String, count: Int)]

    /// A count of `total` resources, `byKind` of them by type.
    public init(total: Int?, byKind: [(kind: String, count: Int)]) {
        self.total = total
        self.byKind = byKind
    }

    /// The count `RxCore.Resources` keeps: the whole process's (in a server, every tab's).
    public static func current() -> LiveResources {
        LiveResources(total: Resources.isTracing ? Int(Resources.total) : nil, byKind: Resources.liveKinds)
    }
}
