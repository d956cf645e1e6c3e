import GitHubSearchCore
import GitHubSearchScreens
import RxCore
import RxTesting
import TerminalUI
import XCTest

/// Answers at once: the screen test is about what the screen shows.
final class InstantSearch: RepositorySearching {
    func searchRepositories(_ query: String) -> Single<[Repository]> {
        .just([
            Repository(fullName: "ReactiveX/\(query)", stars: 24_000), Repository(fullName: "me/\(query)", stars: 3),
        ])
    }
}

final class RepositorySearchScreenTests: RxTestCase {
    func testTypingSearchesAndListsTheRepositories() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let screen = RepositorySearchScreen(
                viewModel: RepositorySearchViewModel(service: InstantSearch(), scheduler: scheduler))
            let terminal = HeadlessTerminal(width: 50, height: 10, root: NavigationController(root: screen))
            terminal.type("RxSwift")
            // The field's first text, "", passed at once (an empty query lists nothing); what
            // was typed since waits for the end of the 300 ms window.
            XCTAssertEqual(terminal.lines[4], " No repositories")
            scheduler.advanceTo(300)
            terminal.refresh()
            XCTAssertEqual(
                terminal.lines,
                [
                    "GitHub search                    Esc: leave field",
                    "",
                    " RxSwift",
                    "",
                    " › ReactiveX/RxSwift                      ★ 24000",
                    "   me/RxSwift                                 ★ 3",
                    "",
                    "",
                    "",
                    " q: quit",
                ])
            // Out of the field, q quits.
            terminal.send(.escape, .character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0)
        }
    }
}
