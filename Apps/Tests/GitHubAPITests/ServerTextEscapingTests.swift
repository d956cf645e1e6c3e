import Foundation
import GitHubAPI
import OutsideValues
import XCTest

/// What a server writes in an error reaches standard error when a launch fails, after the
/// terminal is restored: it is escaped where it comes in (issue 54, item 1).
final class ServerTextEscapingTests: XCTestCase {
    /// The answer of issue 54: a 401 whose message retitles the window, writes the clipboard
    /// (OSC 52) and colours the shell.
    func testGitHubsMessageIsEscapedWhereItComesIn() {
        let body = #"{"message": "\u001B]0;TITLE\u0007\u001B]52;c;cm0gLXJmIH4=\u0007\u001B[31mBad credentials"}"#
        let error = GitHubError(response: GitHubResponse(status: 401, body: Data(body.utf8)))
        XCTAssertEqual(
            error,
            .http(
                status: 401,
                message: #"\u{1B}]0;TITLE\u{7}\u{1B}]52;c;cm0gLXJmIH4=\u{7}\u{1B}[31mBad credentials"#))
    }

    func testEachOfTheErrorsMessagesIsEscapedToo() {
        let body =
            #"{"message": "Validation Failed", "errors": [{"message": "a\u009B2Jb\u202Ec"}, {"field": "q\n", "code": "x"}]}"#
        let error = GitHubError(response: GitHubResponse(status: 422, body: Data(body.utf8)))
        XCTAssertEqual(error, .http(status: 422, message: #"Validation Failed: a\u{9B}2Jb\u{202E}c; q\n x"#))
    }

    /// A key of the server's JSON named in a decoding error.
    func testAKeyInADecodingErrorIsEscaped() {
        struct Shape: Decodable { let items: [String: Int] }
        let data = Data(#"{"items": {"\u001B[2J": "x"}}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(Shape.self, from: data)) { error in
            XCTAssertEqual(GitHubError.describe(error), #"expected Int at items.\u{1B}[2J"#)
        }
    }

    /// Controls, C1, DEL, bidi overrides and isolates, zero-width characters and the line
    /// separators are written as escapes; everything else as it is, the joiners (ZWJ, ZWNJ) that
    /// emoji and some scripts need included.
    func testDisplayableEscapesWhatIsNotDrawnAsItself() {
        XCTAssertEqual(
            displayable("a\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9D}\u{202E}\u{2066}\u{200B}\u{FEFF}\u{2028}\u{2029}\t\r\n"),
            #"a\0\u{7}\u{1B}\u{7F}\u{85}\u{9D}\u{202E}\u{2066}\u{200B}\u{FEFF}\u{2028}\u{2029}\t\r\n"#)
        XCTAssertEqual(displayable("한국어 é 👩\u{200D}💻 ‌ \\u{1B}"), "한국어 é 👩\u{200D}💻 ‌ \\u{1B}", "joiners join")
        let once = displayable("\u{1B}]0;x\u{7}")
        XCTAssertEqual(displayable(once), once, "escaping twice changes nothing")
    }
}
