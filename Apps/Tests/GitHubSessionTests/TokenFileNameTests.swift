import Foundation
import GitHubSession
import XCTest

/// A token file's name is one-to-one with its origin, so a token saved for one origin is never
/// loaded for another (issue 39, item 8).
final class TokenFileNameTests: XCTestCase {
    private func name(_ url: String) throws -> String {
        FileTokenStore.originName(of: try XCTUnwrap(URL(string: url), url))
    }

    func testCommonOriginsKeepTheirReadableNames() throws {
        XCTAssertEqual(try name("https://api.github.com"), "https_api.github.com_443")
        XCTAssertEqual(try name("HTTP://127.0.0.1:8080/"), "http_127.0.0.1_8080")
        XCTAssertEqual(try name("https://GitHub.Example.com/api/v3"), "https_github.example.com_443")
    }

    func testOriginsThatSharedANameNoLongerDo() throws {
        XCTAssertNotEqual(try name("http://[::1]:8080"), try name("http://__1:8080"))
        XCTAssertEqual(try name("http://[::1]:8080"), "http_%3A%3A1_8080")
        XCTAssertEqual(try name("http://__1:8080"), "http_%5F%5F1_8080")
        XCTAssertNotEqual(try name("http://a_b:80"), try name("http://a-b:80"))
        // Internationalised hosts arrive as their ASCII form: two that differ in one letter are
        // two names, and one spelled either way is one.
        XCTAssertNotEqual(try name("http://bücher.example"), try name("http://bächer.example"))
        XCTAssertEqual(try name("http://bücher.example"), try name("http://xn--bcher-kva.example"))
    }

    /// Distinct origins get distinct names, over many generated hosts — brackets, colons, `_`,
    /// `%`, uppercase, letters beyond ASCII that differ in one letter — and every name is one
    /// safe file name.
    func testDistinctOriginsGetDistinctNames() {
        var generator = SplitMix64(seed: 8)
        let pieces = [
            "a", "b", "0", ".", "-", "_", "%", "%5F", "[", "]", ":", "::1", "A", "B", "é", "É", "ü", "ä", "xn--",
            "\u{0}", "/", " ", "ı", "K", "\u{212A}",
        ]
        var origins: [String: String] = [:]
        for _ in 0..<20_000 {
            let host = (0..<Int(1 + generator.next() % 6)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let scheme = ["http", "https", "HTTP", "git+ssh"][Int(generator.next() % 4)]
            let port = [80, 443, 8080, 0, 1][Int(generator.next() % 5)]
            let name = FileTokenStore.originName(scheme: scheme, host: host, port: port)
            // The origin as an origin is compared: ASCII letters in any case are the same.
            let origin =
                "\(scheme.lowercased()) \(String(host.map { $0.isASCII ? Character($0.lowercased()) : $0 })) \(port)"
            if let other = origins[name], other != origin { XCTFail("\(origin) and \(other) share \(name)") }
            origins[name] = origin
            XCTAssertFalse(name.contains("/") || name.contains("\u{0}") || name == "." || name == "..", name)
            XCTAssertLessThan(name.utf8.count, 255 - ".token".utf8.count, name)
        }
        XCTAssertGreaterThan(Set(origins.values).count, 10_000)
    }
}

/// A small seeded generator, so a failure comes back the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
