import Foundation
import GitHubAPI
import OutsideValues
import TerminalGate
import XCTest

/// Fuzz checks of what leaves the process for the terminal and of numbers past their type
/// (issue 54): server text in GitHub's error bodies and decoding errors, and ports in URLs.
final class LeavingTextFuzzTests: XCTestCase {
    /// A seeded generator, so that a failure names a seed that repeats it.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Scalars of the kinds that move a terminal or hide text, and plain ones around them.
    private static let pools: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x2028...0x2029,
        0xFEFF...0xFEFF, 0xFFF9...0xFFFB, 0xE0001...0xE007F, 0x20...0x7E, 0xAC00...0xD7A3, 0x1F300...0x1F64F,
        0x0300...0x036F,
    ]

    private static func hostileText(_ random: inout SplitMix64, length: Int) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<length {
            let pool = pools[Int.random(in: 0..<pools.count, using: &random)]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &random)) { text.append(scalar) }
        }
        return String(text)
    }

    /// What no escaped text may hold: a scalar a terminal acts on rather than shows — C0
    /// controls (line breaks included: a message is one line), DEL, C1 controls, bidi controls
    /// (the terminal gate's contract, `TerminalText.escaped`).
    private static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl)
        }
    }

    /// 1,000 error bodies with hostile `message`s and `errors[].message`s, 1 to 500 scalars:
    /// the error's message holds nothing that is not drawn as itself, and so does its
    /// description (what standard error gets when a launch fails).
    func testGitHubsErrorTextNeverLeavesRaw() throws {
        var random = SplitMix64(state: 54)
        for round in 0..<1_000 {
            let length = [1, 8, 64, 500][round % 4]
            let body: [String: Any] = [
                "message": Self.hostileText(&random, length: length),
                "errors": [
                    ["message": Self.hostileText(&random, length: 16)], ["field": Self.hostileText(&random, length: 4)],
                ],
            ]
            let data = try JSONSerialization.data(withJSONObject: body)
            let status = [400, 401, 403, 404, 422, 500, 599][round % 7]
            let error = GitHubError(response: GitHubResponse(status: status, body: data))
            XCTAssertTrue(Self.isSafe(error.description), "round \(round): \(error.description.debugDescription)")
            XCTAssertEqual(
                TerminalText.escapedLine(error.description), error.description,
                "round \(round): escaped once is enough")
        }
    }

    /// Keys of the server's JSON named in a decoding error.
    func testDecodingErrorsNeverQuoteAKeyRaw() throws {
        struct Shape: Decodable { let items: [String: Int] }
        var random = SplitMix64(state: 5_454)
        for round in 0..<500 {
            let key = Self.hostileText(&random, length: 1 + round % 40)
            let data = try JSONSerialization.data(withJSONObject: ["items": [key: "not a number"]])
            XCTAssertThrowsError(try JSONDecoder().decode(Shape.self, from: data)) { error in
                XCTAssertTrue(Self.isSafe(GitHubError.describe(error)), "round \(round)")
            }
        }
    }

    /// Ports from 0 past `UInt64`, negative, with signs, letters and spaces, in every place a
    /// URL holds one: a URL is accepted exactly when its port is one TCP has, and nothing traps.
    func testPortsPastTheirTypeAreRefusedAndNothingTraps() throws {
        var random = SplitMix64(state: 65_536)
        let edges = [
            "0", "1", "65535", "65536", "99999", "-1", "+80", "08080", "9223372036854775807", "9223372036854775808",
            "18446744073709551616", "1e3", " 80", "80 ", "٨٠", "８０", "", "0x50",
        ]
        var accepted = 0
        for round in 0..<3_000 {
            let port =
                round < edges.count
                ? edges[round]
                : String(UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random))
            let host = ["127.0.0.1", "[::1]", "api.github.com", "user:pw@h"][round % 4]
            let path = ["", "/", "/api/v3", "?q=:1", "#:2"][round % 5]
            let text = "http://\(host):\(port)\(path)"
            guard let url = URL(string: text) else { continue }
            let expected =
                port.isEmpty
                || (port.utf8.allSatisfy { (48...57).contains($0) }
                    && (Int(port).map { (1...65_535).contains($0) } ?? false))
            XCTAssertEqual(HTTPAddress.problem(with: url) == nil, expected, text)
            if expected { accepted += 1 }
            // A redirect to it from a good address: a URL or a typed error, never a trap.
            let current = try XCTUnwrap(URL(string: "http://127.0.0.1:8080/user"))
            do {
                let target = try HTTPAddress.redirect(status: 302, location: text, from: current)
                XCTAssertTrue(expected, text)
                XCTAssertNotNil(target)
            } catch {
                XCTAssertFalse(expected, text)
            }
        }
        XCTAssertGreaterThan(accepted, 100)
    }
}
