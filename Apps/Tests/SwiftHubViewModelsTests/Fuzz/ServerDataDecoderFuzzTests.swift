import Foundation
import GitHubAPI
import OfflineGitHub
import SwiftHubViewModels
import XCTest

/// Every SwiftHub endpoint's decoder fed mutated answers (see ``ServerDataMutator``): each
/// case ends in a decoded value or a `GitHubError` whose message can be shown — never a trap.
/// Seeded, so a failure names a case that fails again the same way.
final class ServerDataDecoderFuzzTests: XCTestCase {
    /// Mutated answers per endpoint.
    static let casesPerEndpoint = 80

    func testEveryEndpointDecodesMutatedAnswersOrFailsWithATypedError() {
        let github = InMemoryGitHub()
        let endpoints = FuzzEndpoint.all(github.data)
        let now = FixtureData.standardBase
        var (cases, decoded, refused) = (0, 0, 0)
        let started = Date()
        for (number, endpoint) in endpoints.enumerated() {
            let answer = github.respond(to: endpoint.request)
            if case .failure(let error) = endpoint.decode(answer), answer.isSuccess {
                XCTFail("\(endpoint.name): the unmutated answer does not decode: \(error)")
            }
            var mutator = ServerDataMutator(seed: 0x5EED_0000 + UInt64(number))
            let parsed = JSONValue(data: answer.body)
            for _ in 0..<Self.casesPerEndpoint {
                let mutated = mutator.mutate(answer, parsed: parsed)
                cases += 1
                switch endpoint.decode(mutated) {
                case .success: decoded += 1
                case .failure(let error):
                    refused += 1
                    // The messages a banner shows, in English and relative to now.
                    XCTAssertFalse(error.description(relativeTo: now).isEmpty)
                    XCTAssertFalse(errorMessage(error, now: now).isEmpty)
                }
            }
        }
        XCTAssertEqual(cases, endpoints.count * Self.casesPerEndpoint)
        XCTAssertEqual(decoded + refused, cases)
        XCTAssertGreaterThan(decoded, 0, "some mutations keep the answer readable")
        XCTAssertGreaterThan(refused, 0, "some do not")
        print(
            "server-data decoder fuzz: \(cases) cases over \(endpoints.count) endpoints, \(decoded) decoded, "
                + "\(refused) typed errors, in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// The rate-limit messages for reset times no clock reaches: infinite, NaN, far past.
    func testRateLimitResetsBeyondAnyClockAreSaid() {
        let now = FixtureData.standardBase
        for header in ["1e400", "-1e400", "nan", "inf", "9.3e18", "1e308", "-1e308"] {
            let error = GitHubError(
                response: GitHubResponse(
                    status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": header]), now: now)
            XCTAssertFalse(error.description(relativeTo: now).isEmpty, header)
            XCTAssertFalse(describe(error, now: now).isEmpty, header)
        }
        let far = GitHubError.rateLimited(resetAt: now.addingTimeInterval(1e300))
        XCTAssertEqual(far.description(relativeTo: now), "Rate limit exceeded; it resets in 87600 h.")
        XCTAssertEqual(describe(far, now: now), "Rate limit exceeded; it resets in 87600 h.")
        let retry = GitHubError(response: GitHubResponse(status: 429, headers: ["retry-after": "1e308"]), now: now)
        XCTAssertEqual(retry.description(relativeTo: now), "Rate limit exceeded; it resets in 87600 h.")
        XCTAssertEqual(
            GitHubError.rateLimited(resetAt: now.addingTimeInterval(-1e300)).description(relativeTo: now),
            "Rate limit exceeded; it resets now.")
    }
}
