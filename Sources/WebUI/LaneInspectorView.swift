import Dispatch
import RxCore
import RxLanes

/// The stream inspector in the browser: a panel under the screen with the lanes of the screen
/// on top as a live SVG marble diagram — the same recorder, the same lanes and the same marks
/// as the terminal's F12 inspector (`LaneInspector`), one row per lane, one column per
/// `columnSeconds`, scrolling left as time passes — then the elements of the last second and
/// the live resources.
///
/// Give it to a ``NavigationController`` (``NavigationController/inspector``): a button in
/// the bar and the key ``key`` (F12) open and close it. Unlike the terminal's, it covers
/// nothing: the screen keeps its keys, so you can type and watch the lanes move.
///
/// Only the screen's own lanes are shown — subscriptions made in its ``Screen/laneScope`` —
/// never lanes subscribed outside every screen: in a server those are other tabs' or the
/// server's. Closed, it costs nothing (no timer runs, and it writes an empty, hidden
/// `<section>`). Open, it reads the recorder once a frame (``frameInterval``) and sends what
/// moved: a busy stream is one mark per column, so what a frame sends is bounded by the
/// columns, not by the stream's rate.
@MainActor
public final class LaneInspectorView: View {
    /// The key that opens and closes the inspector, as the browser names it.
    public static let key = "F12"
    /// How many lanes it shows at most (the newest).
    public static let maximumLanes = 12

    /// What the leak check's resource count says now (`RxLanes.LiveResources`, shared
    /// with the other view layer's inspector).
    public typealias LiveResources = RxLanes.LiveResources

    /// Where the lanes come from.
    public let recorder: LaneRecorder
    /// How long one column is, in seconds.
    public let columnSeconds: Double
    /// How many columns the diagram shows.
    public let columns: Int
    /// How often an open inspector reads the recorder and sends what moved.
    public let frameInterval: RxTimeInterval
    /// Whether the panel is shown.
    public private(set) var isOpen = false
    /// The stack whose top screen's lanes it shows; set by ``NavigationController/inspector``.
    weak var navigationController: NavigationController?

    private let scheduler: SchedulerType
    private let resources: () -> LiveResources
    private let heading = Label("", element: "h2")
    private let emptyLine = Label(
        "No lane of this screen is live. Streams are named with .lane(\"name\").", element: "p", styleClass: "dim")
    private let names = KeyedPartsView("g", styleClass: "names")
    private let runs = KeyedPartsView("g", styleClass: "runs")
    private let marks = KeyedPartsView("g", styleClass: "marks")
    private let track: ElementView
    private let diagram: ElementView
    private let summary = Label("", element: "p", styleClass: "dim")
    private var ticks: Disposable?
    private var laneNumbers: [String: Int] = [:]
    private var lastLaneNumber = 0
    private var origin: Int?

    /// An inspector of `recorder` (by default the process-wide one, which the app starts),
    /// `columns` columns of `columnSeconds` each, reading the recorder every `frameInterval`
    /// on `scheduler` while open (a test scheduler in tests).
    public init(
        recorder: LaneRecorder = .shared, columnSeconds: Double = 0.25, columns: Int = 48,
        frameInterval: RxTimeInterval = .milliseconds(100), scheduler: SchedulerType = MainScheduler.instance,
        resources: @escaping () -> LiveResources = LiveResources.current
    ) {
        self.recorder = recorder
        self.columnSeconds = columnSeconds > 0 && columnSeconds.isFinite ? columnSeconds : 0.25
        self.columns = max(1, min(columns, 1_000))
        self.frameInterval = frameInterval
        self.scheduler = scheduler
        self.resources = resources
        track = ElementView("svg", [], [runs, marks])
        diagram = ElementView("svg", [], [names, track])
        super.init()
        isHidden = true
        [heading, emptyLine, diagram, summary].forEach(addChild)
        clear()
    }

    public override var tag: String { "section" }
    public override func attributes() -> [Attribute] {
        [Attribute("class", "inspector"), Attribute("aria-label", "Stream inspector")]
    }

    /// Shows the panel and starts reading the recorder once a frame.
    public func open() {
        guard !isOpen else { return }
        isOpen = true
        isHidden = false
        refresh()
        ticks = Observable<Int>.interval(frameInterval, scheduler: scheduler).subscribe(onNext: { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        })
    }

