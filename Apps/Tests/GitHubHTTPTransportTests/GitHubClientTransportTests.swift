import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import XCTest

/// What the client does on the wire: idles without CPU while it waits, honours a short
/// `Retry-After`, refuses oversized answers.
final class GitHubClientTransportTests: FixtureServerTestCase {
    private func outcome<Value>(_ single: Single<Value>) -> Result<Value, Error> {
        single.asObservable().toBlocking(timeout: 30).materialize().singleResult
    }

    /// CPU time used by this process so far, in seconds (user + system, from /proc).
    private func processCPUSeconds() -> Double {
        let stat = (try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return -1 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A request the server sits on for 4 s: while it is pending, the whole test process
    /// uses under 5% of a core (URLSession on this toolchain used about 55%).
    func testAPendingRequestIdlesWithoutBurningCPU() throws {
        server.inject(.delay(4))
        let client = GitHubClient(baseURL: server.baseURL, timeout: 20)
        let answered = DispatchSemaphore(value: 0)
        let subscription = client.send(GitHub.user(login: "octocat")).subscribe { _ in answered.signal() }
        defer { subscription.dispose() }
        Thread.sleep(forTimeInterval: 0.5)
        let cpuBefore = processCPUSeconds()
        let wallBefore = Date()
        XCTAssertEqual(answered.wait(timeout: .now() + 3), .timedOut, "still pending")
        let share = (processCPUSeconds() - cpuBefore) / Date().timeIntervalSince(wallBefore)
        XCTAssertLessThan(share, 0.05, "CPU share while waiting: \(share)")
        XCTAssertEqual(answered.wait(timeout: .now() + 10), .success)
    }

    /// A 429 asking to wait 1 s is waited out and retried once; one asking for a minute is a
    /// rate-limit error saying when to come back.
    func testRetryAfterIsHonoured() throws {
        let client = GitHubClient(baseURL: server.baseURL, timeout: 20)
        server.inject(.tooManyRequests(retryAfter: 1))
        let started = Date()
        XCTAssertEqual(try outcome(client.send(GitHub.user(login: "octocat"))).get().login, "octocat")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 1)
        XCTAssertEqual(server.requests, ["GET /users/octocat", "GET /users/octocat"])

        server.inject(.tooManyRequests(retryAfter: 60))
        let asked = Date()
        guard case .failure(GitHubError.rateLimited(let resetAt?)) = outcome(client.send(GitHub.user(login: "octocat")))
        else {
            return XCTFail("expected a rate limit with a reset time")
        }
        XCTAssertEqual(resetAt.timeIntervalSince(asked), 60, accuracy: 5)
        XCTAssertEqual(server.requests.count, 3, "a long wait is not retried")

        // Twice in a row: retried once, then reported.
        server.inject(.tooManyRequests(retryAfter: 0), count: 2)
        guard case .failure(GitHubError.rateLimited) = outcome(client.send(GitHub.user(login: "octocat"))) else {
            return XCTFail("expected a rate limit")
        }
        XCTAssertEqual(server.requests.count, 5)
    }

    func testAnOversizedAnswerIsRefused() {
        let client = GitHubClient(baseURL: server.baseURL, timeout: 20, maxResponseBytes: 2_048)
        guard case .failure(let error as GitHubError) = outcome(client.send(GitHub.receivedEvents(login: "octocat")))
        else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error, .responseTooLarge(limit: 2_048))
        XCTAssertEqual(error.description, "The answer was larger than 2048 bytes.")
        XCTAssertFalse(error.isRetryable)
        XCTAssertEqual(
            try outcome(client.send(GitHub.user(login: "bob"))).get().login, "bob", "small answers still pass")
    }
}
