import Foundation
import GitHubAPI
import SwiftHubViewModels
import XCTest

/// Numbers a server sends can be anything an `Int` holds: what the view models compute from
/// them stops at the bounds or refuses the value, and never traps.
final class ServerNumbersTests: XCTestCase {
    func testAStarToggledAtTheLargestCountStaysThere() {
        let state = [RemoteToggleState.Event.account("alice"), .count(Int.max), .answer(false), .toggle].reduce(
            RemoteToggleState(signInMessage: "")
        ) { $0.reduced(by: $1) }
        XCTAssertEqual(state.isOn, true)
        XCTAssertEqual(state.count, Int.max)
        let down = [RemoteToggleState.Event.account("alice"), .count(Int.min), .answer(true), .toggle].reduce(
            RemoteToggleState(signInMessage: "")
        ) { $0.reduced(by: $1) }
        XCTAssertEqual(down.count, Int.min)
    }

    /// GitHub's counts are never negative: one from a lying server is shown as 0, not as a
    /// count of minus something (issue 54).
    func testANegativeCountIsShownAsNone() {
        XCTAssertEqual(SearchViewModel.count(-3), "0 repositories")
        XCTAssertEqual(SearchViewModel.count(Int.min, of: .users), "0 users")
        XCTAssertEqual(SearchViewModel.count(1, of: .issues), "1 issue")
    }

    func testAHunkStartingPastTheLargestLineNumberIsANote() {
        XCTAssertEqual(
            DiffRow.parse(patch: "@@ -9223372036854775807,2 +9223372036854775807,2 @@ x\n+a\n-b\n"),
            [.note("@@ -9223372036854775807,2 +9223372036854775807,2 @@ x"), .note("+a"), .note("-b")])
        XCTAssertEqual(DiffRow.parse(patch: "@@ --5 +-5 @@\n a"), [.note("@@ --5 +-5 @@"), .note(" a")])
        XCTAssertEqual(
            DiffRow.parse(patch: "@@ -1000000000 +1000000000 @@\n+a"),
            [.hunk("@@ -1000000000 +1000000000 @@"), .added(new: 1_000_000_000, text: "a")])
        XCTAssertEqual(
            DiffRow.widestLineNumber(DiffRow.parse(patch: "@@ -1000000000 +1000000000 @@\n+a")), 1_000_000_000)
    }

    func testLanguageSharesStayWithinTheWholeAndTheBarWithinItsWidth() {
        let rows = [
            LanguageRow(name: "A", bytes: Int.max, total: 1), LanguageRow(name: "B", bytes: -5, total: 1),
            LanguageRow(name: "C", bytes: Int.min, total: Int.max),
        ]
        XCTAssertEqual(rows.map(\.share), [1, 0, 0])
        XCTAssertEqual(LanguageRow.barCells(rows, width: 80), [80, 0, 0])
        XCTAssertEqual(rows[0].percentText, "100.0 %")
        XCTAssertEqual(LanguageRow.size(Int.min), "-9223372036854775808 B")
    }

    func testADeviceCodesPollIntervalAndLifetimeAreBroughtWithinRange() throws {
        func decode(_ interval: String, _ expiry: String) throws -> DeviceCode {
            try GitHubJSON.decoder().decode(
                DeviceCode.self,
                from: Data(
                    #"{"device_code":"d","user_code":"u","verification_uri":"v","expires_in":\#(expiry),"interval":\#(interval)}"#
                        .utf8))
        }
        XCTAssertEqual(try decode("9223372036854775807", "-1").interval, 900)
        XCTAssertEqual(try decode("9223372036854775807", "-1").expiresIn, 0)
        XCTAssertEqual(try decode("0", "9223372036854775807").interval, 1)
        XCTAssertEqual(try decode("0", "9223372036854775807").expiresIn, 86_400)
        XCTAssertEqual(
            try decode("5", "900"),
            DeviceCode(deviceCode: "d", userCode: "u", verificationUri: "v", expiresIn: 900, interval: 5))
    }
}
