import GitHubAPI
import GitHubSession
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import WebUI
import XCTest

@testable import SwiftHubWebScreens

/// SwiftHub's web screens headless, over the offline GitHub's routes in memory, through the same
/// view models as the terminal screens: the tabs, search, a repository, its issues, an issue
/// with its comments, a comment and a new issue written and sent, and the sign-in. Every test
/// checks that the patches rebuild the page and that closing it leaves no resource behind.
final class SwiftHubWebScreensTests: SwiftHubWebTestCase, @unchecked Sendable {
    /// A tab's page as `swifthub --web` builds it, opened for octocat (the offline fallback).
    @MainActor
    private func openTabs(
        _ service: FakeGitHub, scheduler: SchedulerType = MainScheduler.instance
    ) -> (HeadlessBrowser, SwiftHubWebRoot, TabBarController) {
        let router = SwiftHubWebRouter(service: service, scheduler: scheduler)
        router.signInTokenHint = "Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat."
        let launch = LaunchViewModel(
            service: service, request: LaunchRequest(fallback: service.data.user("octocat")), forgetSavedToken: {})
        let root = SwiftHubWebRoot(viewModel: launch, router: router)
        let page = HeadlessBrowser(root: root)
        page.refresh()
        guard let tabs = root.tabs else {
            XCTFail("the launch did not open the tabs: \(page.html)")
            return (page, root, TabBarController(tabs: []))
        }
        return (page, root, tabs)
    }

    /// The row of `list` whose text is `text`.
    @MainActor
    private func row(_ text: String, of list: ListView) -> Int? {
        (0..<list.numberOfRows).first { list.cell(at: $0)?.text == text }
    }

