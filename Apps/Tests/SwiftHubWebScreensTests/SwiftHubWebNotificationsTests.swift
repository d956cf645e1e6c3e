import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import WebUI
import XCTest

@testable import SwiftHubWebScreens

/// The Notifications tab in the browser with the terminal's keys: `m` marks the thread the
/// focus is on (and nothing when the focus is elsewhere), `M` or the button marks them all.
final class SwiftHubWebNotificationsTests: RxTestCase, @unchecked Sendable {
    func testMMarksTheFocusedThreadAndShiftMMarksAll() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            service.accountRelay.accept(service.data.user("alice"))
            let router = SwiftHubWebRouter(service: service, now: { FixtureData.standardBase })
            let tabs = router.tabs(login: "alice")
            let page = HeadlessBrowser(root: tabs)
            tabs.select(SwiftHubWebRouter.Tab.notifications.rawValue)
            page.refresh()
            let screen = try XCTUnwrap(tabs.topScreen as? NotificationsWebScreen)
            XCTAssertEqual(screen.keyHints.text, "Enter: open  m: read  M: all read  r: refresh")
            let writes = { service.requests.filter { !$0.hasPrefix("GET") } }
            page.focus(screen.filter, index: 0)
            page.press("m")
            XCTAssertEqual(writes(), [], "m with the focus off the list marks nothing")
            let unread = service.data.notifications(of: "alice").filter(\.unread)
            let row = try XCTUnwrap(
                (0..<screen.list.numberOfRows).first { row in
                    guard case .thread(let thread, true)? = screen.list.model(at: row) as NotificationRow? else {
                        return false
                    }
                    return thread.id == unread[0].id
                })
            page.focus(screen.list, index: row)
            page.press("m")
            XCTAssertEqual(writes(), ["PATCH /notifications/threads/\(unread[0].id)"])
            page.press("M")
            XCTAssertEqual(writes(), ["PATCH /notifications/threads/\(unread[0].id)", "PUT /notifications"])
            XCTAssertEqual(service.readNotifications, Set(service.data.notifications(of: "alice").map(\.id)))
            if let mismatch = page.patchedPageMismatch { XCTFail(mismatch) }
            page.document.close()
        }
    }
}
