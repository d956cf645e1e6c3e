import Foundation
import RxSwift
import XCTest

/// The same scenarios, compiled against RxSwift 6.9.1, recorded what the files beside this one
/// hold (`Benchmarks/PeerComparison/record-rxswift.sh` writes them; RxSwift is not among this
/// machine's packages, so CI compares with the recording rather than building RxSwift). Every
/// line must be the same here: values, virtual times, when each source was subscribed and
/// unsubscribed, and the order of events where trampolined and immediate work mix.
final class AgainstRxSwiftTests: XCTestCase {
    /// Random timelines a scenario: 46 scenarios of time operators, 1,150 runs.
    static let timelineSeeds = 25

    func testTimeOperatorsOnRandomTimelinesRecordWhatRxSwiftRecords() throws {
        let lines = assertNothingLeft { TimelineScenarios.lines(seeds: Self.timelineSeeds) }
        try assertSameLines(lines, as: "rxswift-6.9.1-timelines.txt")
    }

    func testEventsArriveInTheOrderRxSwiftDeliversThem() throws {
        let lines = assertNothingLeft { OrderScenarios.lines() }
        try assertSameLines(lines, as: "rxswift-6.9.1-order.txt")
    }

    /// Every subscription the scenarios made has ended and let go of what it held.
    private func assertNothingLeft<Result>(
        file: StaticString = #filePath, line: UInt = #line, _ body: () -> Result
    ) -> Result {
        let before = Resources.total
        let result = body()
        XCTAssertEqual(Resources.total, before, "resources still alive after the scenarios", file: file, line: line)
        return result
    }

    private func assertSameLines(
        _ lines: [String], as recording: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(recording)
        let recorded = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, recorded.count, "runs in \(recording)", file: file, line: line)
        let differing = zip(lines, recorded).filter { $0 != $1 }
        XCTAssertTrue(
            differing.isEmpty,
            "\(differing.count) runs differ from RxSwift 6.9.1's; the first:\n"
                + differing.prefix(5).map { "ours:    \($0)\nRxSwift: \($1)" }.joined(separator: "\n"),
            file: file, line: line)
    }
}
