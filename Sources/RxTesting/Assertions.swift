import Foundation
import RxCore

/// How two timelines of recorded events differ, as a readable report.
public enum TimelineDiff {
    /// `nil` when `actual` equals `expected`; otherwise a line per position, marking each
    /// difference with `✗`.
    public static func report<Element: Equatable>(
        actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>]
    ) -> String? {
        if actual == expected { return nil }
        var lines = ["Timelines differ (expected | actual):"]
        for index in 0..<Swift.max(actual.count, expected.count) {
            let e = index < expected.count ? describe(expected[index]) : "—"
            let a = index < actual.count ? describe(actual[index]) : "—"
            let same = index < expected.count && index < actual.count && expected[index] == actual[index]
            lines.append(
                "\(same ? " " : "✗") \(e.padding(toLength: Swift.max(28, e.count), withPad: " ", startingAt: 0)) | \(a)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// `nil` when the events equal; otherwise a report as for recorded timelines.
    public static func report<Element: Equatable>(actual: [Event<Element>], expected: [Event<Element>]) -> String? {
        report(
            actual: actual.map { Recorded(time: 0, value: $0) }, expected: expected.map { Recorded(time: 0, value: $0) }
        )
        .map { $0.replacingOccurrences(of: " @ 0", with: "") }
    }

    /// `nil` when the subscriptions equal; otherwise both lists.
    public static func report(actual: [Subscription], expected: [Subscription]) -> String? {
        if actual == expected { return nil }
        return "Subscriptions differ:\n  expected \(expected)\n  actual   \(actual)"
    }

    static func describe<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        "\(recorded.time): \(recorded.value)"
    }
}

/// Compares two timelines of recorded events; on failure the message shows them side by side,
/// and with `RXTESTING_DIAGRAM_DIR` set, an SVG of both (``MarbleDiagram/difference(actual:expected:)``)
/// is written to that folder as `File.swift-LINE.svg` and named in the message.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    if let report = TimelineDiff.report(actual: actual, expected: expected) {
        let picture = MarbleDiagram.writeDifference(actual: actual, expected: expected, file: file, line: line)
        RxTestFailure.record(report + (picture.map { "\nMarble diagram: \($0)" } ?? ""), file: file, line: line)
    }
}

/// Compares two lists of events.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [Event<Element>], _ expected: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    if let report = TimelineDiff.report(actual: actual, expected: expected) {
        RxTestFailure.record(report, file: file, line: line)
    }
}

/// Compares the elements of recorded `next` events with `elements` (RxTest's
/// `XCTAssertRecordedElements`): times and terminal events are not compared.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    let actual = stream.compactMap { $0.value.element }
    if actual != elements {
        RxTestFailure.record("Elements differ:\n  expected \(elements)\n  actual   \(actual)", file: file, line: line)
    }
}

/// Compares two lists of `Single` outcomes (`SingleEvent` is a `Result`): successes with
/// `==`, failures as `Event` compares errors.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [SingleEvent<Element>], _ expected: [SingleEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    let same =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { pair in
            switch pair {
            case (.success(let a), .success(let b)): return a == b
            case (.failure(let a), .failure(let b)): return errorsMatch(a, b)
            default: return false
            }
        }
    if !same {
        RxTestFailure.record(
            "Single events differ:\n  expected \(expected)\n  actual   \(actual)", file: file, line: line)
    }
}

/// Compares two lists of `Maybe` outcomes.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [MaybeEvent<Element>], _ expected: [MaybeEvent<Element>], file: StaticString = #filePath,
    line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    if actual != expected {
        RxTestFailure.record(
            "Maybe events differ:\n  expected \(expected)\n  actual   \(actual)", file: file, line: line)
    }
}

/// Compares two lists of `Completable` outcomes.
public func XCTAssertEqual(
    _ actual: [CompletableEvent], _ expected: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    if actual != expected {
        RxTestFailure.record(
            "Completable events differ:\n  expected \(expected)\n  actual   \(actual)", file: file, line: line)
    }
}

/// Compares two lists of subscriptions.
public func XCTAssertEqual(
    _ actual: [Subscription], _ expected: [Subscription], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    if let report = TimelineDiff.report(actual: actual, expected: expected) {
        RxTestFailure.record(report, file: file, line: line)
    }
}

/// Compares recorded events with a marble diagram (see ``Marbles``).
public func XCTAssertMarbles<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], _ diagram: String, values: [Character: Element] = [:],
    errors: [Character: Swift.Error] = [:], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    do {
        let expected: [Recorded<Event<Element>>] = try Marbles.parse(diagram, values: values, errors: errors)
        if let report = TimelineDiff.report(actual: actual, expected: expected) {
            RxTestFailure.record("\(report)\n  expected marbles: \(diagram)", file: file, line: line)
        }
    } catch {
        RxTestFailure.record("\(error)", file: file, line: line)
    }
}

/// Compares the elements an observer recorded, ignoring times and the terminal event.
public func XCTAssertElements<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ expected: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    let actual = observer.elements
    if actual != expected {
        RxTestFailure.record("Elements differ:\n  expected \(expected)\n  actual   \(actual)", file: file, line: line)
    }
}
