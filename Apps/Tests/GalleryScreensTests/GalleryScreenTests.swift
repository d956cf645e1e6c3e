import GalleryScreens
import GalleryViewModels
import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The gallery's pages, headless, with services answering on a test scheduler. Test entry
/// points stay nonisolated (XCTest on Linux cannot call main-actor test methods) and run their
/// bodies on the main actor, which is the thread XCTest runs them on.
final class GalleryScreenTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func start(_ scheduler: TestScheduler) -> (HeadlessTerminal, NavigationController) {
        let navigation = NavigationController(root: GalleryMenuScreen(scheduler: scheduler))
        return (HeadlessTerminal(width: 90, height: 24, root: navigation), navigation)
    }

    func testTheMenuListsEveryPageWithItsSource() {
        MainActor.assumeIsolated {
            let (terminal, _) = start(TestScheduler(initialClock: 0))
            XCTAssertEqual(terminal.lines[0], "Gallery")
            XCTAssertEqual(
                terminal.lines[2], " Each page: a view model in GalleryViewModels, a screen in GalleryScreens")
            XCTAssertEqual(
                Array(terminal.lines[4...15]),
                [
                    " › Chat",
                    "   messages, a field, send; signed out, the field asks you to sign in",
                    "   Work board and form",
                    "   a shared list of works; the form's button reads Done or Edit",
                    "   Login form",
                    "   valid fields enable the button; a spinner; wrong-password fails",
                    "   Counter in two styles",
                    "   the same screen as Input/Output and as inputs/outputs protocols",
                    "   Tip calculator",
                    "   written only from the MVVM articles: a field, a segment, buttons, an alert",
                    "   Widgets",
                    "   TerminalUI's widgets: segments, a long list, a pushed screen, an alert",
                ])
        }
    }

    /// Signed out, moving into the field raises the sign-in alert; after signing in a message
    /// is sent with Enter, the field clears, and the bot's reply follows after its latency.
    func testChatAsksToSignInThenSendsAndTheBotReplies() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let (terminal, _) = start(scheduler)
            terminal.send(.enter)
            XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  Chat")
            terminal.send(.tab)
            XCTAssertTrue(terminal.text.contains("Sign in to chat"), terminal.text)
            terminal.send(.enter)
            XCTAssertTrue(terminal.text.contains("Signed in"))
            terminal.type("hi")
            terminal.send(.enter)
            XCTAssertTrue(terminal.text.contains(" › me:  hi"), terminal.text)
            XCTAssertFalse(terminal.text.contains("Message: hi"), "the field cleared: \(terminal.text)")
            scheduler.advanceTo(scheduler.clock + 1_000)
            terminal.refresh()
            XCTAssertTrue(terminal.text.contains(" › bot: Hello! Ask me anything."), terminal.text)
        }
    }

    /// The board opens a work in the form ("Edit"), the edit is saved, and the board shows it;
    /// n opens an empty form ("Done").
    func testTheWorkFormSavesAnEditTheBoardShows() {
        MainActor.assumeIsolated {
            let (terminal, navigation) = start(TestScheduler(initialClock: 0))
            terminal.send(.down, .enter)
            XCTAssertTrue(terminal.text.contains("3 works, 1 done"), terminal.text)
            terminal.send(.enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Work "), terminal.lines[0])
            XCTAssertTrue(terminal.text.contains("[ Edit ]"), terminal.text)
            terminal.send(.control("u"))
            terminal.type("Write the retrospective today")
            terminal.send(.tab, .tab, .tab, .right, .tab, .enter)
            XCTAssertEqual(navigation.screens.count, 2, "saved and back on the board: \(terminal.text)")
            XCTAssertTrue(terminal.text.contains("[Done] Write the retrospective today"), terminal.text)
            XCTAssertTrue(terminal.text.contains("3 works, 2 done"), terminal.text)
            terminal.send(.character("n"))
            XCTAssertTrue(terminal.text.contains("[ Done ]"), terminal.text)
        }
    }

    /// Both counters follow + − 0 alike, and one more at the limit raises the alert.
    func testTheTwoCountersAgree() {
        MainActor.assumeIsolated {
            let (terminal, _) = start(TestScheduler(initialClock: 0))
            terminal.send(.end, .up, .up, .enter)
            XCTAssertEqual(terminal.lines[0], "‹ Back (Esc)  Counter in two styles")
            for _ in 0..<3 { terminal.send(.character("+")) }
            terminal.send(.character("-"))
            XCTAssertEqual(
                terminal.lines.filter { $0.contains("Count:") }.first?.components(separatedBy: "Count: 2").count, 3,
                terminal.text)
            for _ in 0..<9 { terminal.send(.character("+")) }
            XCTAssertTrue(terminal.text.contains("Limit reached"), terminal.text)
            XCTAssertTrue(terminal.text.contains("The limit is 10."), terminal.text)
        }
    }

    /// The login form: the button waits for valid fields, and the wrong password fails.
    func testTheLoginFormsFailurePath() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let (terminal, _) = start(scheduler)
            terminal.send(.down, .down, .enter)
            XCTAssertTrue(terminal.text.contains("A username and a password of 6+ characters"), terminal.text)
            terminal.type("octocat")
            terminal.send(.tab)
            terminal.type(InMemoryLoginService.wrongPassword)
            XCTAssertTrue(terminal.text.contains("Ready: press Log in"))
            terminal.send(.tab, .enter)
            scheduler.advanceTo(scheduler.clock + 1_000)
            terminal.refresh()
            XCTAssertTrue(terminal.text.contains("✖ Login failed: the username or password is wrong"), terminal.text)
        }
    }
}
