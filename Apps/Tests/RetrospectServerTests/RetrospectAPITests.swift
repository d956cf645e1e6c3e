import Foundation
import MVVM
import RetrospectClient
import RetrospectServer
import RetrospectViewModels
import RxCore
import RxTesting
import TmuxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The retrospect server's goals and retrospectives over real HTTP: paging, a retrospective
/// written once and read, and a server that is down named with what to do.
final class RetrospectAPITests: RetrospectServerTestCase {
    /// With the server down, the client says where it looked and what to do, and the failure
    /// is one a retry can fix; a 409 is a conflict and a 400 a wrong request.
    func testAServerThatIsDownIsNamedWithWhatToDo() {
        let down = RetrospectHTTPService(baseURL: URL(string: "http://127.0.0.1:1")!, timeout: 5)
        let error = failure(down.activeGoals(after: nil))
        XCTAssertEqual(error, .unreachable("http://127.0.0.1:1"))
        XCTAssertEqual(
            error?.description,
            "retrospect-server is not answering at http://127.0.0.1:1. Start it, or run retrospect without --server.")
        XCTAssertEqual(error.map(GoalServiceFailure.kind(of:)), .transient)
        XCTAssertEqual(GoalServiceFailure.kind(of: RetrospectAPIError.rejected(status: 409, message: "")), .conflict)
        XCTAssertEqual(GoalServiceFailure.kind(of: RetrospectAPIError.rejected(status: 400, message: "")), .invalid)
        XCTAssertEqual(GoalServiceFailure.kind(of: RetrospectAPIError.rejected(status: 503, message: "")), .transient)
    }

    func testGoalsArePagedByTheLastGoalsId() throws {
        for index in 1...45 { _ = try completedGoal("Goal \(index)") }
        _ = try value(
            service.createGoal(title: "Still active", reward: "", startDate: "2026-12-01", endDate: "2026-12-02"))
        let first = try value(service.completedGoals(after: nil))
        XCTAssertEqual(first.items.map(\.title), (1...20).map { "Goal \($0)" })
        XCTAssertTrue(first.hasNextPage)
        let second = try value(service.completedGoals(after: first.items.last!.id))
        XCTAssertEqual(second.items.first?.title, "Goal 21")
        let third = try value(service.completedGoals(after: second.items.last!.id))
        XCTAssertEqual(third.items.map(\.title), (41...45).map { "Goal \($0)" })
        XCTAssertFalse(third.hasNextPage)
        XCTAssertEqual(try value(service.activeGoals(after: nil)).items.map(\.title), ["Still active"])
        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 45)
    }

    func testRetrospectivesAreWrittenOnceAndRead() throws {
        let goal = try completedGoal("Run 100 km")
        XCTAssertEqual(
            failure(service.retrospective(goalId: goal.id)),
            .rejected(status: 404, message: "Goal \(goal.id) has no retrospective yet."))
        XCTAssertEqual(
            try value(service.postRetrospective(goalId: goal.id, text: "  Three runs a week worked.  ")),
            Retrospective(goalId: goal.id, text: "Three runs a week worked."))
        XCTAssertEqual(try value(service.retrospective(goalId: goal.id)).text, "Three runs a week worked.")
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: goal.id, text: "again")),
            .rejected(status: 409, message: "Goal \(goal.id) already has a retrospective."))
        XCTAssertTrue(try value(service.completedGoals(after: nil)).items[0].hasRetrospective)
        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 0)
    }
}