    func testEachTabsStackHasTheStreamInspectorAndF12OpensItForItsTopScreen() {
        MainActor.assumeIsolated {
            let (page, _, tabs) = openTabs(FakeGitHub(scheduler: nil))
            XCTAssertEqual(tabs.tabs.map { $0.navigation.inspector != nil }, [true, true, true, true, true])
            XCTAssertTrue(page.html.contains(#"aria-expanded="false">Streams (F12)</button>"#), page.html)
            XCTAssertFalse(page.html.contains("Stream inspector · "), "closed until asked for")
            page.press("F12")
            XCTAssertTrue(page.html.contains(#"aria-expanded="true">Streams (F12)</button>"#), page.html)
            XCTAssertTrue(page.html.contains("Stream inspector · Events · octocat</h2>"), page.html)
            page.press("F12")
            XCTAssertFalse(page.html.contains("Stream inspector · "), "F12 closes it")
            finish(page)
        }
    }

    func testTheTabsAreATabListOfTheTerminalsTabsAndEachKeepsItsStack() throws {
        try MainActor.assumeIsolated {
            let (page, root, tabs) = openTabs(FakeGitHub(scheduler: nil))
            XCTAssertEqual(tabs.tabs.map(\.title), ["Search", "Events", "Notifications", "Profile", "Settings"])
            XCTAssertEqual(tabs.selectedIndex, 1, "Events first, as in the terminal")
            XCTAssertTrue(root.children.map { $0 === tabs } == [true], "the launch gave way to the tabs")
            XCTAssertTrue(
                page.html.hasPrefix(
                    #"<div id="w1"><div id="w2" class="tabs"><nav id="w3" class="tabbar" aria-label="Tabs">"#),
                page.html)
            XCTAssertFalse(page.html.contains("SwiftHub</h1>"), page.html)
            let strip = try XCTUnwrap(tabs.children.first?.children.first)
            let id = page.id(of: strip)
            XCTAssertTrue(
                page.html.contains(
                    #"<div id="\#(id)" class="tablist" role="tablist"><button id="\#(id).0" type="button" role="tab" data-index="0" aria-selected="false" tabindex="-1">Search</button>"#
                ), page.html)
            XCTAssertTrue(page.html.contains(#"aria-selected="true" tabindex="0">Events</button>"#))
            XCTAssertEqual(page.title, "Events · octocat")
            // A click focuses the tab first, as the browser does.
            page.focus(strip, index: 0)
            page.click(strip, index: 0)
            XCTAssertEqual(page.title, "Search")
            let search = try XCTUnwrap(tabs.topScreen as? SearchWebScreen)
            XCTAssertEqual(page.focusedID, "\(id).0", "the focus stays on the tab clicked")
            search.navigationController?.push(search.router.loginScreen())
            page.refresh()
            XCTAssertEqual(page.title, "Login")
            page.click(strip, index: 3)
            XCTAssertEqual(page.title, "Profile")
            XCTAssertTrue(page.html.contains("Not signed in"), page.html)
            page.click(strip, index: 0)
            XCTAssertEqual(page.title, "Login", "the Search tab kept its stack")
            page.press("Escape")
            XCTAssertEqual(page.title, "Search")
            finish(page)
        }
    }

    func testTheLaunchSaysWhatItWaitsForThenGivesWayToTheTabs() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler)
            let router = SwiftHubWebRouter(service: service, scheduler: scheduler)
            let launch = LaunchViewModel(
                service: service, request: LaunchRequest(token: "fixture-alice"), forgetSavedToken: {})
            let root = SwiftHubWebRoot(viewModel: launch, router: router)
            let page = HeadlessBrowser(root: root)
            XCTAssertEqual(page.title, "SwiftHub")
            XCTAssertTrue(page.html.contains(#"aria-busy="true">Signing in…</span>"#), page.html)
            scheduler.advanceTo(100)
            page.refresh()
            let tabs = try XCTUnwrap(root.tabs)
            XCTAssertEqual(page.title, "Events · alice")
            XCTAssertTrue(root.children.map { $0 === tabs } == [true])
            XCTAssertFalse(page.html.contains("SwiftHub</h1>"))
            finish(page)
        }
    }

    /// The Language button (or `f` off the field) filters repositories by the next language, as
    /// the terminal's `f`; searching users it is hidden and `f` does nothing.
    func testTheLanguageButtonAndFFilterRepositoriesByLanguage() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let service = FakeGitHub(scheduler: nil)
            let (page, _, tabs) = openTabs(service, scheduler: scheduler)
            tabs.select(0)
            page.refresh()
            let search = try XCTUnwrap(tabs.topScreen as? SearchWebScreen)
            page.type("swift", into: search.query)
            scheduler.advanceTo(100)
            page.refresh()
            XCTAssertEqual(search.language.title, "Language: Any language")
            page.click(search.language)
            scheduler.advanceTo(200)
            page.refresh()
            XCTAssertEqual(search.language.title, "Language: Swift")
            XCTAssertTrue(search.resultTitle.text.hasSuffix(" in Swift"), search.resultTitle.text)
            page.focus(search.list)
            page.press("f")
            scheduler.advanceTo(300)
            page.refresh()
            XCTAssertEqual(search.language.title, "Language: Kotlin")
            XCTAssertEqual(
                service.requests.filter { $0.hasPrefix("GET /search/repositories") }.map {
                    $0.contains("language%3Aswift") || $0.contains("language:swift")
                        ? "swift"
                        : $0.contains("language%3Akotlin") || $0.contains("language:kotlin") ? "kotlin" : "any"
                }, ["any", "swift", "kotlin"])
            page.click(search.kind, index: 1)
            page.refresh()
            XCTAssertTrue(search.language.isHidden, "users have no language filter")
            page.focus(search.list)
            page.press("f")
            XCTAssertEqual(search.language.title, "Language: ")
            finish(page)
        }
    }

    func testSearchShowsResultsAndOpensARepositoryItsIssuesAndAnIssueWithItsComments() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
            let (page, _, tabs) = openTabs(FakeGitHub(scheduler: nil), scheduler: scheduler)
            tabs.select(0)
            page.refresh()
            let search = try XCTUnwrap(tabs.topScreen as? SearchWebScreen)
            page.type("keychain", into: search.query)
            scheduler.advanceTo(100)
            page.refresh()
            XCTAssertEqual(search.resultTitle.text, "4 repositories")
            XCTAssertEqual(search.list.cell(at: 0)?.text, "alice/swift-keychain")
            XCTAssertTrue(page.html.contains(#"<span class="text">alice/swift-keychain</span>"#), page.html)
            page.click(search.list, index: 0)
            let repository = try XCTUnwrap(tabs.topScreen as? RepositoryWebScreen)
            XCTAssertEqual(page.title, "alice/swift-keychain")
            let issuesRow = try XCTUnwrap(
                (0..<repository.sections.numberOfRows).first { repository.sections.cell(at: $0)?.text == "Issues" },
                page.html)
            page.click(repository.sections, index: issuesRow)
            let issues = try XCTUnwrap(tabs.topScreen as? IssueListWebScreen)
            XCTAssertGreaterThan(issues.list.numberOfRows, 0, page.html)
            XCTAssertFalse(issues.newIssue.isHidden)
            page.click(issues.list, index: 0)
            let issue = try XCTUnwrap(tabs.topScreen as? IssueWebScreen)
            XCTAssertTrue(page.title.hasPrefix("Issue #"), page.title)
            XCTAssertFalse(issue.document.blocks.isEmpty)
            XCTAssertTrue(page.html.contains(#"class="markdown""#))
            XCTAssertEqual(tabs.selectedNavigation?.screens.count, 4)
            finish(page)
        }
    }

    func testSigningInWithATokenShowsTheAccountsEventsAndACommentIsSentAndShown() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (page, _, tabs) = openTabs(service)
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            XCTAssertFalse(events.signIn.isHidden)
            page.click(events.signIn)
            let login = try XCTUnwrap(tabs.topScreen as? LoginWebScreen)
            XCTAssertEqual(page.focusedID, page.id(of: login.token))
            XCTAssertFalse(login.button.isEnabled)
            page.type("fixture-alice", into: login.token)
            XCTAssertTrue(login.button.isEnabled)
            page.submit(login.token)
            XCTAssertEqual(tabs.selectedNavigation?.screens.count, 1, "the sign-in screen gave way")
            XCTAssertEqual(page.title, "Events · alice")
            let feed = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            XCTAssertEqual(feed.account.text, "Signed in as alice")
            XCTAssertTrue(feed.signIn.isHidden)
            tabs.select(SwiftHubWebRouter.Tab.profile.rawValue)
            page.refresh()
            let profile = try XCTUnwrap(tabs.topScreen as? ProfileWebScreen)
            XCTAssertEqual(
                profile.lines[2].text,
                "The token is kept in this browser tab's session only, in memory, until the tab closes.",
                "not the terminal's token file")
            tabs.select(SwiftHubWebRouter.Tab.events.rawValue)
            page.refresh()

            let navigation = try XCTUnwrap(tabs.selectedNavigation)
            navigation.push(feed.router.screen(for: .issue("octocat/swift-rx", number: 4, .issue)))
            let issue = try XCTUnwrap(tabs.topScreen as? IssueWebScreen)
            page.refresh()
            page.click(issue.comment)
            let compose = try XCTUnwrap(tabs.topScreen as? ComposeWebScreen)
            XCTAssertEqual(page.focusedID, page.id(of: compose.text), "the text first")
            XCTAssertEqual(page.title, "Comment on #4 · octocat/swift-rx")
            page.type("Looks good <img src=x onerror=alert(1)>\nSecond line", into: compose.text)
            page.click(compose.send)
            XCTAssertEqual(navigation.screens.count, 2, "the writing screen and the old issue gave way")
            let shown = try XCTUnwrap(tabs.topScreen as? IssueWebScreen)
            XCTAssertEqual(page.title, "Issue #4 · octocat/swift-rx")
            XCTAssertTrue(
                page.html.contains("Looks good &lt;img src=x onerror=alert(1)&gt;"),
                "the comment, as text: \(page.html)")
            XCTAssertFalse(page.html.contains("<img"))
            XCTAssertFalse(shown.document.blocks.isEmpty)
            XCTAssertEqual(
                service.requests.filter { $0.hasPrefix("POST") }, ["POST /repos/octocat/swift-rx/issues/4/comments"])
            finish(page)
        }
    }

    func testANewIssueIsWrittenSentAndOpened() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            service.accountRelay.accept(service.data.user("alice"))
            let (page, _, tabs) = openTabs(service)
            let navigation = try XCTUnwrap(tabs.selectedNavigation)
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            navigation.push(events.router.screen(for: .issues("octocat/swift-rx", .issue)))
            page.refresh()
            let issues = try XCTUnwrap(tabs.topScreen as? IssueListWebScreen)
            page.click(issues.newIssue)
            let compose = try XCTUnwrap(tabs.topScreen as? ComposeWebScreen)
            XCTAssertEqual(page.title, "New issue · octocat/swift-rx")
            XCTAssertEqual(page.focusedID, page.id(of: compose.titleField))
            XCTAssertTrue(
                page.html.contains(
                    #"<textarea id="\#(page.id(of: compose.text))" rows="8" maxlength="2500" autocomplete="off""#),
                page.html)
            page.type("Crash on <script>", into: compose.titleField)
            page.type("Steps:\n1. open\n2. crash", into: compose.text)
            page.click(compose.send)
            let issue = try XCTUnwrap(tabs.topScreen as? IssueWebScreen)
            XCTAssertTrue(page.title.hasPrefix("Issue #"), page.title)
            XCTAssertTrue(page.html.contains("Crash on &lt;script&gt;"), page.html)
            XCTAssertFalse(issue.document.blocks.isEmpty)
            XCTAssertEqual(service.requests.filter { $0.hasPrefix("POST") }, ["POST /repos/octocat/swift-rx/issues"])
            finish(page)
        }
    }

    func testSignedOutTheComposerSaysSoAndSendsNothing() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (page, _, tabs) = openTabs(service)
            let navigation = try XCTUnwrap(tabs.selectedNavigation)
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            navigation.push(events.router.screen(for: .compose(.comment(on: "octocat/swift-rx", number: 4, .issue))))
            page.refresh()
            let compose = try XCTUnwrap(tabs.topScreen as? ComposeWebScreen)
            page.type("+1", into: compose.text)
            page.click(compose.send)
            XCTAssertNotNil(compose.banner.message)
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("POST") })
            page.focus(compose.text)
            page.press("Escape")
            XCTAssertEqual(
                compose.presentedAlert?.actions.map(\.title), ["Keep writing", "Discard"], "Escape asks first")
            XCTAssertEqual(navigation.screens.count, 2)
            page.press("Escape")
            XCTAssertNil(compose.presentedAlert, "Escape again keeps writing")
            XCTAssertEqual(compose.text.text, "+1")
            page.press("Escape")
            let discard = try XCTUnwrap(compose.presentedAlert?.preferredFocusView()?.parent?.children.last)
            page.click(discard)
            XCTAssertEqual(navigation.screens.count, 1, "Discard goes back")
            page.press("r")
            XCTAssertEqual(
                service.requests.filter { $0.contains("received_events") }.count, 2, "r anywhere reloads the feed")
            page.press("l")
            XCTAssertTrue(tabs.topScreen is LoginWebScreen, "l opens the sign-in, as the view models' messages say")
            finish(page)
        }
    }

    func testTheBackButtonAsksBeforeDiscardingUnsentTextAsEscapeDoes() throws {
        try MainActor.assumeIsolated {
            let service = FakeGitHub(scheduler: nil)
            let (page, _, tabs) = openTabs(service)
            let navigation = try XCTUnwrap(tabs.selectedNavigation)
            let events = try XCTUnwrap(tabs.topScreen as? EventsWebScreen)
            navigation.push(events.router.screen(for: .compose(.comment(on: "octocat/swift-rx", number: 4, .issue))))
            page.refresh()
            let compose = try XCTUnwrap(tabs.topScreen as? ComposeWebScreen)
            let back = try XCTUnwrap(navigation.children.first?.children.first as? Button)
            XCTAssertEqual(back.title, "Back")
            page.type("half a thought", into: compose.text)
            page.click(back)
            XCTAssertEqual(
                compose.presentedAlert?.actions.map(\.title), ["Keep writing", "Discard"], "Back asks first")
            XCTAssertEqual(navigation.screens.count, 2)
            page.click(back)
            XCTAssertNil(compose.presentedAlert, "Back again, like Escape again, keeps writing")
            XCTAssertEqual(compose.text.text, "half a thought")
            XCTAssertEqual(navigation.screens.count, 2)
            page.click(back)
            let discard = try XCTUnwrap(compose.presentedAlert?.preferredFocusView()?.parent?.children.last)
            page.click(discard)
            XCTAssertEqual(navigation.screens.count, 1, "Discard goes back")
            // With nothing written, Back goes back at once.
            navigation.push(events.router.screen(for: .compose(.comment(on: "octocat/swift-rx", number: 4, .issue))))
            page.refresh()
            page.click(back)
            XCTAssertEqual(navigation.screens.count, 1)
            finish(page)
        }
    }
}
