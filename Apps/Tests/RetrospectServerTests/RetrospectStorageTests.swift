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

/// The database behind the retrospect server: kept across a restart, whole under two clients
/// writing at once and a server killed mid-write, the owner's alone, and a folder that cannot
/// be made named.
final class RetrospectStorageTests: RetrospectServerTestCase {
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
        // A database of ours from before files were private is narrowed (a file that is not a
        // database is refused unchanged: DatabaseFileTests).
        let older = folder.appendingPathComponent("older.sqlite").path
        _ = try RetrospectDatabase(path: older)
        XCTAssertEqual(chmod(older, 0o644), 0)
        _ = try RetrospectDatabase(path: older)
        XCTAssertEqual(try mode(older), 0o600)
    }

    func testADatabaseInAFolderThatCannotBeMadeSaysSo() {
        XCTAssertThrowsError(try RetrospectDatabase(path: "/proc/no-such-folder/goals.sqlite")) { error in
            XCTAssertEqual(error as? RetrospectDatabaseError, .cannotCreateFolder("/proc/no-such-folder"))
            XCTAssertEqual("\(error)", "the folder /proc/no-such-folder does not exist and cannot be created")
        }
    }
}
