/// Writes lane recordings in Chrome's Trace Event Format (JSON), which Perfetto
/// (ui.perfetto.dev) and `chrome://tracing` open: each lane is a thread track named after it,
/// each subscription a complete event (`"ph": "X"`) spanning its life, each element and end an
/// instant event (`"ph": "i"`) on the same track. Times are microseconds on the recorder's clock.
///
/// Subscriptions of one lane that overlap go on extra tracks named "lane (2)", "lane (3)"…,
/// because complete events on one track must nest.
public enum TraceEventFormat {
    /// The process id every track is under.
    public static let processID = 1

    /// The trace of `lanes` as a JSON document; subscriptions still live end at `now` (seconds),
    /// with `"end": "live"`.
    public static func document(_ lanes: [LaneSnapshot], now: Double) -> String {
        var events: [String] = [
            metadata("process_name", thread: 0, args: "{\"name\":\"ReactiveMVVM lanes\"}")
        ]
        var nextThread = 1
        for lane in lanes {
            let tracks = self.tracks(of: lane, now: now)
            for (slot, track) in tracks.enumerated() {
                let thread = nextThread
                nextThread += 1
                let title = slot == 0 ? lane.name : "\(lane.name) (\(slot + 1))"
                events.append(metadata("thread_name", thread: thread, args: "{\"name\":\(string(title))}"))
                events.append(metadata("thread_sort_index", thread: thread, args: "{\"sort_index\":\(thread)}"))
                events += track.map { $0.json(thread: thread) }
            }
        }
        return "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
    }

    /// Splits `lane` into tracks on which subscriptions do not overlap, each track's events in
    /// time order; at one time, a subscription's end comes before the next one's span, and a
    /// span before the elements inside it.
    static func tracks(of lane: LaneSnapshot, now: Double) -> [[TraceEvent]] {
        var spans: [Int: (start: Double, end: Double?, how: String)] = [:]
        var order: [Int] = []
        for entry in lane.entries {
            if spans[entry.subscription] == nil {
                spans[entry.subscription] = (entry.time, nil, "live")
                order.append(entry.subscription)
            }
            switch entry.kind {
            case .completed: spans[entry.subscription]?.end = entry.time
            case .error: spans[entry.subscription]?.end = entry.time
            case .disposed: spans[entry.subscription]?.end = entry.time
            case .subscribed, .next: break
            }
            if entry.kind.isEnd { spans[entry.subscription]?.how = ending(entry.kind) }
        }
        // Greedy: each subscription, by start, on the first track free by then.
        var trackOf: [Int: Int] = [:]
        var trackEnds: [Double] = []
        for subscription in order.sorted(by: { (spans[$0]?.start ?? 0, $0) < (spans[$1]?.start ?? 0, $1) }) {
            guard let span = spans[subscription] else { continue }
            let end = span.end ?? max(now, span.start)
            if let free = trackEnds.firstIndex(where: { $0 <= span.start }) {
                trackOf[subscription] = free
                trackEnds[free] = end
            } else {
                trackOf[subscription] = trackEnds.count
                trackEnds.append(end)
            }
        }
        var tracks = Array(repeating: [TraceEvent](), count: trackEnds.count)
        for subscription in order {
            guard let span = spans[subscription], let track = trackOf[subscription] else { continue }
            let end = span.end ?? max(now, span.start)
            tracks[track].append(
                TraceEvent(
                    name: "subscription \(subscription)", phase: .span(duration: end - span.start), time: span.start,
                    subscription: subscription, detail: span.how))
        }
        for entry in lane.entries {
            guard let track = trackOf[entry.subscription], let name = instantName(entry.kind) else { continue }
            tracks[track].append(
                TraceEvent(
                    name: name, phase: .instant, time: entry.time, subscription: entry.subscription,
                    detail: entry.kind.isEnd ? ending(entry.kind) : nil))
        }
        return tracks.map { track in
            track.enumerated().sorted {
                ($0.element.time, $0.element.rank, $0.offset) < ($1.element.time, $1.element.rank, $1.offset)
            }.map(\.element)
        }
    }

    private static func ending(_ kind: LaneEntry.Kind) -> String {
        switch kind {
        case .completed: "completed"
        case .error: "error"
        case .disposed: "disposed"
        case .subscribed, .next: "live"
        }
    }

    private static func instantName(_ kind: LaneEntry.Kind) -> String? {
        switch kind {
        case .subscribed: nil
        case .next(let description): description
        case .error(let description): "error: \(description)"
        case .completed: "completed"
        case .disposed: "disposed"
        }
    }

    private static func metadata(_ name: String, thread: Int, args: String) -> String {
        "{\"name\":\"\(name)\",\"ph\":\"M\",\"pid\":\(processID),\"tid\":\(thread),\"args\":\(args)}"
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                literal +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `seconds` in whole microseconds.
    static func microseconds(_ seconds: Double) -> Int64 {
        let value = (seconds * 1_000_000).rounded()
        guard value.isFinite, abs(value) < 9e18 else { return 0 }
        return Int64(value)
    }
}

/// One event of a track, before it is given its thread.
struct TraceEvent {
    enum Phase {
        case span(duration: Double)
        case instant
    }

    let name: String
    let phase: Phase
    let time: Double
    let subscription: Int
    /// How the subscription ended ("completed", "error", "disposed", "live") for a span and for
    /// the instant of its end; `nil` for an element.
    let detail: String?

    /// Orders events at one time: ends (0), then spans (1), then elements (2).
    var rank: Int {
        switch phase {
        case .span: 1
        case .instant: detail == nil ? 2 : 0
        }
    }

    func json(thread: Int) -> String {
        let common =
            "\"name\":\(TraceEventFormat.string(name)),\"pid\":\(TraceEventFormat.processID),\"tid\":\(thread),"
            + "\"ts\":\(TraceEventFormat.microseconds(time))"
        switch phase {
        case .span(let duration):
            return
                "{\(common),\"ph\":\"X\",\"cat\":\"subscription\",\"dur\":\(TraceEventFormat.microseconds(duration)),"
                + "\"args\":{\"subscription\":\(subscription),\"end\":\(TraceEventFormat.string(detail ?? "live"))}}"
        case .instant:
            return "{\(common),\"ph\":\"i\",\"cat\":\"event\",\"s\":\"t\",\"args\":{\"subscription\":\(subscription)}}"
        }
    }
}

extension LaneRecorder {
    /// Everything recorded, in Chrome's Trace Event Format (see ``TraceEventFormat``); live
    /// subscriptions end now.
    public func traceEvents() -> String { TraceEventFormat.document(snapshot, now: now) }
}
