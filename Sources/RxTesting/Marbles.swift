import RxCore

/// Errors in a marble diagram.
public struct MarbleSyntaxError: Swift.Error, CustomStringConvertible, Sendable {
    /// What is wrong and where.
    public let description: String
}

/// Marble diagrams: one character per frame of ``Marbles/frameTicks`` ticks.
///
/// | symbol | meaning |
/// |---|---|
/// | `-` | a frame with no event |
/// | `a`…`z`, `0`…`9` (any other character) | a `next` whose element is looked up in `values`; when `Element` is `String` and the symbol is not in `values`, the symbol itself |
/// | `|` | completion |
/// | `#` | an error, looked up in `errors` (default: ``MarbleError``) |
/// | `^` | (hot only) the subscription frame: it sits at `TestScheduler.Defaults.subscribed` |
/// | `(ab)` | events in the same frame |
/// | space | ignored, for alignment |
public enum Marbles {
    /// Ticks per frame: `"--a"` puts `a` at tick 20.
    public static let frameTicks = 10

    /// Parses `diagram` into recorded events. Frame 0 is tick 0, or, when the diagram has a
    /// `^`, that frame is ``TestScheduler/Defaults/subscribed``.
    public static func parse<Element>(
        _ diagram: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:]
    ) throws -> [Recorded<Event<Element>>] {
        let frames = diagram.filter { $0 != " " }
        var origin = 0
        if let caret = frames.firstIndex(of: "^") {
            origin =
                TestScheduler.Defaults.subscribed - frames.distance(from: frames.startIndex, to: caret) * frameTicks
        }
        var events: [Recorded<Event<Element>>] = []
        var frame = 0
        var groupFrame: Int?
        var terminated = false
        for (offset, symbol) in frames.enumerated() {
            let time = origin + (groupFrame ?? frame) * frameTicks
            switch symbol {
            case "-", "^":
                break
            case "(":
                guard groupFrame == nil else {
                    throw MarbleSyntaxError(description: "nested group at \(offset) in \"\(diagram)\"")
                }
                groupFrame = frame
            case ")":
                guard let start = groupFrame else {
                    throw MarbleSyntaxError(description: "unopened group at \(offset) in \"\(diagram)\"")
                }
                groupFrame = nil
                frame = start
            case "|":
                if terminated {
                    throw MarbleSyntaxError(description: "event after termination at \(offset) in \"\(diagram)\"")
                }
                terminated = true
                events.append(Recorded(time: time, value: .completed))
            case "#":
                if terminated {
                    throw MarbleSyntaxError(description: "event after termination at \(offset) in \"\(diagram)\"")
                }
                terminated = true
                events.append(Recorded(time: time, value: .error(errors[symbol] ?? MarbleError(symbol: symbol))))
            default:
                if terminated {
                    throw MarbleSyntaxError(description: "event after termination at \(offset) in \"\(diagram)\"")
                }
                if let error = errors[symbol] {
                    terminated = true
                    events.append(Recorded(time: time, value: .error(error)))
                } else if let value = values[symbol] {
                    events.append(Recorded(time: time, value: .next(value)))
                } else if let value = String(symbol) as? Element {
                    events.append(Recorded(time: time, value: .next(value)))
                } else {
                    throw MarbleSyntaxError(description: "no value for '\(symbol)' in \"\(diagram)\"")
                }
            }
            if groupFrame == nil || symbol == "(" { frame += 1 }
        }
        if groupFrame != nil { throw MarbleSyntaxError(description: "unclosed group in \"\(diagram)\"") }
        return events
    }

    /// Draws recorded events as a marble diagram (elements by `describe`), for messages.
    public static func draw<Element>(
        _ events: [Recorded<Event<Element>>], origin: TestTime = 0, describe: (Element) -> String = { "\($0)" }
    ) -> String {
        var result = ""
        var frame = 0
        var index = 0
        while index < events.count {
            let time = events[index].time
            let eventFrame = Swift.max(0, (time - origin) / frameTicks)
            while frame < eventFrame {
                result += "-"
                frame += 1
            }
            var group: [String] = []
            while index < events.count && events[index].time == time {
                switch events[index].value {
                case .next(let value): group.append(describe(value))
                case .error: group.append("#")
                case .completed: group.append("|")
                }
                index += 1
            }
            result +=
                group.count == 1 && group[0].count == 1
                ? group[0] : "(" + group.joined(separator: group.allSatisfy { $0.count == 1 } ? "" : ",") + ")"
            frame += 1
        }
        return result
    }
}

/// The default error a `#` in a marble diagram stands for.
public struct MarbleError: Swift.Error, Equatable, CustomStringConvertible, Sendable {
    /// The symbol it was drawn with.
    public let symbol: Character
    public var description: String { "MarbleError(\(symbol))" }
}

extension TestScheduler {
    /// A hot observable drawn as a marble diagram (see ``Marbles``).
    ///
    /// A diagram that does not parse — a symbol with no value in `values` (letters and digits
    /// stand for themselves only when `Element` is `String`), an unclosed group, an event after
    /// `|` — fails the test at the caller's line and gives an observable with no events, so the
    /// other tests go on running.
    public func createHotObservable<Element>(
        _ diagram: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createHotObservable(Self.parsedOrFailed(diagram, values: values, errors: errors, file: file, line: line))
    }

    /// A cold observable drawn as a marble diagram (see ``Marbles``); a diagram that does not
    /// parse fails the test at the caller's line, as with ``createHotObservable(_:values:errors:file:line:)``.
    public func createColdObservable<Element>(
        _ diagram: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> TestableObservable<Element> {
        createColdObservable(Self.parsedOrFailed(diagram, values: values, errors: errors, file: file, line: line))
    }

    /// The diagram's events, or none after reporting why it does not parse.
    static func parsedOrFailed<Element>(
        _ diagram: String, values: [Character: Element], errors: [Character: Swift.Error],
        file: StaticString, line: UInt
    ) -> [Recorded<Event<Element>>] {
        RxTestFailure.noteLocation(file: file, line: line)
        do {
            return try Marbles.parse(diagram, values: values, errors: errors)
        } catch {
            let hint =
                values.isEmpty && !(Element.self is String.Type)
                ? " (give `values:` for the symbols; they stand for themselves only when the element type is String)"
                : ""
            RxTestFailure.record("marble diagram: \(error)\(hint)", file: file, line: line)
            return []
        }
    }
}
