import Foundation
import GitHubAPI
import OutsideValues
import TerminalGate
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
                message: "␛]0;TITLE␇␛]52;c;cm0gLXJmIH4=␇␛[31mBad credentials"))
    }

    func testEachOfTheErrorsMessagesIsEscapedToo() {
        let body =
            #"{"message": "Validation Failed", "errors": [{"message": "a\u009B2Jb\u202Ec"}, {"field": "q\n", "code": "x"}]}"#
        let error = GitHubError(response: GitHubResponse(status: 422, body: Data(body.utf8)))
        XCTAssertEqual(error, .http(status: 422, message: "Validation Failed: a\u{FFFD}2Jb\u{FFFD}c; q␊ x"))
    }

    /// A key of the server's JSON named in a decoding error.
    func testAKeyInADecodingErrorIsEscaped() {
        struct Shape: Decodable { let items: [String: Int] }
        let data = Data(#"{"items": {"\u001B[2J": "x"}}"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(Shape.self, from: data)) { error in
            XCTAssertEqual(GitHubError.describe(error), "expected Int at items.␛[2J")
        }
    }

    /// The apps escape with the one gate (`TerminalText.escaped`, TerminalGate): controls, DEL,
    /// C1 and bidi controls become visible stand-ins; everything else stays as it is; escaping
    /// twice changes nothing.
    func testTheAppsEscapeWithTheOneGate() {
        XCTAssertEqual(
            TerminalText.escapedLine(
                "a\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{9D}\u{202E}\u{2066}\u{200B}\u{FEFF}\t\r\n"),
            "a␀␇␛␡\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{200B}\u{FEFF}␉␍␊")
        XCTAssertEqual(TerminalText.escaped("한국어 é 👩\u{200D}💻 \\u{1B}"), "한국어 é 👩\u{200D}💻 \\u{1B}")
        let once = TerminalText.escapedLine("\u{1B}]0;x\u{7}")
        XCTAssertEqual(TerminalText.escapedLine(once), once, "escaping twice changes nothing")
    }
}
