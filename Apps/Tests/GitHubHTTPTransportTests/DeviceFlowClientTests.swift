import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubServerTesting
import GitHubSession
import RxCore
import RxTesting
import TmuxTesting
import XCTest

/// GitHub's device flow against the offline server over real HTTP: pending until approved,
/// slow down when polled too often, then a token that signs in.
final class DeviceFlowClientTests: FixtureServerTestCase {
    func testPendingUntilApprovedSlowDownWhenTooOftenThenAToken() throws {
        let approving = GitHubFixtureServer(deviceApproval: .init(after: 1, login: "carol"))
        let client = GitHubClient(baseURL: try approving.start(), timeout: 5)
        let code = try result(of: client.send(GitHub.requestDeviceCode(clientID: "app")))
        XCTAssertEqual(code.interval, 2)
        XCTAssertEqual(code.expiresIn, 900)
        XCTAssertTrue(code.verificationUri.hasSuffix("/login/device"), code.verificationUri)
        XCTAssertTrue(code.userCode.wholeMatch(of: /[A-Z]{4}-[A-Z]{4}/) != nil, code.userCode)
        let poll = GitHub.deviceAccessToken(clientID: "app", deviceCode: code.deviceCode)
        XCTAssertEqual(try result(of: client.send(poll)), .pending)
        XCTAssertEqual(try result(of: client.send(poll)), .slowDown(interval: 7), "polled again at once")
        Thread.sleep(forTimeInterval: 2.2) // real time is the subject: the server's interval and approval
        XCTAssertEqual(try result(of: client.send(poll)), .token("fixture-carol"))
        XCTAssertEqual(try result(of: client.signIn(token: "fixture-carol")).login, "carol")
        XCTAssertEqual(try result(of: client.send(poll)), .denied, "a code is exchanged once")
        approving.stop()
    }

    func testBadRequestsAreRefusedClearly() throws {
        let client = GitHubClient(baseURL: server.baseURL, timeout: 5)
        XCTAssertEqual(
            error(of: client.send(GitHub.requestDeviceCode(clientID: " "))),
            .http(status: 422, message: "Validation Failed: client_id is required"))
        XCTAssertEqual(
            try result(of: client.send(GitHub.deviceAccessToken(clientID: "app", deviceCode: "nonsense"))), .denied)
        let answer = LoopbackSocket.exchangeWithHeaders(
            "POST /login/device/code HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{{{",
            port: Int(server.port))
        XCTAssertEqual(answer.status, 400)
        XCTAssertEqual(
            answer.body,
            #"{"documentation_url":"https://docs.github.com/rest","message":"Problems parsing JSON","status":"400"}"#)
    }
}
