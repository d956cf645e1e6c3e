import RetrospectViewModels
import XCTest

/// A day typed in the form is a real day written YYYY-MM-DD; anything else is refused, never
/// handed to a formatter that could trap on it.
final class CalendarDayTests: XCTestCase {
    func testRealDaysOnly() {
        XCTAssertEqual(
            ["2028-02-29", "2026-02-29", "2026-1-05", "2026-01-05", "+026-01-05", "2026-13-01"].map(
                CalendarDay.isValid),
            [true, false, false, true, false, false])
    }

    /// Foundation's DateFormatter traps ("Incorrect range") on "2026-1" followed by a variation
    /// selector of the supplement — ten UTF-8 bytes with a character outside the BMP.
    func testTextOutsideASCIIIsRefusedWithoutTrapping() {
        XCTAssertFalse(CalendarDay.isValid("2026-1\u{E01D5}"))
        XCTAssertFalse(CalendarDay.isValid("２０２６-１２-０１"))
        XCTAssertFalse(CalendarDay.isValid("٢٠٢٦-١٢-٠١"))
        XCTAssertFalse(CalendarDay.isValid("2026-12-0\u{301}"))
    }
}
