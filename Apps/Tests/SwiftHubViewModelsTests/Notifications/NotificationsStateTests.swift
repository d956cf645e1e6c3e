import GitHubAPI
import SwiftHubViewModels
import XCTest

/// The notifications screen's state, as a pure value: which change loads what.
final class NotificationsStateTests: XCTestCase {
    private func reduce(_ changes: [NotificationsState.Change]) -> [NotificationsQuery?] {
        var state = NotificationsState()
        return changes.map { change in
            state = state.reduced(by: change)
            return state.started
        }
    }

    func testALoadWaitsForTheAccountAndSigningInOrOutLoadsAgain() {
        XCTAssertEqual(
            reduce([.load, .account(nil), .load, .account(nil), .account("alice"), .account(nil)]),
            [
                nil, nil, NotificationsQuery(filter: .unread, isSignedIn: false), nil,
                NotificationsQuery(filter: .unread, isSignedIn: true),
                NotificationsQuery(filter: .unread, isSignedIn: false),
            ])
    }

    func testANewFilterLoadsItAndTheSameFilterAgainDoesNothing() {
        var state = NotificationsState().reduced(by: .account("alice"))
        state = state.reduced(by: .filter(.unread))
        XCTAssertNil(state.started)
        XCTAssertFalse(state.filterChanged)
        state = state.reduced(by: .filter(.participating))
        XCTAssertEqual(state.started, NotificationsQuery(filter: .participating, isSignedIn: true))
        XCTAssertTrue(state.filterChanged)
        state = state.reduced(by: .load)
        XCTAssertEqual(state.started, NotificationsQuery(filter: .participating, isSignedIn: true))
        XCTAssertFalse(state.filterChanged)
    }
}
