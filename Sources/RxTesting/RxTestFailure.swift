import Foundation
import Synchronization
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
        private var failures: [CapturedAssertionFailure] = []
        func append(_ failure: CapturedAssertionFailure) { lock.withLock { failures.append(failure) } }
        var all: [CapturedAssertionFailure] { lock.withLock { failures } }
    }

    @TaskLocal static var collector: Collector?

    /// Where the running test last called an RxTesting function that takes a source location
    /// (an assertion, a recorder, a marble diagram): the leak check reports there, inside the
    /// test, since XCTest on Linux does not say where a test method is.
    private static let lastLocation = Mutex<(file: StaticString, line: UInt)?>(nil)

    static func noteLocation(file: StaticString, line: UInt) {
        lastLocation.withLock { $0 = (file, line) }
    }

    /// The location noted last, and forgets it (each test starts afresh).
    static func takeLastLocation() -> (file: StaticString, line: UInt)? {
        lastLocation.withLock { location in
            defer { location = nil }
            return location
        }
    }

    static func record(_ message: String, file: StaticString, line: UInt) {
        if let collector {
            collector.append(CapturedAssertionFailure(message: message, file: "\(file)", line: line))
            return
        }
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
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
    try captureAssertionFailureReports(body).map(\.message)
}

/// A failure of an RxTesting assertion captured by ``captureAssertionFailureReports(_:)``:
/// its message and where it would have been reported.
public struct CapturedAssertionFailure: Equatable, Sendable {
    /// The failure's text.
    public let message: String
    /// The file it points at (`#filePath` of the caller).
    public let file: String
    /// The line it points at.
    public let line: UInt

    /// A failure with `message` pointing at `file`:`line` (to compare captured ones with).
    public init(message: String, file: String, line: UInt) {
        self.message = message
        self.file = file
        self.line = line
    }
}

/// Like ``captureAssertionFailures(_:)``, with the file and line each failure points at.
public func captureAssertionFailureReports(_ body: () throws -> Void) rethrows -> [CapturedAssertionFailure] {
    let collector = RxTestFailure.Collector()
    try RxTestFailure.$collector.withValue(collector) { try body() }
    return collector.all
}

/// Tells `RxTestCase`'s leak check where the running test is, so that a leak is reported at
/// that line of the test rather than inside the library. RxTesting's assertions, recorders and
/// marble diagrams call it; call it from assertion helpers of your own that take `file` and
/// `line`.
public func noteTestLocation(file: StaticString = #filePath, line: UInt = #line) {
    RxTestFailure.noteLocation(file: file, line: line)
}
