import Foundation

/// A Trace Event Format document read back and checked against the format's documented
/// fields: every event has `name`, `ph`, `pid`, `tid`; every non-metadata event a numeric
/// `ts`, never earlier than the one before on its track; `X` a numeric `dur`; `i` a scope
/// `s` of `g`, `p` or `t`; `B`/`E` pairs match; `M` events carry `args`; every track is named.
struct TraceDocument {
    let events: [[String: Any]]
    private(set) var problems: [String] = []
    private(set) var threadNames: [Int: String] = [:]
    /// "tid T: name ts+dur end" for every `X` event, in document order.
    private(set) var spans: [String] = []
    /// The names of the instant events, in document order.
    private(set) var instantNames: [String] = []

    init(_ json: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        events = ((object as? [String: Any])?["traceEvents"] as? [[String: Any]]) ?? []
        check()
    }

    private mutating func check() {
        var lastTime: [String: Double] = [:]
        var open: [String: [String]] = [:]
        var used: Set<String> = []
        for (index, event) in events.enumerated() {
            guard let name = event["name"] as? String, let phase = event["ph"] as? String,
                let pid = event["pid"] as? Int, let tid = event["tid"] as? Int
            else {
                problems.append("event \(index): name, ph, pid or tid missing or mistyped")
                continue
            }
            let track = "\(pid)/\(tid)"
            if phase == "M" {
                guard let args = event["args"] as? [String: Any] else {
                    problems.append("event \(index): M without args")
                    continue
                }
                if name == "thread_name", let title = args["name"] as? String { threadNames[tid] = title }
                continue
            }
            used.insert(track)
            guard let time = event["ts"] as? Double else {
                problems.append("event \(index): no numeric ts")
                continue
            }
            if let last = lastTime[track], time < last {
                problems.append("event \(index): ts \(Int(time)) before \(Int(last)) on track \(track)")
            }
            lastTime[track] = time
            switch phase {
            case "X":
                guard let duration = event["dur"] as? Double, duration >= 0 else {
                    problems.append("event \(index): X without a numeric dur")
                    continue
                }
                let end = (event["args"] as? [String: Any])?["end"] as? String ?? "?"
                spans.append("tid \(tid): \(name) \(Int(time))+\(Int(duration)) \(end)")
            case "i", "I":
                if let scope = event["s"], !["g", "p", "t"].contains(scope as? String ?? "") {
                    problems.append("event \(index): instant scope \(scope)")
                }
                instantNames.append(name)
            case "B": open[track, default: []].append(name)
            case "E":
                if open[track, default: []].popLast() == nil { problems.append("event \(index): E without B") }
            default: problems.append("event \(index): unexpected phase \(phase)")
            }
        }
        for (track, names) in open where !names.isEmpty { problems.append("track \(track): B without E") }
        for track in used.sorted() where threadNames[Int(track.split(separator: "/")[1]) ?? -1] == nil {
            problems.append("track \(track) has no thread_name")
        }
    }
}
