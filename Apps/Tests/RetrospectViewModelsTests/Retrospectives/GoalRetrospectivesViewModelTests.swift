import Foundation
import MVVM
import MVVMTesting
import RetrospectViewModels
import RxCore
import RxTesting
import RxUI
import XCTest

final class FakeRetrospectives: RetrospectiveService {
    let scheduler: TestScheduler
    var goals: [Goal]
    var texts: [Int: String]
    var failPosting = false
    private(set) var requests: [String] = []

    init(scheduler: TestScheduler, goals: [Goal], texts: [Int: String] = [:]) {
        self.scheduler = scheduler
        self.goals = goals
        self.texts = texts
    }

    private func later<Value>(_ value: Value) -> Single<Value> {
        Single.just(value).delay(.seconds(10), scheduler: scheduler)
    }

    func writableRetrospectiveCount() -> Single<Int> {
        requests.append("count")
        return later(goals.filter { !$0.hasRetrospective }.count)
    }

    func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        requests.append("goals after \(lastGoalId.map(String.init) ?? "start")")
        let remaining = goals.filter { lastGoalId == nil || $0.id > lastGoalId! }
        return later(Page(items: Array(remaining.prefix(2)), hasNextPage: remaining.count > 2))
    }

    func retrospective(goalId: Int) -> Single<Retrospective> {
        requests.append("read \(goalId)")
        guard let text = texts[goalId] else { return .error(Failure()) }
        return later(Retrospective(goalId: goalId, text: text))
    }

    func postRetrospective(goalId: Int, text: String) -> Single<Retrospective> {
        requests.append("post \(goalId)")
        if failPosting {
            return Observable<Int>.timer(.seconds(10), scheduler: scheduler).flatMap { _ in
                Observable<Retrospective>.error(Failure())
            }.asSingle()
        }
        texts[goalId] = text
        return later(Retrospective(goalId: goalId, text: text))
    }
}

final class GoalRetrospectivesViewModelTests: RxTestCase {
    private static func day(_ day: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(day) * 86_400) }

    private static let goals = [
        Goal(id: 1, title: "Run 5k", startDate: day(0), endDate: day(30), reward: "New shoes", hasRetrospective: true),
        Goal(
            id: 2, title: "Read 3 books", startDate: day(31), endDate: day(89), reward: "A novel",
            hasRetrospective: false),
        Goal(
            id: 5, title: "Learn Rx", startDate: day(90), endDate: day(120), reward: "Conference",
            hasRetrospective: false),
    ]

    func testOnAppearLoadsTheCountAndTheFirstGoalsThenPagesByLastId() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeRetrospectives(scheduler: scheduler, goals: Self.goals)
            let output = GoalRetrospectivesViewModel(service: service).transform(
                input: .init(
                    viewDidAppear: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 200), selection: .never()
                ))
            let count = scheduler.record(output.writableCount)
            let titles = scheduler.record(output.goals.map { $0.map(\.title) })
            let firstCell = scheduler.record(output.goals.compactMap(\.first))
            scheduler.start()
            count.assertEvents([.next(111, 2)])
            titles.assertValues([["Run 5k", "Read 3 books"], ["Run 5k", "Read 3 books", "Learn Rx"]])
            // The count output is recorded first, so its request goes out first.
            XCTAssertEqual(service.requests, ["count", "goals after start", "goals after 2"])
            let cell = firstCell.values.first
            XCTAssertEqual(cell?.period, "1970-01-01 – 1970-01-31")
            XCTAssertEqual(cell?.reward, "New shoes")
            XCTAssertEqual(cell?.hasRetrospective, true)
        }
    }

    func testSelectingAGoalOpensWritingOrReading() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeRetrospectives(scheduler: scheduler, goals: Self.goals, texts: [1: "Went well"])
            let cells = Self.goals.map(GoalCellViewModel.init)
            let output = GoalRetrospectivesViewModel(service: service).transform(
                input: .init(
                    viewDidAppear: .never(), loadMore: .never(),
                    selection: scheduler.values((100, cells[0]), (200, cells[1]))
                ))
            let destinations = scheduler.record(output.destination)
            scheduler.start()
            destinations.assertEvents([.next(101, .read(Self.goals[0])), .next(201, .write(Self.goals[1]))])
        }
    }

    func testWritingPostsThenSignalsSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeRetrospectives(scheduler: scheduler, goals: Self.goals)
            let output = WriteRetrospectiveViewModel(goal: Self.goals[1], service: service).transform(
                input: .init(
                    text: scheduler.values((100, "Read more"), (300, "")), saveTap: scheduler.taps(at: 110, 115, 310)
                ))
            let canSave = scheduler.record(output.canSave)
            let saved = scheduler.record(output.saved)
            scheduler.start()
            XCTAssertEqual(service.requests, ["post 2"])
            saved.assertEvents([.next(121, Retrospective(goalId: 2, text: "Read more"))])
            canSave.assertValues([false, true, false, true, false])
        }
    }

    func testAFailedPostArrivesThroughTheErrorOutput() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeRetrospectives(scheduler: scheduler, goals: Self.goals)
            service.failPosting = true
            let output = WriteRetrospectiveViewModel(goal: Self.goals[1], service: service).transform(
                input: .init(
                    text: scheduler.values((100, "Read more")), saveTap: scheduler.taps(at: 110)
                ))
            let errors = scheduler.record(output.error.map { $0 as? Failure })
            let saved = scheduler.record(output.saved)
            scheduler.start()
            errors.assertEvents([.next(121, Failure())])
            saved.assertValueCount(0)
        }
    }

    func testReadingLoadsTheText() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeRetrospectives(scheduler: scheduler, goals: Self.goals, texts: [1: "Went well"])
            let output = ReadRetrospectiveViewModel(goal: Self.goals[0], service: service).transform(
                input: .init(viewDidAppear: scheduler.taps(at: 100)))
            let text = scheduler.record(output.text)
            scheduler.start()
            text.assertEvents([.next(111, "Went well")])
        }
    }
}
