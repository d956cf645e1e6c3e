import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import TmuxTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The offline server's connection handling and lifetime: many idle connections and slow
/// clients hold up nobody, graceful shutdown, shutting down when released, and running on its
/// own.
final class FixtureServerLifecycleTests: XCTestCase {
    private func threadCount() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") } ?? ""
        return Int(line.split(separator: "\t").last ?? "") ?? -1
    }

    private func get(_ client: GitHubClient, _ login: String) -> Result<User, Error> {
        client.send(GitHub.user(login: login)).asObservable().toBlocking(timeout: 30).materialize().singleResult
    }

    /// 2,000 connections that connect and send nothing used to hold up everybody else behind a
    /// cap of 64 served at once (a GET of 14 ms took 9.5 s). Now idle connections cost no
    /// thread and no place in a queue: a request is answered at once, long before the idle
    /// timeout (60 s here) could free anything.
    func testTwoThousandIdleConnectionsDoNotHoldUpARequest() throws {
        let server = GitHubFixtureServer(readTimeout: 60)
        try server.start()
        defer { server.stop() }
        let client = GitHubClient(baseURL: server.baseURL, timeout: 10)
        XCTAssertEqual(try get(client, "octocat").get().login, "octocat")
        let before = threadCount()
        let idle = (0..<2_000).map { _ in LoopbackSocket.connect(port: Int(server.port)) }
        defer { idle.forEach { close($0) } }
        XCTAssertEqual(idle.filter { $0 < 0 }.count, 0, "every connection was accepted")
        XCTAssertLessThanOrEqual(threadCount() - before, 4, "threads do not grow with connections")
        XCTAssertEqual(
            try get(client, "alice").get().login, "alice",
            "answered within the client's 10 s, with 2,000 idle connections open")
    }

    /// A request sent one byte at a time (slowloris) does not keep its connection: the idle
    /// timeout counts from the last complete request part, not the last byte.
    func testARequestTrickledByteByByteIsCutOff() throws {
        let server = GitHubFixtureServer(readTimeout: 1)
        try server.start()
        defer { server.stop() }
        let request =
            "GET /users/octocat HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow-" + String(repeating: "x", count: 60)
            + "\r\n\r\n"
        let closedAfter = LoopbackSocket.secondsUntilClosed(
            tricklingBytesOf: request, port: Int(server.port), interval: 0.1, limit: 20)
        XCTAssertNotNil(closedAfter, "the server kept a connection that sent a byte every 0.1 s")
        XCTAssertLessThan(
            closedAfter ?? .infinity, 6,
            "closed about a second (the idle timeout) after it opened, not after the \(request.utf8.count / 10) s the bytes took"
        )
    }

    /// Stopping lets a request that is being answered finish.
    func testStopIsGracefulForARequestInFlight() throws {
        let server = GitHubFixtureServer()
        try server.start()
        server.inject(.delay(1))
        let client = GitHubClient(baseURL: server.baseURL, timeout: 20)
        let answered = DispatchSemaphore(value: 0)
        let outcome = LockedBox<String>("")
        let subscription = client.send(GitHub.user(login: "octocat")).subscribe(
            onSuccess: {
                outcome.set($0.login)
                answered.signal()
            },
            onFailure: {
                outcome.set("\($0)")
                answered.signal()
            })
        defer { subscription.dispose() }
        Thread.sleep(forTimeInterval: 0.3)
        server.stop()
        XCTAssertEqual(answered.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(outcome.value, "octocat")
        guard case .failure(GitHubError.unreachable) = get(client, "octocat") else {
            return XCTFail("stopped server still answers")
        }
    }

    /// A server nobody stops shuts down when its last reference goes away.
    func testAReleasedServerShutsDown() throws {
        weak var released: GitHubFixtureServer?
        var url: URL!
        do {
            let server = GitHubFixtureServer()
            url = try server.start()
            released = server
        }
        XCTAssertNil(released, "the running server does not keep itself alive")
        let client = GitHubClient(baseURL: url, timeout: 5)
        let deadline = Date().addingTimeInterval(10)
        var last = get(client, "octocat")
        while case .success = last, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            last = get(client, "octocat")
        }
        guard case .failure(GitHubError.unreachable) = last else { return XCTFail("still answering: \(last)") }
    }

    /// `github-fixture-server --port N` serves on its own and exits 0 on SIGTERM (graceful);
    /// bad arguments are explained.
    func testTheStandaloneServerRunsAndStopsOnSIGTERM() throws {
        guard let binary = TmuxSession.executable(named: "github-fixture-server") else {
            return XCTFail("github-fixture-server was not built")
        }
        let port = LoopbackSocket.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "\(port)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let client = GitHubClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: 5)
        let deadline = Date().addingTimeInterval(20)
        var answer = get(client, "eun-ji")
        while case .failure = answer, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            answer = get(client, "eun-ji")
        }
        XCTAssertEqual(try answer.get().name, "김은지")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("Serving the offline GitHub on http://127.0.0.1:\(port)"), log)

        let bad = Process()
        bad.executableURL = URL(fileURLWithPath: binary)
        bad.arguments = ["--port", "70000"]
        let badOutput = Pipe()
        bad.standardError = badOutput
        bad.standardOutput = badOutput
        try bad.run()
        bad.waitUntilExit()
        XCTAssertEqual(bad.terminationStatus, 64)
        XCTAssertTrue(
            String(decoding: badOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .contains("--port must be from 0 to 65535 (got 70000)."))
    }
}
