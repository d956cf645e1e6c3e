import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports an assertion failure to whichever test framework is running the test: Swift
/// Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise — or, inside
/// ``captureAssertionFailures(_:)``, to the capturing caller only.
enum RxTestFailure {
    /// Collects failures instead of reporting them, while bound.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func append(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    @TaskLocal static var collector: Collector?

    static func record(_ message: String, file: StaticString, line: UInt) {
        if let collector {
            collector.append(message)
            return
        }
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
            return
        }
        #endif
        XCTFail(message, file: file, line: line)
    }
}

/// Runs `body` and returns the messages of the RxTesting assertions that failed inside it
/// (`XCTAssertEqual` of timelines, `XCTAssertMarbles`, `XCTAssertNoLeaks`, …) instead of
/// failing the test — for testing assertion helpers of your own, without a red line in a
/// green run.
public func captureAssertionFailures(_ body: () throws -> Void) rethrows -> [String] {
    let collector = RxTestFailure.Collector()
    try RxTestFailure.$collector.withValue(collector) { try body() }
    return collector.all
}
