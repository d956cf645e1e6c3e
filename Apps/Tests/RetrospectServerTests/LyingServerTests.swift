import Foundation
import MVVM
import RetrospectClient
import RetrospectViewModels
import RxCore
import RxTesting
import TmuxTesting
import XCTest

/// The client against a server that sends what no real one would: a goal's days outside ASCII
/// (text on which Foundation's DateFormatter traps), a number far past Int, a body of the wrong
/// shape. Each answer is a shown value or a typed error; the process goes on.
final class LyingServerTests: XCTestCase {
    private func goals(answering body: String) throws -> MaterializedSequenceResult<Page<Goal>> {
        let server = try CannedHTTPServer(body: body)
        defer { server.stop() }
        let service = RetrospectHTTPService(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, timeout: 10)
        return service.activeGoals(after: nil).asObservable().toBlocking(timeout: 20).materialize()
    }

    func testDaysOutsideASCIIBecomeTheEpochInsteadOfTrapping() throws {
        let body = """
            {"contents": [{"id": 1, "title": "a", "reward": "b", "startDate": "2026-1\u{E01D5}",
             "endDate": "２０２６-１２-０１", "status": "active", "hasRetrospect": false}], "next": false}
            """
        guard case .completed(let pages) = try goals(answering: body) else { return XCTFail("no page") }
        XCTAssertEqual(pages.first?.items.map(\.startDate), [Date(timeIntervalSince1970: 0)])
        XCTAssertEqual(pages.first?.items.map(\.endDate), [Date(timeIntervalSince1970: 0)])
    }

    func testANumberPastIntOrABodyOfTheWrongShapeIsAnError() throws {
        for body in [#"{"contents": [{"id": 99999999999999999999999}], "next": false}"#, "[]", "{", "null"] {
            guard case .failed(_, let error) = try goals(answering: body) else { return XCTFail(body) }
            XCTAssertNotNil(error as? RetrospectAPIError, "\(body): \(error)")
        }
    }
}
