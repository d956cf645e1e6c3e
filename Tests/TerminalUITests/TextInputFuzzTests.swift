import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// What a user types and pastes, from every Unicode category (``HostileText``), one scalar at a
/// time as a terminal sends it and in bursts as a paste brings it, with cursor moves and
/// deletions between: the field never traps, reports the text a reference model of the same
/// edits computes, keeps its cursor on it, and draws inside its frame. Seeded, so a failure
/// names the seed that reproduces it; CI runs every seed below on each run.
final class TextInputFuzzTests: WidgetTestCase, @unchecked Sendable {
    static let sessions = 300
    static let editsPerSession = 60

    /// A text field as the reference model sees it: the text and the cursor, counted in
    /// characters, edited through `String.Index` rather than the field's character arrays.
    struct FieldModel {
        var text = ""
        var cursor = 0

        mutating func apply(_ key: Key) {
            let split = text.index(text.startIndex, offsetBy: min(cursor, text.count))
            var before = String(text[..<split])
            var after = String(text[split...])
            switch key {
            case .character(let character): before.append(character)
            case .backspace where !before.isEmpty: before.removeLast()
            case .delete where !after.isEmpty: after.removeFirst()
            case .control("u"): (before, after) = ("", "")
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(text.count, cursor + 1)
            case .home, .control("a"): cursor = 0
            case .end, .control("e"): cursor = text.count
            default: break
            }
            switch key {
            case .character, .backspace, .delete, .control("u"):
                text = before + after
                cursor = min(before.count, text.count)
            default: break
            }
        }
    }

    private static let moves: [Key] = [
        .left, .right, .home, .end, .backspace, .delete, .control("a"), .control("e"), .backspace, .left,
    ]

    func testATextFieldTakesAnythingTypedOrPastedAndAgreesWithTheModel() {
        MainActor.assumeIsolated {
            var cases = 0
            for seed in 0..<UInt64(Self.sessions) {
                var random = HostileText(seed: seed)
                let fieldWidth = 1 + random.below(24)
                let field = TextField()
                field.sizing = .fixed(fieldWidth)
                let left = Label("[")
                let right = Label("]")
                let row = StackView(axis: .horizontal, [left, field, right])
                let (screen, _) = terminal(row, width: fieldWidth + 12, height: 4)
                screen.application.renderIfNeeded()
                let outside = (0..<(fieldWidth + 12)).filter { !(field.frame.x..<field.frame.maxX).contains($0) }
                let cellsOutside = outside.map { screen.application.lastFrame[$0, 1] }
                XCTAssertEqual(cellsOutside.first?.character, "[")
                var model = FieldModel()
                for _ in 0..<Self.editsPerSession {
                    let keys: [Key]
                    switch random.below(10) {
                    case 0..<5: keys = [.character(Character(random.scalar()))]
                    case 5..<7: keys = random.burst(maximum: 12).map { .character(Character($0)) }
                    case 7: keys = [.control("u")]
                    default: keys = [Self.moves[random.below(Self.moves.count)]]
                    }
                    for key in keys {
                        _ = field.handle(key)
                        model.apply(key)
                        cases += 1
                    }
                    XCTAssertEqual(field.text, model.text, "seed \(seed)")
                    XCTAssertEqual(field.cursor, model.cursor, "seed \(seed)")
                    screen.application.renderIfNeeded()
                    let frame = screen.application.lastFrame
                    XCTAssertEqual(
                        outside.map { frame[$0, 1] }, cellsOutside, "seed \(seed): drawn outside the field's frame")
                    if let cursor = frame.cursor {
                        XCTAssertTrue(
                            (field.frame.x..<field.frame.maxX).contains(cursor.x), "seed \(seed): cursor \(cursor)")
                    } else {
                        XCTFail("seed \(seed): the focused field shows its cursor")
                    }
                }
            }
            XCTAssertEqual(cases > Self.sessions * Self.editsPerSession, true)
        }
    }

