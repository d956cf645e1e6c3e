import Foundation
import GitHubAPI
import GitHubSession
import RxCore
import RxTesting
import XCTest

/// A transport that answers every request with a 200 and keeps what it was asked.
private final class RecordingTransport: GitHubTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [GitHubRequest] = []
    var requests: [GitHubRequest] { lock.withLock { sent } }
    func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
        lock.withLock { sent.append(request) }
        let body = request.path == "/user" ? #"{"login":"alice","id":1,"avatar_url":"","type":"User"}"# : "{}"
        return .just(GitHubResponse(status: 200, body: Data(body.utf8)))
    }
}

/// GitHub's device flow lives on the website's host, not the API's: its requests go there,
/// ask for JSON, and never carry the API's credential.
final class WebOriginTests: XCTestCase {
    func testTheWebsiteIsFoundFromTheAPIsAddress() {
        func web(_ api: String) -> String { GitHubRequest.webBaseURL(forAPI: URL(string: api)!).absoluteString }
        XCTAssertEqual(web("https://api.github.com"), "https://github.com")
        XCTAssertEqual(web("https://API.GitHub.com/"), "https://github.com/")
        XCTAssertEqual(web("https://ghe.example.com/api/v3"), "https://ghe.example.com")
        XCTAssertEqual(web("https://ghe.example.com/api/v3/"), "https://ghe.example.com")
        XCTAssertEqual(web("http://127.0.0.1:8080"), "http://127.0.0.1:8080", "the offline GitHub serves both")
        let request = GitHub.requestDeviceCode(clientID: "app").request
        XCTAssertEqual(request.origin, .web)
        XCTAssertEqual(request.headers["Accept"], "application/json")
        XCTAssertEqual(GitHub.user(login: "octocat").request.origin, .api)
        XCTAssertNil(GitHub.user(login: "octocat").request.headers["Accept"])
    }

    func testTheAPIsCredentialIsNeverSentToTheWebsite() {
        let transport = RecordingTransport()
        let session = GitHubSession(transport: transport)
        _ = session.signIn(token: "ghp_secret").asObservable().toBlocking(timeout: 5).materialize()
        _ = session.send(GitHub.requestDeviceCode(clientID: "app")).asObservable().toBlocking(timeout: 5).materialize()
        _ = session.send(GitHub.user(login: "octocat")).asObservable().toBlocking(timeout: 5).materialize()
        XCTAssertEqual(
            transport.requests.map { "\($0.path) \($0.headers["Authorization"] ?? "-")" },
            ["/user Bearer ghp_secret", "/login/device/code -", "/users/octocat Bearer ghp_secret"])
    }
}
