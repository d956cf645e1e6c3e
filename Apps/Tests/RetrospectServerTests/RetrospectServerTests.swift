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

/// The retrospect server over real HTTP against a temporary database file.
final class RetrospectServerTests: XCTestCase {
    private var directory: URL!
    private var server: RetrospectServer!
    private var service: RetrospectHTTPService!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("retrospect-\(UUID().uuidString)")
        try start()
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    private var databasePath: String { directory.appendingPathComponent("goals.sqlite").path }

    private func start(seed: Bool = false) throws {
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath, seed: seed))
        service = RetrospectHTTPService(baseURL: try server.start())
    }

    private func value<Value>(_ single: Single<Value>) throws -> Value {
        try single.asObservable().toBlocking(timeout: 20).single()
    }

    private func failure<Value>(_ single: Single<Value>) -> RetrospectAPIError? {
        guard case .failed(_, let error) = single.asObservable().toBlocking(timeout: 20).materialize() else {
            return nil
        }
        return error as? RetrospectAPIError
    }

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

    /// A raw request, for bodies the client would never send.
    private func raw(_ method: String, _ path: String, body: Data?) throws -> (status: Int, body: String) {
        var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (response, data) = try session.rx.response(request: request).toBlocking(timeout: 20).single()
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }

    private func completedGoal(_ title: String) throws -> Goal {
        let goal = try value(
            service.createGoal(title: title, reward: "cake", startDate: "2026-11-01", endDate: "2026-11-30"))
        return try value(service.completeGoal(id: goal.id))
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

    func testADatabaseInAFolderThatCannotBeMadeSaysSo() {
        XCTAssertThrowsError(try RetrospectDatabase(path: "/proc/no-such-folder/goals.sqlite")) { error in
            XCTAssertEqual(error as? RetrospectDatabaseError, .cannotCreateFolder("/proc/no-such-folder"))
            XCTAssertEqual("\(error)", "the folder /proc/no-such-folder does not exist and cannot be created")
        }
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

    /// 2,000 idle connections (64 stalled the server before) hold up no request.
    func testTwoThousandIdleConnectionsDoNotHoldUpARequest() throws {
        server.stop()
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath, seed: true), idleTimeout: 60)
        service = RetrospectHTTPService(baseURL: try server.start())
        let idle = (0..<2_000).map { _ in LoopbackSocket.connect(port: server.port) }
        defer { idle.forEach { close($0) } }
        XCTAssertEqual(idle.filter { $0 < 0 }.count, 0, "every connection was accepted")
        XCTAssertEqual(try value(service.writableRetrospectiveCount()), 3)
    }

    /// A request trickled in byte by byte is cut off after the idle timeout.
    func testARequestTrickledByteByByteIsCutOff() throws {
        server.stop()
        server = RetrospectServer(database: try RetrospectDatabase(path: databasePath), idleTimeout: 1)
        try server.start()
        let request =
            "GET /retrospects/count HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow-"
            + String(repeating: "x", count: 60) + "\r\n\r\n"
        let closedAfter = LoopbackSocket.secondsUntilClosed(
            tricklingBytesOf: request, port: server.port, interval: 0.1, limit: 20)
        XCTAssertNotNil(closedAfter)
        XCTAssertLessThan(closedAfter ?? .infinity, 6)
    }

    /// Goals and retrospectives are the owner's alone: the database and its WAL files are
    /// 0600, in a 0700 folder, and an older file is narrowed to 0600 when opened.
    func testTheDatabaseFilesAreTheOwnersAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("retro-mode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("data/goals.sqlite").path
        let database = try RetrospectDatabase(path: path, seed: true)
        XCTAssertEqual(try database.integrityCheck(), "ok")
        func mode(_ path: String) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        XCTAssertEqual(try mode(folder.appendingPathComponent("data").path), 0o700)
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            XCTAssertEqual(try mode(file), 0o600, file)
        }
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: path + "-wal"), "WAL mode: the -wal file exists and was checked")
        let older = folder.appendingPathComponent("older.sqlite").path
        XCTAssertTrue(
            FileManager.default.createFile(atPath: older, contents: nil, attributes: [.posixPermissions: 0o644]))
        _ = try RetrospectDatabase(path: older)
        XCTAssertEqual(try mode(older), 0o600)
    }

    func testDataSurvivesARestart() throws {
        let goal = try completedGoal("Read 4 books")
        _ = try value(service.postRetrospective(goalId: goal.id, text: "Audiobooks count."))
        server.stop()
        server = nil
        try start()
        XCTAssertEqual(try value(service.retrospective(goalId: goal.id)).text, "Audiobooks count.")
        XCTAssertEqual(try value(service.completedGoals(after: nil)).items.map(\.title), ["Read 4 books"])
    }

    /// Two clients writing at once, 40 goals each with their retrospectives: nothing is lost.
    func testTwoClientsWritingAtOnceLoseNothing() throws {
        let baseURL = server.baseURL
        let group = DispatchGroup()
        let failures = LockedCounter()
        for client in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                let service = RetrospectHTTPService(baseURL: baseURL)
                for index in 0..<40 {
                    do {
                        let goal = try service.createGoal(
                            title: "Client \(client) goal \(index)", reward: "", startDate: "2026-11-01",
                            endDate: "2026-11-02"
                        )
                        .asObservable().toBlocking(timeout: 20).single()
                        _ = try service.completeGoal(id: goal.id).asObservable().toBlocking(timeout: 20).single()
                        _ = try service.postRetrospective(goalId: goal.id, text: "Written by client \(client)")
                            .asObservable().toBlocking(timeout: 20).single()
                    } catch {
                        failures.increment()
                    }
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(failures.value, 0)
        var titles: [String] = []
        var last: Int?
        while true {
            let page = try value(service.completedGoals(after: last))
            titles += page.items.map(\.title)
            XCTAssertTrue(page.items.allSatisfy(\.hasRetrospective))
            guard page.hasNextPage, let id = page.items.last?.id else { break }
            last = id
        }
        XCTAssertEqual(Set(titles), Set((0..<2).flatMap { client in (0..<40).map { "Client \(client) goal \($0)" } }))
        XCTAssertEqual(titles.count, 80)
    }

    /// `retrospect-server` killed with SIGKILL while clients write leaves a database that opens,
    /// passes SQLite's integrity check, and holds only whole writes.
    func testKillingTheServerMidRequestLeavesTheDatabaseConsistent() throws {
        server.stop()
        server = nil
        guard let binary = TmuxSession.executable(named: "retrospect-server") else {
            return XCTFail("retrospect-server was not built")
        }
        let port = LoopbackSocket.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "\(port)", "--database", databasePath]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let remote = RetrospectHTTPService(baseURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: 5)
        let deadline = Date().addingTimeInterval(20)
        while (try? remote.writableRetrospectiveCount().asObservable().toBlocking(timeout: 5).single()) == nil,
            Date() < deadline
        {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let stop = LockedCounter()
        let writer = Thread {
            var index = 0
            while stop.value == 0 {
                index += 1
                guard
                    let goal = try? remote.createGoal(
                        title: "Goal \(index)", reward: "", startDate: "2026-11-01", endDate: "2026-11-02"
                    )
                    .asObservable().toBlocking(timeout: 5).single()
                else { continue }
                _ = try? remote.completeGoal(id: goal.id).asObservable().toBlocking(timeout: 5).single()
                _ = try? remote.postRetrospective(goalId: goal.id, text: String(repeating: "text ", count: 500))
                    .asObservable().toBlocking(timeout: 5).single()
            }
        }
        writer.start()
        Thread.sleep(forTimeInterval: 1.5)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        stop.increment()
        Thread.sleep(forTimeInterval: 0.5)

        let reopened = try RetrospectDatabase(path: databasePath)
        XCTAssertEqual(try reopened.integrityCheck(), "ok")
        try start()
        var written: [Goal] = []
        var last: Int?
        while true {
            let page = try value(service.completedGoals(after: last))
            written += page.items.filter { $0.title.hasPrefix("Goal ") }
            guard page.hasNextPage, let id = page.items.last?.id else { break }
            last = id
        }
        XCTAssertFalse(written.isEmpty, "some writes happened before the kill")
        XCTAssertLessThanOrEqual(
            written.filter { !$0.hasRetrospective }.count, 1,
            "at most the goal being written when killed lacks its text")
        for goal in written where goal.hasRetrospective {
            XCTAssertEqual(try value(service.retrospective(goalId: goal.id)).text.count, 2_499, "whole texts only")
        }
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
