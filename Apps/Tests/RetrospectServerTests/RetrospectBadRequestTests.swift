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

/// The retrospect server refuses what it cannot store with a 4xx and a JSON message, from the
/// API's validation down to malformed HTTP, and writes nothing; what it stores round-trips intact.
final class RetrospectBadRequestTests: RetrospectServerTestCase {
    /// Every bad request is a 4xx with a JSON message, and writes nothing.
    func testBadRequestsAreClear4xxAndWriteNothing() throws {
        let active = try value(
            service.createGoal(title: "Active", reward: "", startDate: "2026-11-01", endDate: "2026-11-02"))
        let done = try completedGoal("Done")
        XCTAssertEqual(failure(service.completeGoal(id: 999)), .rejected(status: 404, message: "There is no goal 999."))
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: 999, text: "x")),
            .rejected(status: 404, message: "There is no goal 999."))
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: active.id, text: "x")),
            .rejected(status: 409, message: "Goal \(active.id) is not complete yet."))
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: done.id, text: "   ")),
            .rejected(status: 400, message: "A retrospective needs some text."))
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: done.id, text: String(repeating: "가", count: 10_001))),
            .rejected(status: 400, message: "A retrospective is at most 10000 characters."))
        XCTAssertEqual(
            failure(service.createGoal(title: "", reward: "", startDate: "2026-11-01", endDate: "2026-11-02")),
            .rejected(status: 400, message: "A goal needs a title."))
        XCTAssertEqual(
            failure(service.createGoal(title: "Leap", reward: "", startDate: "2026-02-29", endDate: "2026-03-01")),
            .rejected(status: 400, message: "startDate and endDate are days written YYYY-MM-DD."))
        XCTAssertEqual(
            failure(service.createGoal(title: "Backwards", reward: "", startDate: "2026-03-02", endDate: "2026-03-01")),
            .rejected(status: 400, message: "The goal ends before it starts."))

        let malformed = try raw("POST", "goals/\(done.id)/retrospect", body: Data("{\"text\": ".utf8))
        XCTAssertEqual(malformed.status, 400)
        XCTAssertEqual(malformed.body, "{\"error\":\"The body is not valid JSON.\"}")
        XCTAssertEqual(
            try raw("POST", "goals", body: Data("{\"title\": 3}".utf8)).body,
            "{\"error\":\"\\\"title\\\" has the wrong type.\"}")
        XCTAssertEqual(
            try raw("POST", "goals", body: Data("{\"title\": \"x\"}".utf8)).body,
            "{\"error\":\"The body needs \\\"startDate\\\".\"}")
        XCTAssertEqual(try raw("POST", "goals/\(done.id)/retrospect", body: Data(count: 70_000)).status, 413)
        XCTAssertEqual(try raw("GET", "goals/abc/retrospect", body: nil).status, 400)
        let badPage = try raw("GET", "goals", body: nil)
        XCTAssertEqual(badPage.status, 200)
        XCTAssertEqual(try raw("GET", "nowhere", body: nil).body, "{\"error\":\"No such endpoint.\"}")

        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 1, "nothing was half-written")
        XCTAssertEqual(try value(service.activeGoals(after: nil)).items.map(\.title), ["Active"])
        XCTAssertEqual(try server.database.integrityCheck(), "ok")
    }

    /// Only real calendar days and text the database returns as sent are stored: "2026-+1-+1"
    /// and "+999-01-01" were accepted before, and a title with NUL was cut short. What is
    /// stored comes back over HTTP and from the database exactly as it was sent.
    func testOnlyValidDataIsStoredAndItRoundTripsIntact() throws {
        let badDays = [
            "2026-+1-+1", "+999-01-01", "2026-1-01", "2026-01-1 ", "２０２６-01-01", "2026-13-01", "2026-00-10",
            "2025-02-29", "0000-00-00",
        ]
        for day in badDays {
            XCTAssertEqual(
                failure(service.createGoal(title: "Day \(day)", reward: "", startDate: day, endDate: "2030-01-01")),
                .rejected(status: 400, message: "startDate and endDate are days written YYYY-MM-DD."), day)
        }
        for title in ["Nul\u{0}inside", "Bell\u{7}", "Escape\u{1B}[31m", "Two\nlines", "C1\u{85}inside", "Tab\tinside"]
        {
            XCTAssertEqual(
                failure(service.createGoal(title: title, reward: "", startDate: "2026-11-01", endDate: "2026-11-02")),
                .rejected(
                    status: 400, message: "The title and the reward are one line of text, without control characters."),
                title.debugDescription)
        }
        let done = try completedGoal("Done")
        XCTAssertEqual(
            failure(service.postRetrospective(goalId: done.id, text: "Went well\u{0}and then")),
            .rejected(
                status: 400, message: "A retrospective may hold line breaks and tabs, but no other control characters.")
        )
        XCTAssertEqual(try value(service.activeGoals(after: nil)).items.count, 0, "nothing stored")

        let title = "한국어 🎯 e\u{301} \"quoted\" \\ " + String(repeating: "가", count: 180)
        let leap = try value(
            service.createGoal(title: title, reward: "커피 ☕", startDate: "2028-02-29", endDate: "2028-03-01"))
        XCTAssertEqual(leap.title, title)
        XCTAssertEqual(try value(service.activeGoals(after: nil)).items.map(\.title), [title])
        let text = "First line\n\tIndented — 한 번에\r\nLast 🚀"
        _ = try value(service.completeGoal(id: leap.id))
        _ = try value(service.postRetrospective(goalId: leap.id, text: text))
        XCTAssertEqual(try value(service.retrospective(goalId: leap.id)).text, text)
        server.stop()
        server = nil
        try start()
        XCTAssertEqual(
            try value(service.retrospective(goalId: leap.id)).text, text, "the same after a restart, from the database")
        XCTAssertEqual(String(repeating: "가", count: 201).count, 201)
        XCTAssertEqual(
            failure(
                service.createGoal(
                    title: String(repeating: "가", count: 201), reward: "", startDate: "2026-11-01",
                    endDate: "2026-11-02")),
            .rejected(status: 400, message: "The title and the reward are at most 200 characters."))
    }

    /// Every request the server cannot serve gets a 4xx with `{"error": …}`, at the HTTP level
    /// too: not HTTP (an empty 400 before), a malformed chunked body (413 before), oversized
    /// headers (431), an oversized body (413), an unknown route (404), a wrong method (405 with
    /// Allow).
    func testEveryBadRequestGetsA4xxWithAJSONBody() throws {
        let port = server.port
        let cases: [(name: String, request: String, status: Int, allow: String?, body: String)] = [
            (
                "no colon in a header", "GET /goals HTTP/1.1\r\nHost x\r\n\r\n", 400, nil,
                "{\"error\":\"The request is not valid HTTP/1.1.\"}"
            ),
            (
                "a malformed chunk size",
                "POST /goals HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
                400, nil, "{\"error\":\"The request's chunked body is malformed.\"}"
            ),
            (
                "headers over 80 KiB",
                "GET /goals HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n",
                431, nil, "{\"error\":\"The request's headers are larger than this server accepts.\"}"
            ),
            (
                "a body over 64 KiB",
                "POST /goals HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 70000\r\n\r\n"
                    + String(repeating: "a", count: 70_000),
                413, nil, "{\"error\":\"The body is larger than 64 KiB.\"}"
            ),
            (
                "an unknown route", "GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404, nil,
                "{\"error\":\"No such endpoint.\"}"
            ),
            (
                "DELETE a goal", "DELETE /goals/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                405, "Allow: GET, HEAD", "{\"error\":\"DELETE is not allowed here; use GET, HEAD.\"}"
            ),
            (
                "GET the completion", "GET /goals/1/complete HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                405, "Allow: POST", "{\"error\":\"GET is not allowed here; use POST.\"}"
            ),
        ]
        for item in cases {
            let answer = LoopbackSocket.exchangeWithHeaders(item.request, port: port)
            XCTAssertEqual(answer.status, item.status, item.name)
            XCTAssertEqual(answer.body, item.body, item.name)
            if let allow = item.allow {
                XCTAssertTrue(answer.headers.contains(allow), "\(item.name): \(answer.headers)")
            }
        }
        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 0, "still serving, nothing written")
    }
}
