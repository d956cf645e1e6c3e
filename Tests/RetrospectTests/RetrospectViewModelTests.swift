import XCTest
import Foundation
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import TerminalUI
import Examples
import RetrospectScreens
import TmuxTesting

/// Goals in memory, answering after `latency` on `scheduler` (immediately without one).
final class InMemoryGoals: RetrospectiveService, GoalService, @unchecked Sendable {
    var goals: [Goal]
    var texts: [Int: String] = [:]
    let scheduler: SchedulerType?
    private(set) var requests: [String] = []
    private var completed: Set<Int>
    /// The failures the next completions answer with, in order.
    var completionFailures: [Error] = []

    init(scheduler: SchedulerType?) {
        self.scheduler = scheduler
        let day = Date(timeIntervalSince1970: 1_790_000_000)
        goals = (1...4).map { Goal(id: $0, title: "Goal \($0)", startDate: day, endDate: day, reward: "cake", hasRetrospective: $0 == 1) }
        texts = [1: "It went well."]
        completed = [1, 2, 3]
    }

    private func answer<Value>(_ request: String, _ value: @escaping () throws -> Value) -> Single<Value> {
        Single.deferred {
            self.requests.append(request)
            let result = Single<Value>.create { observer in
                do { observer(.success(try value())) } catch { observer(.failure(error)) }
                return Disposables.create()
            }
            guard let scheduler = self.scheduler else { return result }
            return Observable<Int>.timer(.seconds(10), scheduler: scheduler).flatMap { _ in result.asObservable() }.asSingle()
        }
    }

    private func current(_ id: Int) -> Goal {
        let goal = goals.first { $0.id == id }!
        return Goal(id: id, title: goal.title, startDate: goal.startDate, endDate: goal.endDate, reward: goal.reward, hasRetrospective: texts[id] != nil)
    }

    func writableRetrospectiveCount() -> Single<Int> { answer("count") { self.completed.filter { self.texts[$0] == nil }.count } }
    func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        answer("completed \(lastGoalId ?? -1)") { Page(items: self.completed.sorted().filter { $0 > (lastGoalId ?? -1) }.map(self.current), hasNextPage: false) }
    }
    func retrospective(goalId: Int) -> Single<Retrospective> { answer("read \(goalId)") { Retrospective(goalId: goalId, text: self.texts[goalId] ?? "") } }
    func postRetrospective(goalId: Int, text: String) -> Single<Retrospective> {
        answer("write \(goalId)") {
            self.texts[goalId] = text
            return Retrospective(goalId: goalId, text: text)
        }
    }
    func activeGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        answer("active") { Page(items: self.goals.map(\.id).filter { !self.completed.contains($0) }.map(self.current), hasNextPage: false) }
    }
    func createGoal(title: String, reward: String, startDate: String, endDate: String) -> Single<Goal> {
        answer("create \(title)") {
            let goal = Goal(id: self.goals.count + 1, title: title, startDate: Date(), endDate: Date(), reward: reward, hasRetrospective: false)
            self.goals.append(goal)
            return goal
        }
    }
    func completeGoal(id: Int) -> Single<Goal> {
        answer("complete \(id)") {
            if !self.completionFailures.isEmpty { throw self.completionFailures.removeFirst() }
            self.completed.insert(id)
            return self.current(id)
        }
    }
}

