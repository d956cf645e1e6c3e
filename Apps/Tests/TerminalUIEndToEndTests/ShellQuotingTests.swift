import TmuxTesting
import XCTest

/// What the tmux driver hands to `/bin/sh`: each argument in single quotes, a quote inside it
/// closed, escaped and reopened — also a quote that a combining mark makes one `Character`
/// with, which a search for "'" does not find.
final class ShellQuotingTests: XCTestCase {
    func testQuotesAreEscapedScalarByScalar() {
        XCTAssertEqual(TmuxSession.shellQuoted("it's"), "'it'\\''s'")
        XCTAssertEqual(TmuxSession.shellQuoted("a'\u{301}b"), "'a'\\''\u{301}b'")
        XCTAssertEqual(TmuxSession.shellQuoted(""), "''")
    }
}
