import RxTesting
import XCTest

@testable import TerminalUI

/// Standard error captured while the screen was up is replayed through ``ByteEscaper``: the
/// same stand-ins as ``TerminalText/escaped(_:keepingLineBreaks:)`` for any UTF-8, and nothing a
/// terminal acts on for bytes that are not UTF-8 at all.
final class ByteEscaperTests: XCTestCase {
    private func escape(_ bytes: [UInt8]) -> [UInt8] {
        var escaper = ByteEscaper()
        var output: [UInt8] = []
        for byte in bytes { escaper.feed(byte) { output.append($0) } }
        escaper.finish { output.append($0) }
        return output
    }

    func testItGivesTheGatesStandInsForAnyText() {
        let warning = "warning: the token for \u{1B}]52;c;aGk=\u{07}\u{1B}[31mbob\u{202E}\u{9B}2J was not kept\r\n"
        XCTAssertEqual(escape(Array(warning.utf8)), Array(TerminalText.escaped(warning).utf8))
        var random = HostileText(seed: 7)
        for _ in 0..<2_000 {
            let text = random.string(maximumLength: 30)
            XCTAssertEqual(
                escape(Array(text.utf8)), Array(TerminalText.escaped(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    func testBytesThatAreNotUTF8LeaveNothingATerminalActsOn() {
        var random = HostileText(seed: 8)
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(40)).map { _ in UInt8(random.below(256)) }
            let output = escape(bytes)
            let text = String(validating: output, as: UTF8.self)
            XCTAssertNotNil(text, "\(bytes) gave \(output)")
            let acted = text?.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value)
                    || $0.properties.isBidiControl
            }
            XCTAssertEqual(acted.map { $0.map(\.value) }, [], "\(bytes)")
        }
        XCTAssertEqual(escape([0x9B, 0x33, 0x31, 0x6D]), Array("\u{FFFD}31m".utf8), "an 8-bit CSI")
        XCTAssertEqual(escape([0xE2, 0x80]), Array("\u{FFFD}".utf8), "cut short")
    }
}
