import TerminalUI
import XCTest

final class KeyDecoderTests: XCTestCase {
    private func decode(_ chunks: [[UInt8]], flush: Bool = false) -> [Key] {
        var decoder = KeyDecoder()
        var keys = chunks.flatMap { decoder.decode($0) }
        if flush { keys += decoder.flush() }
        return keys
    }

    func testPrintableControlAndEditingKeys() {
        XCTAssertEqual(
            decode([Array("a Z".utf8) + [0x0D, 0x09, 0x7F, 0x03, 0x01]]),
            [.character("a"), .character(" "), .character("Z"), .enter, .tab, .backspace, .control("c"), .control("a")])
    }

    func testEscapeSequences() {
        let bytes: [UInt8] = Array(
            "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[Z\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}OA\u{1B}[1~\u{1B}[4~\u{1B}[15~"
                .utf8)
        XCTAssertEqual(
            decode([bytes]),
            [
                .up, .down, .right, .left, .home, .end, .backTab, .delete, .pageUp, .pageDown, .up, .home, .end,
                .function(5),
            ])
    }

    func testSequenceSplitAcrossReadsIsKeptUntilComplete() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertTrue(decoder.hasPendingBytes)
        XCTAssertEqual(decoder.decode([UInt8(ascii: "["), UInt8(ascii: "3")]), [])
        XCTAssertEqual(decoder.decode([UInt8(ascii: "~"), UInt8(ascii: "x")]), [.delete, .character("x")])
        XCTAssertFalse(decoder.hasPendingBytes)
    }

    func testMultiByteTextSplitAcrossReads() {
        let hangul = Array("한글".utf8)
        XCTAssertEqual(
            decode([Array(hangul[0..<2]), Array(hangul[2..<4]), Array(hangul[4...])]),
            [.character("한"), .character("글")])
        XCTAssertEqual(decode([Array("é🙂".utf8)]), [.character("é"), .character("🙂")])
    }

    func testALoneEscapeIsTheEscapeKeyOnceFlushed() {
        XCTAssertEqual(decode([[0x1B]]), [])
        XCTAssertEqual(decode([[0x1B]], flush: true), [.escape])
        XCTAssertEqual(decode([[0x1B, 0x1B]]), [.escape])
    }

    func testInvalidBytesAreSkipped() {
        XCTAssertEqual(decode([[0xFF, UInt8(ascii: "a")]]), [.character("a")])
    }
    /// `ESC O` followed by something that is no SS3 final byte is Alt+O, and what follows
    /// decodes as itself: no byte of a Hangul character is lost.
    func testEscapeOFollowedByAMultiByteCharacterKeepsTheCharacter() {
        XCTAssertEqual(
            decode([[0x1B, UInt8(ascii: "O")] + Array("한".utf8)]), [.escape, .character("O"), .character("한")])
    }

    /// `ESC O` then a complete `ESC [ A`: Alt+O, then the arrow — not the characters [ and A.
    func testEscapeOFollowedByAnotherSequence() {
        XCTAssertEqual(
            decode([[0x1B, UInt8(ascii: "O"), 0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]]),
            [.escape, .character("O"), .up])
    }

    /// A CSI sequence cut short by a UTF-8 character is dropped up to that character, which
    /// decodes whole.
    func testACSISequenceInterruptedByAMultiByteCharacterKeepsTheCharacter() {
        XCTAssertEqual(
            decode([[0x1B, UInt8(ascii: "["), UInt8(ascii: "1")] + Array("글a".utf8)]),
            [.character("글"), .character("a")])
    }

    /// A CSI sequence with intermediate bytes (0x20–0x2F) runs to its final byte.
    func testCSIIntermediateBytesBelongToTheSequence() {
        XCTAssertEqual(decode([Array("\u{1B}[1 qx".utf8)]), [.character("x")])
    }

    /// Every scalar typed is a key, a byte-order mark included; malformed UTF-8 (an overlong
    /// form, an encoded surrogate, a value past U+10FFFF) is dropped byte by byte and decoding
    /// goes on.
    func testEveryScalarIsAKeyAndMalformedUTF8IsDropped() {
        XCTAssertEqual(
            decode([[0x61, 0xEF, 0xBB, 0xBF, 0x62, 0xC2, 0xAD]]),
            [.character("a"), .character("\u{FEFF}"), .character("b"), .character("\u{AD}")])
        XCTAssertEqual(decode([[0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x63]]), [.character("c")])
    }

    /// A control sequence that never ends (a pasted log starting `ESC [` and digits) is dropped
    /// once it is longer than any key's, up to and with its final byte, as it arrives: nothing
    /// stays pending, the keys after it come through, and a megabyte of it in 4 KiB reads is
    /// decoded in linear time (before: each read rescanned the sequence from its start; 1 MB took
    /// 4.4 s of CPU, 2 MB 20 s, and its final byte made it an arrow key).
    func testAnEndlessSequenceIsDroppedAsItArrives() {
        var decoder = KeyDecoder()
        let endless = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 1_048_576)
        var keys: [Key] = []
        var offset = 0
        while offset < endless.count {
            keys += decoder.decode(Array(endless[offset..<min(endless.count, offset + 4096)]))
            offset += 4096
            XCTAssertFalse(decoder.hasPendingBytes && offset > 4096, "nothing waits for the end")
        }
        keys += decoder.decode(Array(";2A".utf8) + [0x78, 0x1B, 0x5B, 0x42])
        XCTAssertEqual(keys, [.character("x"), .down])

        let longest =
            [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: KeyDecoder.maximumSequenceLength - 3) + [0x7E]
        XCTAssertEqual(decoder.decode(longest), [], "a 64-byte sequence is decoded (and means nothing)")
        XCTAssertEqual(
            decoder.decode(
                [0x1B, 0x5B] + Array(repeating: 0x31, count: KeyDecoder.maximumSequenceLength - 2) + [0x41, 0x79]),
            [.character("y")], "a 65-byte one is dropped whole, even when it arrives in one read")
        XCTAssertEqual(decoder.decode(Array("\u{1B}[1;5A".utf8)), [.up])
    }
}