final class RetrospectViewModelTests: RxTestCase {
    func testTheWaitingBannerReadsRight() {
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(0), "Every completed goal has its retrospective.")
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(1), "1 goal is waiting for a retrospective")
        XCTAssertEqual(GoalRetrospectivesViewModel.banner(3), "3 goals are waiting for a retrospective")
    }

    func testCompletingAGoalReloadsTheActiveList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            let cell = GoalCellViewModel(goal: service.goals[3])
            let output = ActiveGoalsViewModel(service: service).transform(input: .init(
                reload: scheduler.taps(at: 100), loadMore: .never(), complete: scheduler.values((200, cell))
            ))
            let goals = scheduler.record(output.goals.map { $0.map(\.title) })
            let completed = scheduler.record(output.completed)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            goals.assertEvents([.next(111, ["Goal 4"]), .next(221, [])])
            completed.assertEvents([.next(211, "“Goal 4” is complete — write its retrospective in the completed box.")])
            empty.assertEvents([.next(0, "Loading goals…"), .next(111, "No active goals — press n to start one."), .next(221, "No active goals — press n to start one.")])
            XCTAssertEqual(service.requests, ["active", "complete 4", "active"])
        }
    }

    /// A failure as the HTTP client classifies it.
    private struct ServiceFailure: ClassifiedGoalServiceFailure, CustomStringConvertible {
        let goalServiceFailureKind: GoalServiceFailureKind
        let description: String
    }

    /// Retry is offered only where it can help; a conflict reloads the stale list and says so;
    /// a wrong request says what was wrong.
    func testEachKindOfFailureGetsItsOwnBanner() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            service.completionFailures = [
                ServiceFailure(goalServiceFailureKind: .conflict, description: "Goal 4 is already complete."),
                ServiceFailure(goalServiceFailureKind: .invalid, description: "There is no goal 4."),
                ServiceFailure(goalServiceFailureKind: .transient, description: "The server did not answer in time."),
            ]
            let cell = GoalCellViewModel(goal: service.goals[3])
            let output = ActiveGoalsViewModel(service: service).transform(input: .init(
                reload: scheduler.taps(at: 100), loadMore: .never(), complete: scheduler.values((200, cell), (300, cell), (400, cell))
            ))
            let goals = scheduler.record(output.goals.map { $0.map(\.title) })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            goals.assertEvents([.next(111, ["Goal 4"]), .next(221, ["Goal 4"])])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(211, "Goal 4 is already complete. The list was reloaded."),
                .next(311, "There is no goal 4."),
                .next(411, "The server did not answer in time. — press r to retry"),
            ])
            XCTAssertEqual(service.requests, ["active", "complete 4", "active", "complete 4", "complete 4"], "only the conflict reloads")
        }
    }

    func testTheNewGoalFormValidatesThenCreates() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryGoals(scheduler: scheduler)
            let output = NewGoalViewModel(service: service).transform(input: .init(
                title: scheduler.values((100, "Write docs")), reward: scheduler.values((110, "Pride")),
                startDate: scheduler.values((120, "2026-12-01")), endDate: scheduler.values((130, "2026-11-01"), (150, "2026-12-31")),
                saveTap: scheduler.taps(at: 140, 160)
            ))
            let problem = scheduler.record(output.problem)
            let saved = scheduler.record(output.saved.map(\.title))
            scheduler.start()
            problem.assertValues(["A goal needs a title.", "Start and end are days written YYYY-MM-DD.", "The goal ends before it starts.", ""])
            saved.assertEvents([.next(171, "Write docs")])
            XCTAssertEqual(service.requests, ["create Write docs"], "the tap while invalid did nothing")
        }
    }
}

/// The app's screens, headless, over goals in memory that answer at once.
final class RetrospectScreenTests: RxTestCase, @unchecked Sendable {
    func testCompleteAGoalThenWriteAndReadItsRetrospective() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            XCTAssertEqual(terminal.lines[5], " › ✓ Goal 1")
            terminal.send(.character("a"), .character("c"))
            XCTAssertTrue(terminal.text.contains("Complete “Goal 4”?"), terminal.text)
            terminal.send(.escape)
            XCTAssertFalse(terminal.text.contains("Complete “Goal 4”?"), "Esc cancels")
            XCTAssertEqual(service.requests.filter { $0.hasPrefix("complete ") }, [], "nothing completed without a yes")
            terminal.send(.character("c"), .enter, .escape)
            XCTAssertEqual(service.requests.filter { $0.hasPrefix("complete ") }, ["complete 4"])
            XCTAssertEqual(terminal.lines[2], " 3 goals are waiting for a retrospective")
            terminal.send(.end, .enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Retrospective: Goal 4"), terminal.lines[0])
            terminal.type("Shipped 🚀,")
            terminal.send(.enter)
            terminal.type("한 번에")
            XCTAssertEqual(navigation.screens.count, 2, "Enter starts a new line in the editor")
            terminal.send(.control("s"))
            XCTAssertEqual(service.texts[4], "Shipped 🚀,\n한 번에")
            XCTAssertEqual(navigation.screens.count, 1)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            XCTAssertTrue(terminal.text.contains(" › ✓ Goal 4"), terminal.text)
            terminal.send(.enter)
            XCTAssertTrue(terminal.text.contains("Shipped 🚀,"), terminal.text)
            XCTAssertTrue(terminal.text.contains("한 번에"), terminal.text)
        }
    }
}

