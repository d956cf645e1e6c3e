import RxLanes

/// A lane drawn as a line of marbles, one character per column of time, the newest at the
/// right: `-` while a subscription is live, the first character of an element's description
/// (`•` when that is blank or not one cell wide), `^` where a subscription started, `|` where
/// one completed, `#` where one failed, `x` where one was disposed, blank while none is live.
/// In a column, an end wins over an element, an element over a start.
public enum MarbleLine {
    /// The `columns` characters ending at the column that holds `now`. Columns sit on a fixed
    /// grid of `columnSeconds` (column boundaries are multiples of it), so the line moves one
    /// whole column at a time and two marbles that were in different columns stay apart.
    public static func draw(_ lane: LaneSnapshot, now: Double, columns: Int, columnSeconds: Double) -> String {
        guard columns > 0, columnSeconds > 0, now.isFinite else { return "" }
        let newest = (now / columnSeconds).rounded(.down)
        let start = (newest - Double(columns - 1)) * columnSeconds
        func column(_ time: Double) -> Int? {
            guard time.isFinite, time <= now else { return nil }
            let index = (time / columnSeconds).rounded(.down) - (newest - Double(columns - 1))
            guard index >= 0, index < Double(columns) else { return nil }
            return Int(index)
        }
        var cells = Array(repeating: Character(" "), count: columns)
        var rank = Array(repeating: 0, count: columns)
        func mark(_ time: Double, _ character: Character, rank level: Int) {
            guard let index = column(time), level >= rank[index] else { return }
            cells[index] = character
            rank[index] = level
        }
        // Live spans first, so that marks land on them.
        for span in spans(of: lane, now: now) {
            for index in 0..<columns where rank[index] == 0 {
                let columnStart = start + Double(index) * columnSeconds
                if span.start < columnStart + columnSeconds && span.end >= columnStart {
                    cells[index] = "-"
                    rank[index] = 1
                }
            }
        }
        for entry in lane.entries {
            switch entry.kind {
            case .subscribed: mark(entry.time, "^", rank: 2)
            case .next(let description): mark(entry.time, marble(description), rank: 3)
            case .completed: mark(entry.time, "|", rank: 4)
            case .error: mark(entry.time, "#", rank: 4)
            case .disposed: mark(entry.time, "x", rank: 4)
            }
        }
        return String(cells)
    }

    /// Each subscription's span: from its start (or the first entry kept) to its end (or `now`).
    static func spans(of lane: LaneSnapshot, now: Double) -> [(start: Double, end: Double)] {
        lane.spans.map { ($0.start, $0.end ?? now) }
    }

    /// The character an element is drawn with.
    static func marble(_ description: String) -> Character {
        guard let first = description.first, !first.isWhitespace, DisplayWidth.of(first) == 1,
            first.unicodeScalars.count == 1
        else { return "•" }
        return first
    }
}
