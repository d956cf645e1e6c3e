import Foundation
import Synchronization
import TerminalGate
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `StandardStream`: the way text leaves for the terminal outside a frame goes through the gate.
final class StandardStreamTests: XCTestCase {
    /// What `write` sends down a pipe.
    private func written(_ text: String, keepingLineBreaks: Bool = true) -> [UInt8] {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        StandardStream(descriptor: ends[1]).write(text, keepingLineBreaks: keepingLineBreaks)
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(ends[0])
        return bytes
    }

    /// ESC, BEL, C1 (an 8-bit CSI, U+009B), a bidi override, bytes that are not UTF-8 (repaired
    /// to U+FFFD when the string was made) and a carriage return come out as stand-ins; the line
    /// feed stays unless the text is one line.
    func testHostileTextLeavesAsStandIns() {
        let hostile =
            "\u{1B}]0;TITLE\u{7}\u{1B}]52;c;eA==\u{7}\u{9B}31m\u{202E}evil\r"
            + String(decoding: [0xFF, 0xC0, 0x41], as: UTF8.self) + "\n"
        let expected = "␛]0;TITLE␇␛]52;c;eA==␇\u{FFFD}31m\u{FFFD}evil␍\u{FFFD}\u{FFFD}A"
        XCTAssertEqual(String(decoding: written(hostile), as: UTF8.self), expected + "\n")
        XCTAssertEqual(String(decoding: written(hostile, keepingLineBreaks: false), as: UTF8.self), expected + "␊")
        let bytes = written(hostile)
        XCTAssertFalse(bytes.contains(0x1B) || bytes.contains(0x07) || bytes.contains(0x0D), "no control byte")
    }

    /// A megabyte is written whole (a pipe takes 64 KiB at a time: short writes are resumed).
    func testALongTextIsWrittenWhole() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let readEnd = ends[0]
        let done = DispatchSemaphore(value: 0)
        let total = Mutex(0)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                total.withLock { $0 += count }
            }
            close(readEnd)
            done.signal()
        }
        reader.start()
        StandardStream(descriptor: ends[1]).write(String(repeating: "0123456789abcdef", count: 65_536))
        close(ends[1])
        done.wait()
        XCTAssertEqual(total.withLock { $0 }, 1_048_576)
    }

    /// A closed descriptor loses the text and never stops the process.
    func testAClosedDescriptorIsNoError() {
        StandardStream(descriptor: 999).write("lost\n")
    }
}
