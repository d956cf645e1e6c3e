import GalleryScreens
import GalleryViewModels
import RxCore
import RxLanes
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// The counter, login and tip calculator pages name the outputs they bind as lanes, which the
/// stream inspector (F12) shows: with a recorder installed, each lane records what its widget
/// was given.
final class GalleryLanesTests: RxTestCase, @unchecked Sendable {
    private var recorder = LaneRecorder(clock: { 0 })

    override func setUp() {
        super.setUp()
        recorder = LaneRecorder(clock: { 0 })
        recorder.start()
    }

    override func tearDown() {
        recorder.stop()
        super.tearDown()
    }

    /// The elements `lane` recorded, described as the inspector describes them, in order.
    private func elements(of lane: String) -> [String] {
        let entries = recorder.snapshot.first { $0.name == lane }?.entries ?? []
        return entries.compactMap { entry in
            if case .next(let description) = entry.kind { return description }
            return nil
        }
    }

    /// The gallery on a headless terminal, with the page `keys` open from the menu.
    @MainActor
    private func open(_ keys: Key..., scheduler: TestScheduler = TestScheduler(initialClock: 0)) -> HeadlessTerminal {
        let terminal = HeadlessTerminal(
            width: 90, height: 24, root: NavigationController(root: GalleryMenuScreen(scheduler: scheduler)))
        for key in keys { terminal.send(key) }
        return terminal
    }

    func testTheCounterNamesBothColumnsLanes() {
        MainActor.assumeIsolated {
            let terminal = open(.end, .up, .up, .enter)
            for _ in 0..<2 { terminal.send(.character("+")) }
            terminal.send(.character("-"))
            XCTAssertEqual(elements(of: "left count"), ["0", "1", "2", "1"])
            XCTAssertEqual(elements(of: "right count"), ["0", "1", "2", "1"])
            for _ in 0..<10 { terminal.send(.character("+")) }
            XCTAssertEqual(elements(of: "left limit"), ["The limit is 10."])
            XCTAssertEqual(elements(of: "right limit"), ["The limit is 10."])
        }
    }

    func testTheLoginFormNamesItsLanes() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let terminal = open(.down, .down, .enter, scheduler: scheduler)
            terminal.type("octocat")
            terminal.send(.tab)
            terminal.type(InMemoryLoginService.wrongPassword)
            terminal.send(.tab, .enter)
            scheduler.advanceTo(scheduler.clock + 1_000)
            XCTAssertEqual(elements(of: "login valid"), ["false", "true"])
            XCTAssertEqual(elements(of: "login loading"), ["false", "true", "false"])
            // A lane keeps the first 32 characters of a description (Lanes.descriptionLimit).
            XCTAssertEqual(elements(of: "login error"), ["the username or password is wro…"])
            XCTAssertEqual(elements(of: "logged in"), [])
            XCTAssertNotNil(recorder.snapshot.first { $0.name == "logged in" }, "the lane was never subscribed to")
        }
    }

    func testTheTipCalculatorNamesItsLanes() {
        MainActor.assumeIsolated {
            let terminal = open(.end, .up, .enter)
            terminal.type("40")
            terminal.send(.tab, .tab, .enter)
            XCTAssertEqual(
                elements(of: "tip summary"),
                ["Type the bill, such as 23.50", "Tip 0.40 · Total 4.40", "Tip 4.00 · Total 44.00"])
            XCTAssertEqual(elements(of: "tip share"), ["", "1 person pays 4.40", "1 person pays 44.00"])
            XCTAssertEqual(elements(of: "at least one person"), ["At least one person pays."])
        }
    }
}
