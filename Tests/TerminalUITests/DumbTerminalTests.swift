import TerminalUI
import XCTest

/// `TERM=dumb` (issue 54, cosmetic): a terminal that cannot move the cursor is refused with a
/// reason, before anything is written to it, rather than sent the sequences that draw a screen.
final class DumbTerminalTests: XCTestCase {
    func testTERMDumbIsRefusedWithAReason() {
        let reason = MainActor.assumeIsolated { () -> String? in
            do {
                _ = try TTYTerminal(environment: ["TERM": "dumb"])
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(reason, "this terminal (TERM=dumb) cannot draw screens; run it in one that can")
    }
}
