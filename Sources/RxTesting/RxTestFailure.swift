import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports an assertion failure to whichever test framework is running the test: Swift
/// Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
enum RxTestFailure {
    static func record(_ message: String, file: StaticString, line: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
            return
        }
        #endif
        XCTFail(message, file: file, line: line)
    }
}
