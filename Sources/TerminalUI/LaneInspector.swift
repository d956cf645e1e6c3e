import RxCore
import RxLanes

/// The stream inspector: an overlay over the bottom of the screen that draws the lanes of the
/// streams alive now as marble lines scrolling in real time (see ``MarbleLine``), how many
/// elements arrived in the last second, and the live resources by type (the count the leak
/// check keeps, in debug builds).
///
/// Every ``TerminalApplication`` has one: ``key`` (F12) opens and closes it, Esc closes it,
/// and while it is open every other key goes to it, none to the screen under it (Ctrl-C still
/// quits). While open it redraws ten times a second; closed, it costs nothing.
@MainActor
public final class LaneInspector {
    /// The key that opens and closes the inspector in every app.
    public static let key = Key.function(12)

    /// What the leak check's resource count says now.
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

        /// The count `RxCore.Resources` keeps.
        public static func current() -> LiveResources {
            LiveResources(total: Resources.isTracing ? Int(Resources.total) : nil, byKind: Resources.liveKinds)
        }
    }

    /// Where the lanes come from.
    public let recorder: LaneRecorder
    /// How long one column of a marble line is, in seconds.
    public let columnSeconds: Double
    private let resources: () -> LiveResources
    /// Whether the overlay is shown.
    public private(set) var isOpen = false

    /// An inspector of `recorder` (by default the process-wide one, which
    /// ``TerminalApplication/run(_:)`` starts), `columnSeconds` a column.
    public init(
        recorder: LaneRecorder = .shared, columnSeconds: Double = 0.25,
        resources: @escaping () -> LiveResources = LiveResources.current
    ) {
        self.recorder = recorder
        self.columnSeconds = columnSeconds
        self.resources = resources
    }

    /// Shows the overlay.
    public func open() { isOpen = true }

    /// Hides the overlay.
    public func close() { isOpen = false }

    /// Takes a key while open: ``key`` or Esc closes; every other key is kept from the screen.
    func handle(_ key: Key) {
        if key == Self.key || key == .escape { close() }
    }

    /// Draws the overlay over the bottom of `area`.
    public func render(in canvas: inout Canvas, area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        let now = recorder.now
        let counts = resources()
        let kindLines = counts.byKind.isEmpty ? 0 : min(3, counts.byKind.count)
        let live = lanesShown(now: now)
        let lanes = Array(live.suffix(max(1, area.height - 2 - kindLines)))
        let wanted = 1 + max(1, lanes.count) + 1 + kindLines
        let height = min(area.height, wanted)
        let top = area.maxY - height
        var y = top
        canvas.fill(Rect(x: area.x, y: top, width: area.width, height: height))
        func line(_ text: String, style: TextStyle = .plain) {
            guard y < area.maxY else { return }
            canvas.draw(DisplayWidth.truncate(text, toWidth: area.width), at: Point(x: area.x, y: y), style: style)
            y += 1
        }
        let seconds = columnSeconds == columnSeconds.rounded() ? "\(Int(columnSeconds))" : "\(columnSeconds)"
        line(
            DisplayWidth.pad(" Stream inspector · \(seconds) s/column · Esc closes", toWidth: area.width),
            style: Appearance.current.bar)
        if lanes.isEmpty {
            line(" No lane is live. Streams are named with .lane(\"name\").", style: Appearance.current.secondary)
        }
        let nameWidth = min(20, lanes.map { DisplayWidth.of($0.name) }.max() ?? 0)
        let columns = max(0, area.width - nameWidth - 3)
        for lane in lanes {
            let name = DisplayWidth.pad(DisplayWidth.truncate(lane.name, toWidth: nameWidth), toWidth: nameWidth)
            line(" \(name) " + MarbleLine.draw(lane, now: now, columns: columns, columnSeconds: columnSeconds))
        }
        let perSecond = lanes.reduce(0) { sum, lane in
            sum
                + lane.entries.filter { entry in
                    if case .next = entry.kind { return entry.time > now - 1 && entry.time <= now }
                    return false
                }.count
        }
        let total = counts.total.map { "\($0) live resources" } ?? "live resources are counted in debug builds"
        line(" \(perSecond) events/s · \(total)", style: Appearance.current.secondary)
        for kind in counts.byKind.prefix(kindLines) {
            line("   \(kind.count) × \(kind.kind)", style: Appearance.current.secondary)
        }
    }

    /// The lanes with a live subscription or an entry in the window the lines show, in the
    /// order they first appeared; the newest when there are more than rows.
    private func lanesShown(now: Double) -> [LaneSnapshot] {
        let window = 200 * columnSeconds
        return recorder.snapshot.filter { lane in
            !lane.liveSubscriptions.isEmpty || lane.entries.contains { $0.time > now - window }
        }
    }
}
