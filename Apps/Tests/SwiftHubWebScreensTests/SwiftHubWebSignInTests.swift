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

/// The two other ways in, from the token screen's buttons as from the terminal's Ctrl-D and
/// Ctrl-B: GitHub's device flow (polling only while its page is shown) and a username with a
/// password. Each signs in, and the Events tab shows the account's feed.
final class SwiftHubWebSignInTests: SwiftHubWebTestCase, @unchecked Sendable {
    /// The tabs of a page opened for octocat (the offline fallback), timed on `scheduler`.
    @MainActor
    private func openTabs(_ service: FakeGitHub, scheduler: SchedulerType) throws -> (HeadlessBrowser, TabBarController)
    {
        let router = SwiftHubWebRouter(service: service, scheduler: scheduler, now: { FixtureData.standardBase })
        router.signInPasswordHint = "Offline, LOGIN with the password fixture-LOGIN."
        let launch = LaunchViewModel(
            service: service, request: LaunchRequest(fallback: service.data.user("octocat")), forgetSavedToken: {})
        let root = SwiftHubWebRoot(viewModel: launch, router: router)
        let page = HeadlessBrowser(root: root)
        page.refresh()
        return (page, try XCTUnwrap(root.tabs, page.html))
    }

    func testTheDeviceFlowShowsTheCodePollsWhileShownAndSignsIn() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler)
            let (page, tabs) = try openTabs(service, scheduler: scheduler)
            scheduler.advanceTo(50)
            page.refresh()
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            page.click(events.signIn)
            let login = try XCTUnwrap(tabs.topScreen as? LoginWebScreen)
            page.click(login.deviceSignIn)
            let device = try XCTUnwrap(tabs.topScreen as? DeviceSignInWebScreen)
            XCTAssertEqual(page.title, "Sign in with a device code")
            XCTAssertTrue(device.signIn.isHidden, "no Sign in in the header of a sign-in screen")
            scheduler.advanceTo(100)
            page.refresh()
            XCTAssertEqual(device.code.text, "KCWT-TWCK")
            XCTAssertEqual(
                device.instructions.text, "Open http://fixture.github.invalid/login/device and enter this code:")
            XCTAssertEqual(device.status.text, "Waiting for you to approve the code…")
            // On another tab the page no longer shows it: no poll is sent there.
            let polls = { service.requests.filter { $0 == "POST /login/oauth/access_token" }.count }
            let before = polls()
            tabs.select(SwiftHubWebRouter.Tab.search.rawValue)
            page.refresh()
            scheduler.advanceTo(400)
            XCTAssertEqual(polls(), before, "no poll while the tab is hidden")
            service.approveDeviceCodes(as: "alice")
            tabs.select(SwiftHubWebRouter.Tab.events.rawValue)
            page.refresh()
            scheduler.advanceTo(500)
            page.refresh()
            XCTAssertGreaterThan(polls(), before)
            XCTAssertEqual(tabs.selectedNavigation?.screens.count, 1, "the device and token screens gave way")
            XCTAssertEqual(page.title, "Events · alice")
            XCTAssertEqual((tabs.topScreen as? EventsWebScreen)?.account.text, "Signed in as alice")
            finish(page)
        }
    }

    func testAUsernameAndPasswordSignIn() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (page, tabs) = try openTabs(service, scheduler: MainScheduler.instance)
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            page.click(events.signIn)
            let login = try XCTUnwrap(tabs.topScreen as? LoginWebScreen)
            page.click(login.basicSignIn)
            let basic = try XCTUnwrap(tabs.topScreen as? BasicSignInWebScreen)
            XCTAssertEqual(page.title, "Sign in with a username and password")
            XCTAssertEqual(page.focusedID, page.id(of: basic.username), "the username first")
            XCTAssertTrue(page.html.contains(#"type="password""#), "the password is a password field")
            XCTAssertTrue(page.html.contains("Offline, LOGIN with the password fixture-LOGIN."), page.html)
            XCTAssertFalse(basic.button.isEnabled)
            page.type("alice", into: basic.username)
            page.type("wrong-password", into: basic.password)
            page.submit(basic.password)
            XCTAssertEqual(basic.banner.message, "GitHub answered 401: Bad credentials")
            XCTAssertTrue(tabs.topScreen === basic, "a refused sign-in stays, with what was typed")
            XCTAssertEqual(basic.username.text, "alice")
            page.send(.input(id: page.id(of: basic.password), text: "fixture-alice"))
            page.click(basic.button)
            XCTAssertEqual(tabs.selectedNavigation?.screens.count, 1, "both sign-in screens gave way")
            XCTAssertEqual(page.title, "Events · alice")
            finish(page)
        }
    }
}
