import WebUI
import XCTest

final class WireFormatTests: XCTestCase {
    func testPatchesAreJSONWithSortedKeys() {
        XCTAssertEqual(
            WebPatch.json([
                .replace(id: "w1", html: "<p id=\"w1\">a/b</p>"), .append(id: "w2", html: "<li></li>"),
                .remove(id: "w3.1"),
                .text(id: "w4", text: "\u{1B}</script>"), .attribute(id: "w5", name: "hidden", value: nil),
                .attribute(id: "w5", name: "disabled", value: ""), .value(id: "w6", text: ""), .focus(id: "w7.0"),
                .title("T"),
            ]),
            #"[{"html":"<p id=\"w1\">a/b</p>","id":"w1","op":"replace"},{"html":"<li></li>","id":"w2","op":"append"},"#
                + #"{"id":"w3.1","op":"remove"},{"id":"w4","op":"text","text":"\u001b</script>"},"#
                + #"{"id":"w5","name":"hidden","op":"attribute","value":null},{"id":"w5","name":"disabled","op":"attribute","value":""},"#
                + #"{"id":"w6","op":"value","text":""},{"id":"w7.0","op":"focus"},{"op":"title","text":"T"}]"#)
    }

    func testEventsDecodeFromTheClientsMessages() throws {
        func decode(_ json: String) throws -> WebEvent { try WebEvent.decode(Array(json.utf8)) }
        XCTAssertEqual(try decode(#"{"t":"activate","id":"w3"}"#), .activate(id: "w3", index: nil))
        XCTAssertEqual(try decode(#"{"t":"activate","id":"w3","i":2}"#), .activate(id: "w3", index: 2))
        XCTAssertEqual(try decode(#"{"t":"input","id":"w10","v":"héllo"}"#), .input(id: "w10", text: "héllo"))
        XCTAssertEqual(try decode(#"{"t":"submit","id":"w10"}"#), .submit(id: "w10"))
        XCTAssertEqual(try decode(#"{"t":"focus","id":"w7","i":0}"#), .focus(id: "w7", index: 0))
        XCTAssertEqual(try decode(#"{"t":"key","k":"Escape"}"#), .key("Escape"))
    }

    func testMessagesOutOfBoundsAreRefused() {
        func error(_ json: String) -> WebEvent.DecodingError? {
            do {
                _ = try WebEvent.decode(Array(json.utf8))
                return nil
            } catch { return error }
        }
        let huge = #"{"t":"input","id":"w1","v":""# + String(repeating: "a", count: 20_000) + #""}"#
        XCTAssertEqual(error(huge), .tooLarge(bytes: 20_030))
        XCTAssertEqual(error("not json"), .malformed)
        XCTAssertEqual(error(#"{"t":"activate","id":"body"}"#), .malformed, "only ids the document gives")
        XCTAssertEqual(error(#"{"t":"activate","id":"w1234567890"}"#), .malformed)
        XCTAssertEqual(error(#"{"t":"activate","id":"w1","i":-1}"#), .malformed)
        XCTAssertEqual(error(#"{"t":"key","k":"ThisIsNotAKeyName"}"#), .malformed)
        XCTAssertEqual(error(#"{"t":"input","id":"w1"}"#), .malformed)
        XCTAssertEqual(error(#"{"t":"eval","id":"w1"}"#), .malformed)
    }
}
