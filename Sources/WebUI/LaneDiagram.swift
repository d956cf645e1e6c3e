import RxLanes

/// The stream inspector's drawing of lanes, as SVG parts on a fixed grid of time: a row per
/// lane, a column per `columnSeconds`, the terminal's marble lines drawn as shapes. In a column
/// a lane shows one mark — an end wins over an element, an element over a start, as in the
/// terminal — so what a frame sends is bounded by the columns, however busy a stream is.
///
/// Every part stays where it is while time passes: the track's `viewBox` moves a column at a
/// time, a live line reaches a window past the right edge (and is drawn again once a window
/// has passed), so a frame sends only what moved: new marks, ended lines, the `viewBox`.
struct LaneDiagram {
    /// One lane to draw, under the number that keys its parts while it stays shown.
    struct Lane {
        let number: Int
        let snapshot: LaneSnapshot
    }

    /// What the inspector shows for one frame.
    struct Frame: Equatable {
        var rows = 0
        var trackViewBox = ""
        var names: [SVGPart] = []
        var runs: [SVGPart] = []
        var marks: [SVGPart] = []
    }

    static let columnWidth = 16.0
    static let rowHeight = 24.0
    static let nameWidth = 176.0
    /// How many characters of a lane's name the diagram shows.
    static let nameLimit = 24

    /// How many columns the track shows.
    let columns: Int
    /// How long one column is, in seconds.
    let columnSeconds: Double
    /// The column drawn at x = 0 (the newest column when the inspector first drew), so the
    /// coordinates stay small however long the process has run.
    let origin: Int

    var width: Double { Double(columns) * Self.columnWidth }

    /// The column that holds `time`, or `nil` for a time the grid cannot hold.
    func column(_ time: Double) -> Int? { Self.column(time, columnSeconds: columnSeconds) }

    /// The column of `columnSeconds` that holds `time`, or `nil` for a time the grid cannot hold.
    static func column(_ time: Double, columnSeconds: Double) -> Int? {
        let index = (time / columnSeconds).rounded(.down)
        guard index.isFinite, abs(index) < 1e15 else { return nil }
        return Int(index)
    }

    /// The frame of `lanes`, in rows in that order, at `now`.
    func frame(_ lanes: [Lane], now: Double) -> Frame {
        guard let newest = column(now) else { return Frame() }
        let first = newest - columns + 1
        var frame = Frame()
        frame.rows = lanes.count
        frame.trackViewBox = [x(first), 0, width, Double(lanes.count) * Self.rowHeight].map(SVGPart.number).joined(
            separator: " ")
        // A live line ends a whole window or more past the right edge, on a grid of windows:
        // it is drawn again once a window, not once a column.
        let windows = newest >= 0 ? newest / columns : (newest - columns + 1) / columns
        let liveEnd = x((windows + 2) * columns)
        for (row, lane) in lanes.enumerated() {
            let y = (Double(row) + 0.5) * Self.rowHeight
            frame.names.append(name(lane, y: y))
            frame.runs += runs(lane, y: y, first: first, liveEnd: liveEnd)
            frame.marks += marks(lane, y: y, first: first, newest: newest, now: now)
        }
        return frame
    }

    private func x(_ column: Int) -> Double { Double(column - origin) * Self.columnWidth }

    private func name(_ lane: Lane, y: Double) -> SVGPart {
        let name = lane.snapshot.name
        let shown = name.count > Self.nameLimit ? String(name.prefix(Self.nameLimit - 1)) + "…" : name
        return SVGPart(
            key: "n\(lane.number)", tag: "text",
            [Attribute("x", "0"), Attribute("y", SVGPart.number(y + 4))], inner: HTML.escape(shown))
    }