    /// The multi-line editor under the same input, with Enter and line moves: the text agrees
    /// with a model of characters in which a typed scalar joins the character before the
    /// cursor when they form one; every row drawn fits the view.
    func testATextViewTakesAnythingTypedOrPastedAndAgreesWithTheModel() {
        MainActor.assumeIsolated {
            for seed in 0..<UInt64(Self.sessions / 2) {
                var random = HostileText(seed: 1_000 + seed)
                let width = 10 + random.below(20)
                let editor = TextView(preferredLines: 3)
                let (screen, _) = terminal(editor, width: width, height: 5)
                var characters: [Character] = []
                for _ in 0..<Self.editsPerSession {
                    let keys: [Key]
                    switch random.below(10) {
                    case 0..<5: keys = [.character(Character(random.scalar()))]
                    case 5..<7: keys = random.burst(maximum: 12).map { .character(Character($0)) }
                    case 7: keys = [.enter]
                    case 8: keys = [[.up, .down, .home, .end, .left, .right][random.below(6)]]
                    default: keys = [[.backspace, .delete][random.below(2)]]
                    }
                    for key in keys {
                        let cursor = editor.cursor
                        _ = editor.handle(key)
                        switch key {
                        case .character(let character):
                            if cursor > 0, (String(characters[cursor - 1]) + String(character)).count == 1 {
                                characters[cursor - 1] = Character(String(characters[cursor - 1]) + String(character))
                                XCTAssertEqual(editor.cursor, cursor, "seed \(seed)")
                            } else {
                                characters.insert(character, at: cursor)
                                XCTAssertEqual(editor.cursor, cursor + 1, "seed \(seed)")
                            }
                        case .enter:
                            characters.insert("\n", at: cursor)
                            XCTAssertEqual(editor.cursor, cursor + 1, "seed \(seed)")
                        case .backspace where cursor > 0:
                            characters.remove(at: cursor - 1)
                            XCTAssertEqual(editor.cursor, cursor - 1, "seed \(seed)")
                        case .delete where cursor < characters.count:
                            characters.remove(at: cursor)
                            XCTAssertEqual(editor.cursor, cursor, "seed \(seed)")
                        default:
                            XCTAssertTrue((0...characters.count).contains(editor.cursor), "seed \(seed)")
                        }
                    }
                    XCTAssertEqual(editor.text, String(characters), "seed \(seed)")
                    screen.application.renderIfNeeded()
                    let frame = screen.application.lastFrame
                    for line in frame.lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "seed \(seed)") }
                    if let cursor = frame.cursor {
                        XCTAssertTrue(
                            (editor.frame.x..<editor.frame.maxX).contains(cursor.x)
                                && (editor.frame.y..<editor.frame.maxY).contains(cursor.y),
                            "seed \(seed): cursor \(cursor) outside \(editor.frame)")
                    } else {
                        XCTFail("seed \(seed): the focused editor shows its cursor")
                    }
                }
            }
        }
    }

    /// Bytes from the terminal, split across reads anywhere: text (any scalar but the C0
    /// controls, DEL and Escape) decodes to exactly its scalars as character keys; random
    /// bytes, broken UTF-8 and escape sequences cut short decode without a trap.
    func testTheKeyDecoderTakesAnyBytesSplitAnywhere() {
        for seed in 0..<UInt64(Self.sessions) {
            var random = HostileText(seed: 5_000 + seed)
            let scalars = random.burst(maximum: 40).filter { $0.value >= 0x20 && $0.value != 0x7F }
            let bytes = Array(String(String.UnicodeScalarView(scalars)).utf8)
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + random.below(6))
                keys += decoder.decode(Array(bytes[start..<end]))
                start = end
            }
            keys += decoder.flush()
            XCTAssertEqual(keys, scalars.map { .character(Character($0)) }, "seed \(seed)")

            let noise = (0..<(1 + random.below(64))).map { _ -> UInt8 in
                [0x1B, 0x5B, 0x4F, 0x3B, 0x7E, 0xC3, 0xED, 0xF4, 0xFF][random.below(9)] &+ UInt8(random.below(4))
            }
            var noisy = KeyDecoder()
            let decoded = noisy.decode(noise) + noisy.flush()
            XCTAssertLessThanOrEqual(decoded.count, noise.count, "seed \(seed)")
            XCTAssertFalse(noisy.hasPendingBytes, "seed \(seed)")
        }
    }
}
