import SecureFiles
import XCTest

final class FileNameEncodingTests: XCTestCase {
    func testCommonNamesStayReadable() {
        XCTAssertEqual(FileNameEncoding.encode("api.github.com"), "api.github.com")
        XCTAssertEqual(FileNameEncoding.encode("127.0.0.1"), "127.0.0.1")
        XCTAssertEqual(FileNameEncoding.encode("[::1]"), "%5B%3A%3A1%5D")
        XCTAssertEqual(FileNameEncoding.encode("__1"), "%5F%5F1")
        XCTAssertEqual(FileNameEncoding.encode("a/b%"), "a%2Fb%25")
        XCTAssertEqual(FileNameEncoding.encode("Ab"), "%41b")
        XCTAssertEqual(FileNameEncoding.encode("é"), "%C3%A9")
    }

    func testDecodingRefusesWhatNoTextEncodesTo() {
        for name in ["%", "%4", "%4g", "%61", "A", "_", "%FF", "a b"] {
            XCTAssertNil(FileNameEncoding.decode(name), name)
        }
    }

    /// Every text comes back from its name, so two texts never share one; and a name is always
    /// one safe file name.
    func testEveryTextComesBackFromItsNameAndNamesAreSafe() {
        var generator = SplitMix64(seed: 39)
        let pieces = [
            "a", "z", "0", "9", ".", "-", "_", "%", "%25", "/", "[", "]", ":", "A", "Z", " ", "é", "É", "e\u{301}",
            "\u{0}", "\u{7F}", "ü", "ß", "ℌ", "\u{200B}", "👩‍💻", "xn--", "%5F",
        ]
        var seen: [String: String] = [:]
        for _ in 0..<20_000 {
            let text = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined()
            let name = FileNameEncoding.encode(text)
            XCTAssertEqual(FileNameEncoding.decode(name), text)
            XCTAssertTrue(name.utf8.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789.-%ABCDEF".utf8.contains($0) })
            if let other = seen[name], other != text { XCTFail("\(text) and \(other) share \(name)") }
            seen[name] = text
        }
        XCTAssertGreaterThan(seen.count, 10_000)
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
