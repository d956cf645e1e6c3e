import Foundation
import MVVM
import RetrospectViewModels
import RxCore

/// Goals in memory, answering after `latency` on `scheduler` (immediately without one).
package final class InMemoryGoals: RetrospectiveService, GoalService, @unchecked Sendable {
    package var goals: [Goal]
    package var texts: [Int: String] = [:]
    package let scheduler: SchedulerType?
    package private(set) var requests: [String] = []
    private var completed: Set<Int>
    /// The failures the next completions answer with, in order.
    package var completionFailures: [Error] = []

    package init(scheduler: SchedulerType?) {
        self.scheduler = scheduler
        let day = Date(timeIntervalSince1970: 1_790_000_000)
        goals = (1...4).map {
            Goal(id: $0, title: "Goal \($0)", startDate: day, endDate: day, reward: "cake", hasRetrospective: $0 == 1)
        }
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
            return Observable<Int>.timer(.seconds(10), scheduler: scheduler).flatMap { _ in result.asObservable() }
                .asSingle()
        }
    }

    private func current(_ id: Int) -> Goal {
        let goal = goals.first { $0.id == id }!
        return Goal(
            id: id, title: goal.title, startDate: goal.startDate, endDate: goal.endDate, reward: goal.reward,
            hasRetrospective: texts[id] != nil)
    }

    package func writableRetrospectiveCount() -> Single<Int> {
        answer("count") { self.completed.filter { self.texts[$0] == nil }.count }
    }
    package func completedGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        answer("completed \(lastGoalId ?? -1)") {
            Page(
                items: self.completed.sorted().filter { $0 > (lastGoalId ?? -1) }.map(self.current), hasNextPage: false)
        }
    }
    package func retrospective(goalId: Int) -> Single<Retrospective> {
        answer("read \(goalId)") { Retrospective(goalId: goalId, text: self.texts[goalId] ?? "") }
    }
    package func postRetrospective(goalId: Int, text: String) -> Single<Retrospective> {
        answer("write \(goalId)") {
            self.texts[goalId] = text
            return Retrospective(goalId: goalId, text: text)
        }
    }
    package func activeGoals(after lastGoalId: Int?) -> Single<Page<Goal>> {
        answer("active") {
            Page(
                items: self.goals.map(\.id).filter { !self.completed.contains($0) }.map(self.current),
                hasNextPage: false)
        }
    }
    package func createGoal(title: String, reward: String, startDate: String, endDate: String) -> Single<Goal> {
        answer("create \(title)") {
            let goal = Goal(
                id: self.goals.count + 1, title: title, startDate: Date(), endDate: Date(), reward: reward,
                hasRetrospective: false)
            self.goals.append(goal)
            return goal
        }
    }
    package func completeGoal(id: Int) -> Single<Goal> {
        answer("complete \(id)") {
            if !self.completionFailures.isEmpty { throw self.completionFailures.removeFirst() }
            self.completed.insert(id)
            return self.current(id)
        }
    }
}