    /// The lane's line: the columns some subscription was live in, as runs of columns.
    private func runs(_ lane: Lane, y: Double, first: Int, liveEnd: Double) -> [SVGPart] {
        var merged: [(start: Int, end: Int?)] = []
        let spans = lane.snapshot.spans.compactMap { span -> (start: Int, end: Int?)? in
            guard let start = column(span.start) else { return nil }
            guard let end = span.end else { return (start, nil) }
            return column(end).map { (start, max(start, $0)) }
        }
        for span in spans.sorted(by: { $0.start < $1.start }) {
            guard let last = merged.last else {
                merged.append(span)
                continue
            }
            guard let lastEnd = last.end else { continue } // a live run takes every later span
            if span.start <= lastEnd + 1 {
                merged[merged.count - 1].end = span.end.map { max(lastEnd, $0) }
            } else {
                merged.append(span)
            }
        }
        let y = SVGPart.number(y)
        return merged.filter { ($0.end ?? first) >= first }.map { run in
            SVGPart(
                key: "r\(lane.number)c\(run.start)", tag: "line",
                [
                    Attribute("class", run.end == nil ? "run live" : "run"),
                    Attribute("x1", SVGPart.number(x(run.start))),
                    Attribute("y1", y), Attribute("x2", SVGPart.number(run.end.map { x($0 + 1) } ?? liveEnd)),
                    Attribute("y2", y),
                ])
        }
    }

    /// One mark per column of the window: the highest-ranked entry in it, the latest of equals.
    private func marks(_ lane: Lane, y: Double, first: Int, newest: Int, now: Double) -> [SVGPart] {
        var cells: [Int: (rank: Int, entry: LaneEntry, elements: Int)] = [:]
        for entry in lane.snapshot.entries where entry.time <= now {
            guard let index = column(entry.time), index >= first, index <= newest else { continue }
            let rank: Int
            switch entry.kind {
            case .subscribed: rank = 1
            case .next: rank = 2
            case .completed, .error, .disposed: rank = 3
            }
            var cell = cells[index] ?? (rank, entry, 0)
            if case .next = entry.kind { cell.elements += 1 }
            if rank >= cell.rank { (cell.rank, cell.entry) = (rank, entry) }
            cells[index] = cell
        }
        return cells.keys.sorted().compactMap { index in
            cells[index].map {
                mark($0.entry, elements: $0.elements, key: "m\(lane.number)c\(index)", column: index, y: y)
            }
        }
    }

    private func mark(_ entry: LaneEntry, elements: Int, key: String, column: Int, y: Double) -> SVGPart {
        let cx = SVGPart.number(x(column) + Self.columnWidth / 2)
        let cy = SVGPart.number(y)
        let top = SVGPart.number(y - 8)
        let bottom = SVGPart.number(y + 8)
        func cross(_ size: Double) -> String {
            let (x0, x1) = (x(column) + Self.columnWidth / 2 - size, x(column) + Self.columnWidth / 2 + size)
            let (y0, y1) = (y - size, y + size)
            return HTML.startTag(
                "path",
                attributes: [
                    Attribute(
                        "d",
                        "M\(SVGPart.number(x0)) \(SVGPart.number(y0))L\(SVGPart.number(x1)) \(SVGPart.number(y1))"
                            + "M\(SVGPart.number(x0)) \(SVGPart.number(y1))L\(SVGPart.number(x1)) \(SVGPart.number(y0))"
                    )
                ]) + "</path>"
        }
        func group(_ kind: String, _ title: String, _ shape: String) -> SVGPart {
            SVGPart(
                key: key, tag: "g", [Attribute("class", "mark \(kind)")],
                inner: "<title>\(HTML.escape(title))</title>" + shape)
        }
        switch entry.kind {
        case .subscribed:
            return group(
                "subscribed", "subscribed",
                HTML.startTag("circle", attributes: [Attribute("cx", cx), Attribute("cy", cy), Attribute("r", "3")])
                    + "</circle>")
        case .next(let description):
            let title = elements > 1 ? "\(elements) elements, the last: \(description)" : description
            return group(
                "next", title,
                HTML.startTag("circle", attributes: [Attribute("cx", cx), Attribute("cy", cy), Attribute("r", "7")])
                    + "</circle>"
                    + HTML.startTag("text", attributes: [Attribute("x", cx), Attribute("y", SVGPart.number(y + 3.5))])
                    + HTML.escape(String(Self.marble(description))) + "</text>")
        case .completed:
            return group(
                "completed", "completed",
                HTML.startTag(
                    "line",
                    attributes: [
                        Attribute("x1", cx), Attribute("y1", top), Attribute("x2", cx), Attribute("y2", bottom),
                    ]) + "</line>")
        case .error(let description):
            return group("error", "error: \(description)", cross(6))
        case .disposed:
            return group("disposed", "disposed", cross(4))
        }
    }

    /// The character an element is drawn with: its description's first, `•` when that is blank.
    static func marble(_ description: String) -> Character {
        guard let first = description.first, !first.isWhitespace else { return "•" }
        return first
    }
}
