import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The dimensions issue 54 found the fuzzers never grew, for the terminal toolkit: pastes up to
/// a megabyte, window sizes from 1×1 to 65535×65535, control sequences that never end, and
/// outside text on its way out of the process. Seeded; CI runs every seed on each run.
final class HostileInputFuzzTests: WidgetTestCase, @unchecked Sendable {
    /// Pastes of 1 byte to 64 KiB and of 1 MiB (hostile text up to 16 KiB, printable lines past it) into a
    /// field and an editor at a random cursor, as one batch: the text is the text before the
    /// cursor, the paste and the text after it, the field's cursor stands after the paste, and
    /// a Ctrl-C in a batch quits with nothing of it typed.
    func testPastesUpToAMegabyteAreTakenWholeAtTheCursor() {
        MainActor.assumeIsolated {
            var random = HostileText(seed: 54)
            for round in 0..<24 {
                // Sizes spread over 2^0 … 2^16 bytes, and one paste of a megabyte.
                let bytes = round == 0 ? 1_048_576 : 1 << random.below(17)
                let pasted: String
                if bytes <= 16_384 {
                    pasted = random.string(maximumLength: bytes)
                } else {
                    let line = String(repeating: "paste ", count: 10) + "\n"
                    pasted = String(repeating: line, count: bytes / line.utf8.count)
                }
                let existing = random.string(maximumLength: 20)
                let inEditor = round % 2 == 1
                let field = TextField(text: existing)
                let editor = TextView(text: existing)
                let (screen, _) = terminal(inEditor ? editor : field, width: 30, height: 6)
                let moves = random.below(existing.count + 1)
                for _ in 0..<moves { screen.send(.left) }
                let cursor = existing.count - moves
                let split = existing.index(existing.startIndex, offsetBy: cursor)
                let keys = pasted.unicodeScalars.map { $0 == "\n" ? Key.enter : Key.character(Character($0)) }
                screen.send(batch: inEditor ? keys : keys.filter { $0 != .enter })
                let typed =
                    inEditor ? pasted : String(String.UnicodeScalarView(pasted.unicodeScalars.filter { $0 != "\n" }))
                let expected = String(existing[..<split]) + typed + String(existing[split...])
                XCTAssertEqual(inEditor ? editor.text : field.text, expected, "round \(round), \(bytes) bytes")
                if !inEditor {
                    XCTAssertEqual(field.cursor, (String(existing[..<split]) + typed).count, "round \(round)")
                }
                XCTAssertTrue(screen.lines.allSatisfy { DisplayWidth.of($0) <= 30 }, "round \(round)")
                screen.send(batch: [.character("a"), .control("c"), .character("b")])
                XCTAssertEqual(screen.application.quitRequest?.status, 130)
                XCTAssertEqual(inEditor ? editor.text : field.text, expected, "round \(round): Ctrl-C first")
            }
        }
    }

    /// Windows of every size from 1×1 to 65535×65535 (each side spread over 2^0 … 2^16), in
    /// random order: the frame is the window up to 1,000×1,000 and a message past it, nothing
    /// drawn is wider than the frame, and the field keeps its text throughout.
    func testWindowsFromOneByOneToTheLargestAreDrawnOrRefused() {
        MainActor.assumeIsolated {
            var random = HostileText(seed: 3)
            let field = TextField(text: "kept")
            let list = ListView()
            let (screen, testScreen) = terminal(StackView(axis: .vertical, [field, list]), width: 40, height: 10)
            testScreen.minimum = Size(width: 1, height: 1)
            var sizes = [(1, 1), (65535, 65535), (1000, 1), (1, 1000), (1001, 1), (1, 1001), (0, 0)]
            for _ in 0..<60 {
                let side = { (random: inout HostileText) in min(65535, (1 << random.below(17)) + random.below(3) - 1) }
                sizes.append((max(0, side(&random)), max(0, side(&random))))
            }
            for (width, height) in sizes {
                // What a debug build can draw quickly; larger drawn windows are the release build's.
                guard width * height <= 60_000 || width > 1000 || height > 1000 else { continue }
                screen.resize(width: width, height: height)
                let frame = screen.application.lastFrame
                let tooLarge =
                    width > TerminalApplication.maximumSize.width || height > TerminalApplication.maximumSize.height
                XCTAssertEqual(
                    frame.size,
                    tooLarge
                        ? Size(width: min(width, 80), height: min(height, 24)) : Size(width: width, height: height),
                    "\(width)×\(height)")
                XCTAssertTrue(frame.lines.allSatisfy { DisplayWidth.of($0) <= frame.size.width }, "\(width)×\(height)")
            }
            XCTAssertEqual(field.text, "kept")
        }
    }

    /// Control sequences of 0 to 200,000 parameter bytes, each ended by a final byte and an
    /// "x", split into reads of 1 byte to 8 KiB: every "x" comes through, nothing else does, and
    /// the decoder never holds a sequence longer than its bound.
    func testUnfinishedAndOverlongSequencesNeverHoldKeysBack() {
        var random = HostileText(seed: 9)
        for _ in 0..<8 {
            var bytes: [UInt8] = []
            var sequences = 0
            while bytes.count < 200_000 {
                let length = random.below(4) == 0 ? random.below(200_000) : random.below(80)
                let parameters = (0..<length).map { _ in UInt8(0x20 + random.below(0x20)) }
                // "q" ends a sequence that means no key.
                bytes += [0x1B, 0x5B] + parameters + [UInt8(ascii: "q"), UInt8(ascii: "x")]
                sequences += 1
            }
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 1 + random.below(8192))
                keys += decoder.decode(Array(bytes[offset..<end]))
                offset = end
            }
            keys += decoder.flush()
            XCTAssertEqual(keys, Array(repeating: .character("x"), count: sequences))
        }
    }

    /// Outside text on its way out — an exit message, a frame of labels, a field and a title —
    /// carries nothing a terminal acts on: past our own CSI sequences, no C0 or C1 control and
    /// no bidi control reaches the output.
    func testOutsideTextLeavesOnlyAsStandIns() {
        MainActor.assumeIsolated {
            var random = HostileText(seed: 1)
            for round in 0..<150 {
                var text = random.string(maximumLength: 40)
                text += String(decoding: (0..<random.below(24)).map { _ in UInt8(random.below(256)) }, as: UTF8.self)
                text += ["\u{1B}]52;c;aGk=\u{07}", "\u{9B}31m", "\u{1B}[2J", "\u{202E}", "\r"][random.below(5)]
                let label = Label(text)
                let field = TextField(text: text)
                let screen = TestScreen(title: text, content: StackView(axis: .vertical, [label, field]))
                let terminal = HeadlessTerminal(width: 50, height: 6, root: NavigationController(root: screen))
                terminal.application.quit(status: 1, message: text)
                let written = terminal.output + (terminal.application.quitRequest?.message ?? "")
                XCTAssertEqual(Self.actedOn(in: written), [], "round \(round): \(text.unicodeScalars.map(\.value))")
            }
        }
    }

    /// The scalars of `output` a terminal would act on, once our own CSI sequences
    /// (`ESC [ parameters final`) are taken out; line feeds and tabs, which an exit message
    /// keeps, count as layout.
    static func actedOn(in output: String) -> [UInt32] {
        var scalars = Array(output.unicodeScalars)[...]
        var found: [UInt32] = []
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars = scalars.dropFirst().drop { (0x20...0x3F).contains($0.value) }.dropFirst()
                continue
            }
            if scalar == "\n" || scalar == "\t" { continue }
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.properties.isBidiControl {
                found.append(scalar.value)
            }
        }
        return found
    }
}