final class DisplayWidthTests: XCTestCase {
    /// A word of 100,000 characters (a server's) is cut into full lines in one pass; a word
    /// after it joins the remainder's line when it fits.
    func testAVeryLongWordWrapsIntoFullLines() {
        let lines = DisplayWidth.wrap(String(repeating: "ab", count: 50_000) + "a b", toWidth: 80)
        XCTAssertEqual(lines.count, 1_251)
        XCTAssertEqual(Set(lines.dropLast()), [String(repeating: "ab", count: 40)])
        XCTAssertEqual(lines.last, "a b")
        XCTAssertEqual(DisplayWidth.wrap("가나 다", toWidth: 1), ["가", "나", "다"])
        XCTAssertEqual(DisplayWidth.wrap("abcde fg", toWidth: 2), ["ab", "cd", "e", "fg"])
    }

    func testWrapBreaksAtSpacesByDisplayWidthAndCutsOverlongWords() {
        XCTAssertEqual(DisplayWidth.wrap("한국어 저장소 list", toWidth: 7), ["한국어", "저장소", "list"])
        XCTAssertEqual(
            DisplayWidth.wrap("a supercalifragilistic b", toWidth: 8), ["a", "supercal", "ifragili", "stic b"])
        XCTAssertEqual(DisplayWidth.wrap("한", toWidth: 1), ["한"])
        XCTAssertEqual(DisplayWidth.wrap("anything", toWidth: 0), [])
    }

    func testWidthsOfCharacters() {
        XCTAssertEqual(DisplayWidth.of("a"), 1)
        XCTAssertEqual(DisplayWidth.of("한"), 2)
        XCTAssertEqual(DisplayWidth.of("漢"), 2)
        XCTAssertEqual(DisplayWidth.of("🙂"), 2)
        XCTAssertEqual(DisplayWidth.of("é"), 1)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("한국어 abc"), 10)
    }

    func testTruncationCutsAtACharacterBoundaryWithAnEllipsis() {
        XCTAssertEqual(DisplayWidth.truncate("Hello, world", toWidth: 8), "Hello, …")
        XCTAssertEqual(DisplayWidth.truncate("한국어저장소", toWidth: 5), "한국…")
        XCTAssertEqual(DisplayWidth.truncate("한국어저장소", toWidth: 6), "한국…")
        XCTAssertEqual(DisplayWidth.truncate("short", toWidth: 10), "short")
        XCTAssertEqual(DisplayWidth.pad("한", toWidth: 4), "한  ")
    }
}

final class CanvasAndRendererTests: XCTestCase {
    func testWideCharactersTakeTwoCellsAndClipAtTheEdge() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        let drawn = canvas.draw("한글ab", at: Point(x: 0, y: 0))
        XCTAssertEqual(drawn, 5)
        XCTAssertEqual(canvas.lines, ["한글a"])
        var clipped = Canvas(size: Size(width: 3, height: 1))
        clipped.draw("a한글", at: Point(x: 0, y: 0))
        XCTAssertEqual(clipped.lines, ["a한"])
        var edge = Canvas(size: Size(width: 2, height: 1))
        edge.draw("a한", at: Point(x: 0, y: 0))
        XCTAssertEqual(edge.lines, ["a"])
    }

    func testOverwritingHalfAWideCharacterClearsTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.draw("한글", at: Point(x: 0, y: 0))
        canvas.draw("x", at: Point(x: 1, y: 0))
        XCTAssertEqual(canvas.lines, [" x글"])
    }

    func testAOneCellChangeWritesAFewBytes() {
        var renderer = FrameRenderer()
        var frame = Canvas(size: Size(width: 80, height: 24))
        frame.draw(String(repeating: "x", count: 80), at: Point(x: 0, y: 10))
        let first = renderer.render(frame)
        XCTAssertTrue(first.contains("\u{1B}[2J"), "the first frame clears the screen")
        XCTAssertGreaterThan(first.utf8.count, 80)
        frame.draw("y", at: Point(x: 40, y: 10))
        let second = renderer.render(frame)
        XCTAssertEqual(second, "\u{1B}[?25l\u{1B}[11;41H\u{1B}[0my")
        XCTAssertEqual(renderer.render(frame), "\u{1B}[?25l", "an unchanged frame writes nothing but the cursor state")
    }

    func testStylesAndCursorAreEncoded() {
        var renderer = FrameRenderer()
        var frame = Canvas(size: Size(width: 4, height: 1))
        _ = renderer.render(frame)
        frame.draw("ab", at: Point(x: 1, y: 0), style: TextStyle(bold: true, foreground: .red))
        frame.cursor = Point(x: 3, y: 0)
        XCTAssertEqual(renderer.render(frame), "\u{1B}[?25l\u{1B}[1;2H\u{1B}[0;1;31mab\u{1B}[0m\u{1B}[1;4H\u{1B}[?25h")
    }

    func testInvalidateRedrawsEverything() {
        var renderer = FrameRenderer()
        let frame = Canvas(size: Size(width: 3, height: 1))
        _ = renderer.render(frame)
        renderer.invalidate()
        XCTAssertTrue(renderer.render(frame).contains("\u{1B}[2J"))
    }
}
