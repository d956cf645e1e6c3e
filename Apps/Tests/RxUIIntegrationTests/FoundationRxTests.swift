import Foundation
import GitHubFixtureServer
import RxCore
import RxTesting
import RxUI
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The portable part of RxCocoa's Foundation extensions, over real loopback HTTP.
final class FoundationRxTests: RxTestCase {
    func testNotificationsUntilDisposed() {
        let center = NotificationCenter()
        let name = Notification.Name("rx.test")
        var received: [String] = []
        let subscription = center.rx.notification(name).subscribe(onNext: {
            received.append(($0.userInfo?["v"] as? String) ?? "?")
        })
        center.post(name: name, object: nil, userInfo: ["v": "a"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["v": "x"])
        subscription.dispose()
        center.post(name: name, object: nil, userInfo: ["v": "b"])
        XCTAssertEqual(received, ["a"])
    }

    func testURLSessionDataResponseAndJSON() throws {
        let server = GitHubFixtureServer()
        try server.start()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }

        let user = try session.rx.json(url: server.baseURL.appendingPathComponent("users/octocat")).toBlocking(
            timeout: 20
        ).single()
        XCTAssertEqual((user as? [String: Any])?["login"] as? String, "octocat")

        let (response, data) = try session.rx.response(
            request: URLRequest(url: server.baseURL.appendingPathComponent("users/nobody"))
        ).toBlocking(timeout: 20).single()
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("Not Found"))

        switch session.rx.data(request: URLRequest(url: server.baseURL.appendingPathComponent("users/nobody")))
            .toBlocking(timeout: 20).materialize()
        {
        case .failed(_, RxCocoaURLError.httpRequestFailed(let response, _)): XCTAssertEqual(response.statusCode, 404)
        case let other: XCTFail("expected httpRequestFailed, got \(other)")
        }
    }
}
