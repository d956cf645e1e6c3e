import WebUI
import XCTest

final class HTMLEscapingTests: XCTestCase {
    func testMarkupCharactersBecomeReferences() {
        XCTAssertEqual(
            HTML.escape(#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
    }

    func testControlsBecomeReplacementCharactersButTabAndNewlineStay() {
        XCTAssertEqual(
            HTML.escape("a\u{0}b\u{1B}[31mc\u{7F}d\u{85}e\tf\ng\u{FFFF}"),
            "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\u{FFFD}e\tf\ng\u{FFFD}")
    }

    func testTextOutsideASCIIIsKeptAsItIs() {
        XCTAssertEqual(HTML.escape("한국어 👍🏽 e\u{301}"), "한국어 👍🏽 e\u{301}")
    }
}