/// `retrospect` in tmux: complete a goal, write its retrospective, quit, start again — it is there.
final class RetrospectEndToEndTests: XCTestCase {
    func testARetrospectiveSurvivesARestartOfTheApp() throws {
        guard let app = TmuxSession.executable(named: "retrospect") else { return XCTFail("retrospect was not built") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("retrospect-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("goals.sqlite").path
        let first = try TmuxSession(command: "'\(app)' --database '\(database)'", width: 100, height: 30)
        first.waitFor("3 goals are waiting for a retrospective")
        first.send("a")
        first.waitFor("› Ship the goal app")
        first.send("c")
        first.waitFor("Complete “Ship the goal app”?")
        first.send("Enter")
        first.waitFor("“Ship the goal app” is complete")
        first.send("Escape")
        first.waitFor("4 goals are waiting for a retrospective")
        first.send("End", "Enter")
        first.waitFor("Retrospective: Ship the goal app")
        first.send("Done in time,", "Enter", "tests first paid off.", "C-s")
        first.waitFor("3 goals are waiting for a retrospective")
        first.send("q")
        XCTAssertEqual(first.exitStatus(), 0)

        let second = try TmuxSession(command: "'\(app)' --database '\(database)'", width: 100, height: 30)
        second.waitFor("3 goals are waiting for a retrospective")
        second.waitFor("✓ Ship the goal app")
        second.send("End", "Enter")
        second.waitFor("Done in time,")
        second.waitFor("tests first paid off.")
        second.send("Escape", "q")
        XCTAssertEqual(second.exitStatus(), 0)
    }
}

/// Retrospect, left alone, draws nothing: the completed goals, a pushed form with its text
/// field focused, and the list again.
final class RetrospectIdleScreenTests: RxTestCase, @unchecked Sendable {
    func testEveryStillScreenDrawsNoFrame() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            XCTAssertEqual(terminal.lines[2], " 2 goals are waiting for a retrospective")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the completed goals")
            terminal.send(.end, .enter)
            XCTAssertTrue(terminal.lines[0].hasPrefix("‹ Back (Esc)  Retrospective: Goal 3 "), terminal.lines[0])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "the retrospective form, its field focused")
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "back on the list")
        }
    }
}

/// `q` quits from every retrospect screen, pushed ones included, as the README promises; in a
/// text field it is text, and Esc leaves the field first.
final class RetrospectQuitTests: RxTestCase, @unchecked Sendable {
    func testQQuitsFromAPushedScreen() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            terminal.send(.character("a"))
            XCTAssertEqual(navigation.screens.count, 2)
            XCTAssertTrue(terminal.text.contains("Esc: back  q: quit"), terminal.text)
            terminal.send(.character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0, "q quits from the active goals")
        }
    }

    func testQInTheRetrospectiveFieldIsTextThenEscAndQQuit() {
        MainActor.assumeIsolated {
            let service = InMemoryGoals(scheduler: nil)
            let navigation = NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service))
            let terminal = HeadlessTerminal(width: 90, height: 24, root: navigation)
            terminal.send(.end, .enter)
            XCTAssertEqual(navigation.screens.count, 2)
            terminal.send(.character("q"))
            XCTAssertNil(terminal.application.quitRequest, "q is text in the field")
            XCTAssertTrue(terminal.text.contains("q"), terminal.text)
            terminal.send(.escape, .character("q"))
            XCTAssertEqual(terminal.application.quitRequest?.status, 0)
        }
    }
}
