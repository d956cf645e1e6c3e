import Benchmark
import RxCore
import RxUI
import TerminalUI

/// The apps' own budgets, measured on package-benchmark: drawing one whole frame of a 120×40
/// terminal showing a 1,000-row list (every cell drawn and written, as after a resize), and a
/// keystroke that moves the selection down to the frame that shows it (drawn, then only what
/// changed written). Headless: a host that counts the bytes written stands in for the
/// terminal, so the figures are the library's work, not the terminal emulator's.
let benchmarks: @Sendable () -> Void = {
    // A thousand frames a measured run, so that hopping to the main actor once per run is noise.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 20
    )
    Benchmark("fullFrame120x40List1000", configuration: configuration) { benchmark async in
        let frames = benchmark.scaledIterations.count
        let drawn = await MainActor.run {
            let before = listFrames.framesDrawn
            for _ in 0..<frames { listFrames.drawWholeFrame() }
            return listFrames.framesDrawn - before
        }
        precondition(drawn == frames, "a frame per iteration")
    }
    Benchmark("keystrokeToFrame120x40List1000", configuration: configuration) { benchmark async in
        let frames = benchmark.scaledIterations.count
        let drawn = await MainActor.run {
            let before = listFrames.framesDrawn
            for _ in 0..<frames { listFrames.pressDownAndDraw() }
            return listFrames.framesDrawn - before
        }
        precondition(drawn == frames, "a frame per keystroke")
    }
}

/// The screen both scenarios draw, built once (on the first run, a warm-up).
@MainActor let listFrames = ListFrames(width: 120, height: 40, rows: 1_000)

/// A terminal that keeps nothing but a count of what is written to it.
final class CountingHost: TerminalHost {
    let size: Size
    private(set) var bytesWritten = 0

    init(size: Size) { self.size = size }

    func write(_ output: String) { bytesWritten += output.utf8.count }
}

/// One screen: a title, a list of `rows` two-line rows with Hangul and emoji in them, the hints.
@MainActor
final class ListFrames {
    private let host: CountingHost
    private let application: TerminalApplication
    private let list = ListView(rowHeight: 2)
    private var selected = 0
    private let rows: Int

    init(width: Int, height: Int, rows: Int) {
        self.rows = rows
        host = CountingHost(size: Size(width: width, height: height))
        let screen = ListScreen(list: list)
        application = TerminalApplication(
            host: host, root: NavigationController(root: screen), coalescesOnMainQueue: false)
        list.setItems(Array(0..<rows)) { index, row, cell in
            cell.text = "octocat/swift-rx-\(row) · 한국어 문서 포함 👩‍💻"
            cell.detail = "★ \(row * 7 % 113) · Swift · A reactive library for apps, row \(index)"
        }
        application.renderIfNeeded()
    }

    var bytesWritten: Int { host.bytesWritten }
    var framesDrawn: Int { application.framesDrawn }

    /// Everything drawn and written, as after a resize.
    func drawWholeFrame() {
        application.invalidate()
        application.renderIfNeeded()
    }

    /// ↓, then the frame that shows it: drawn whole, written as a difference. At the last row
    /// it starts again from the top.
    func pressDownAndDraw() {
        selected += 1
        if selected == rows {
            selected = 0
            list.selectRow(0)
        } else {
            application.handle(.down)
        }
        application.renderIfNeeded()
    }
}

/// The screen the frames show.
final class ListScreen: Screen {
    private let list: ListView

    init(list: ListView) {
        self.list = list
        super.init(title: "Repositories")
    }

    override func makeBody() -> View { StackView(axis: .vertical, [list, keyHints]) }

    override func viewDidLoad() {
        keyCommands = [.handledElsewhere("Enter", "open"), .handledElsewhere("↓", "next")]
        focus(list)
    }
}
