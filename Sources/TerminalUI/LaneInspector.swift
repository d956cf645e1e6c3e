import RxCore
import RxLanes

/// The stream inspector: an overlay over the bottom of the screen that draws the lanes of the
/// screen on top — alive now, or active in the last 200 columns — as marble lines scrolling in
/// real time (see ``MarbleLine``), how many elements arrived in the last second, and the live
/// resources by type (the count the leak check keeps, in debug builds).
///
/// A screen's lanes are those subscribed in its ``Screen/laneScope``: while its body is built
/// and bound, and while it handles a key. A screen under a pushed one, or on another tab, keeps
/// its lanes out of the overlay until it is on top again. Lanes subscribed outside every
/// screen (a service started before the first screen, a timer's callback) are the app's: they
/// follow the screen's under an "app" heading, on every screen, and give up their rows first.
///
/// Every ``TerminalApplication`` has one: ``key`` (F12) opens and closes it, Esc closes it,
/// and while it is open every other key goes to it, none to the screen under it (Ctrl-C still
/// quits). While open it redraws its overlay ten times a second, over the screens as they were
/// last drawn (no view is drawn for it), and a key it ignores draws nothing; closed, it costs
/// nothing.
@MainActor
public final class LaneInspector {
    /// The key that opens and closes the inspector in every app.
    public static let key = Key.function(12)

    /// What the leak check's resource count says now (`RxLanes.LiveResources`, shared
    /// with the other view layer's inspector).
    public typealias LiveResources = RxLanes.LiveResources

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

    /// Draws the overlay over the bottom of `area`: the lanes of `screen` (the one on top), then
    /// under an "app" heading the lanes subscribed outside every screen, the screen's first
    /// when rows run short.
    /// Returns the first row it drew on (`area.maxY` when it drew nothing): the rows above it
    /// show the screen.
    @discardableResult
    public func render(in canvas: inout Canvas, area: Rect, screen: Screen) -> Int {
        guard area.width > 0, area.height > 0 else { return area.maxY }
        let now = recorder.now
        let counts = resources()
        let kindLines = counts.byKind.isEmpty ? 0 : min(3, counts.byKind.count)
        let rows = max(1, area.height - 2 - kindLines)
        let screenLanes = Array(lanesShown(in: screen.laneScope, now: now).suffix(rows))
        // The heading and at least one lane, under the screen's lanes (or the line saying it has none).
        let appRows = rows - max(1, screenLanes.count) - 1
        let appLanes = appRows > 0 ? Array(lanesShown(in: nil, now: now).suffix(appRows)) : []
        let wanted = 1 + max(1, screenLanes.count) + (appLanes.isEmpty ? 0 : 1 + appLanes.count) + 1 + kindLines
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
        // Cut before it is joined: a title from a server may be 100,000 characters long.
        let title = screen.title.isEmpty ? "" : " · \(DisplayWidth.truncate(screen.title, toWidth: area.width))"
        line(
            DisplayWidth.pad(" Stream inspector\(title) · \(seconds) s/column · Esc closes", toWidth: area.width),
            style: Appearance.current.bar)
        let nameWidth = min(20, (screenLanes + appLanes).map { DisplayWidth.of($0.name) }.max() ?? 0)
        let columns = max(0, area.width - nameWidth - 3)
        func draw(_ lane: LaneSnapshot) {
            let name = DisplayWidth.pad(DisplayWidth.truncate(lane.name, toWidth: nameWidth), toWidth: nameWidth)
            line(" \(name) " + MarbleLine.draw(lane, now: now, columns: columns, columnSeconds: columnSeconds))
        }
        if screenLanes.isEmpty {
            line(
                " No lane of this screen is live. Streams are named with .lane(\"name\").",
                style: Appearance.current.secondary)
        }
        screenLanes.forEach(draw)
        if !appLanes.isEmpty {
            line(" app · subscribed outside any screen", style: Appearance.current.secondary)
            appLanes.forEach(draw)
        }
        let perSecond = (screenLanes + appLanes).reduce(0) { sum, lane in
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
        return top
    }

    /// The lanes of `scope` (`nil`: subscribed outside every screen) with a live subscription
    /// or an entry in the window the lines show, in the order they first appeared.
    private func lanesShown(in scope: LaneScope?, now: Double) -> [LaneSnapshot] {
        let window = 200 * columnSeconds
        return recorder.snapshot(in: scope).filter { lane in
            !lane.liveSubscriptions.isEmpty || lane.entries.contains { $0.time > now - window }
        }
    }
}