    /// Hides the panel and stops its timer; it forgets what it drew.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        ticks?.dispose()
        ticks = nil
        isHidden = true
        clear()
    }

    /// Opens a closed inspector, closes an open one.
    public func toggle() { isOpen ? close() : open() }

    /// Reads the recorder now and shows the top screen's lanes as they are (the timer calls
    /// it once a frame; a pushed or popped screen calls it at once).
    public func refresh() {
        guard isOpen else { return }
        let now = recorder.now
        let screen = navigationController?.topScreen
        let window = Double(columns) * columnSeconds
        let snapshots = (screen.map { recorder.snapshot(in: $0.laneScope) } ?? []).filter { lane in
            !lane.liveSubscriptions.isEmpty || lane.entries.contains { $0.time > now - window }
        }.suffix(Self.maximumLanes)
        var numbers: [String: Int] = [:]
        let lanes = snapshots.map { snapshot -> LaneDiagram.Lane in
            let number = laneNumbers[snapshot.name] ?? nextLaneNumber()
            numbers[snapshot.name] = number
            return LaneDiagram.Lane(number: number, snapshot: snapshot)
        }
        // A lane that left the diagram gets a new number if it comes back: its parts are new.
        laneNumbers = numbers
        let drawing = LaneDiagram(
            columns: columns, columnSeconds: columnSeconds,
            origin: origin ?? LaneDiagram.column(now, columnSeconds: columnSeconds) ?? 0)
        origin = drawing.origin
        show(drawing.frame(lanes, now: now), lanes: lanes, drawing: drawing)
        let title = screen?.title ?? ""
        let shortTitle = title.count > 200 ? String(title.prefix(199)) + "…" : title
        heading.text = "Stream inspector · \(shortTitle)"
        let perSecond = snapshots.reduce(0) { sum, lane in
            sum
                + lane.entries.filter { if case .next = $0.kind { $0.time > now - 1 && $0.time <= now } else { false } }
                .count
        }
        let counts = resources()
        let total =
            counts.total.map { "\($0) live resources in this server" } ?? "live resources are counted in debug builds"
        let kinds = counts.byKind.prefix(3).map { "\($0.count) × \($0.kind)" }
        summary.text = (["Elements in the last second: \(perSecond)", total] + kinds).joined(separator: " · ")
    }

    public override func tearDown() {
        close()
        super.tearDown()
    }

    private func show(_ frame: LaneDiagram.Frame, lanes: [LaneDiagram.Lane], drawing: LaneDiagram) {
        let height = SVGPart.number(Double(frame.rows) * LaneDiagram.rowHeight)
        let width = SVGPart.number(LaneDiagram.nameWidth + drawing.width)
        let label =
            "Marble diagram, \(SVGPart.number(columnSeconds)) s a column, newest at the right: "
            + lanes.map(\.snapshot.name).joined(separator: ", ")
        diagram.isHidden = frame.rows == 0
        emptyLine.isHidden = frame.rows > 0
        diagram.elementAttributes = [
            Attribute("class", "lanes"), Attribute("role", "img"), Attribute("aria-label", label),
            Attribute("viewBox", "0 0 \(width) \(height)"),
        ]
        track.elementAttributes = [
            Attribute("x", SVGPart.number(LaneDiagram.nameWidth)), Attribute("width", SVGPart.number(drawing.width)),
            Attribute("height", height), Attribute("viewBox", frame.trackViewBox),
        ]
        names.setParts(frame.names)
        runs.setParts(frame.runs)
        marks.setParts(frame.marks)
    }

    private func nextLaneNumber() -> Int {
        lastLaneNumber += 1
        return lastLaneNumber
    }

    /// The closed inspector: nothing drawn, nothing remembered.
    private func clear() {
        laneNumbers = [:]
        origin = nil
        heading.text = "Stream inspector"
        summary.text = ""
        emptyLine.isHidden = true
        diagram.isHidden = true
        diagram.elementAttributes = [Attribute("class", "lanes")]
        track.elementAttributes = []
        names.setParts([])
        runs.setParts([])
        marks.setParts([])
    }
}
