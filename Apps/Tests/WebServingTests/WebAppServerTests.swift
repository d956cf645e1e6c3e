import Foundation
import RxCore
import RxTesting
import WebServing
import WebUI
import XCTest

/// The server over real loopback: HTTP for the shell and the client's files, a WebSocket per tab.
final class WebAppServerTests: RxTestCase, @unchecked Sendable {
    private var server: WebAppServer!
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            scheduler = TestScheduler(initialClock: 0)
            let sessions = WebSessions(gracePeriod: .seconds(30), scheduler: scheduler) { CounterPage.root() }
            server = WebAppServer(
                sessions: sessions, access: WebAccess(key: "0123456789abcdef0123456789abcdef"), title: "Test",
                language: "ko", theme: "high-contrast")
        }
        XCTAssertNoThrow(try server.start())
    }

    override func tearDown() {
        server.stop()
        // The drops the server saw as it stopped start grace periods: let them arrive, run them out.
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        MainActor.assumeIsolated {
            scheduler.advanceTo(scheduler.clock + 1_000)
            server.sessions.closeAll()
        }
        server = nil
        super.tearDown()
    }

    private var key: String { "0123456789abcdef0123456789abcdef" }
    private var origin: String { "http://127.0.0.1:\(server.port)" }

    private func get(_ target: String) throws -> String {
        let connection = try LoopbackWebSocket(port: server.port, target: target, origin: nil, upgrade: false)
        return connection.handshake + connection.bodyAfterRefusal()
    }

    func testTheShellNeedsTheKeyAndEveryAnswerCarriesTheSecurityHeaders() throws {
        let refused = try get("/")
        XCTAssertTrue(refused.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), refused)
        XCTAssertTrue(refused.hasSuffix("This page needs the address the app printed, with its key.\n"), refused)
        let wrongKey = try get("/?key=0123456789abcdef0123456789abcdee")
        XCTAssertTrue(wrongKey.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), wrongKey)

        let shell = try get("/?key=\(key)")
        XCTAssertTrue(shell.hasPrefix("HTTP/1.1 200 OK\r\n"), shell)
        for header in [
            "content-security-policy: default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                + "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n",
            "x-content-type-options: nosniff\r\n", "referrer-policy: no-referrer\r\n", "cache-control: no-store\r\n",
            "content-type: text/html; charset=utf-8\r\n",
        ] {
            XCTAssertTrue(shell.lowercased().contains(header.lowercased()), "missing \(header) in \(shell)")
        }
        XCTAssertTrue(shell.contains(#"<script src="/client.js" defer></script>"#))
        XCTAssertTrue(shell.contains(#"<html lang="ko" data-theme="high-contrast">"#), "the app's language and theme")
        XCTAssertFalse(shell.contains("<script>"), "no inline script")
        XCTAssertTrue(refused.lowercased().contains("content-security-policy: default-src 'none'"))

        let script = try get("/client.js")
        XCTAssertTrue(script.hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(script.lowercased().contains("content-type: text/javascript; charset=utf-8\r\n"))
        XCTAssertTrue(script.contains("new WebSocket(url)"))
        let style = try get("/app.css")
        XCTAssertTrue(style.contains(#":root[data-theme="high-contrast"] {"#), "the theme's colours")
    }

    func testTheSocketRefusesAnotherOriginOrAMissingKey() throws {
        for (origin, target) in [
            ("http://evil.example", "/socket?key=\(key)"),
            ("http://localhost.evil.example:\(server.port)", "/socket?key=\(key)"),
            (origin, "/socket"),
            (origin, "/socket?key=nope"),
        ] {
            let socket = try LoopbackWebSocket(port: server.port, target: target, origin: origin)
            // Refused before the upgrade: Hummingbird answers a refused upgrade with 400.
            XCTAssertEqual(socket.status, 400, "\(origin) \(target): \(socket.handshake)")
        }
        let noOrigin = try LoopbackWebSocket(port: server.port, target: "/socket?key=\(key)", origin: nil)
        XCTAssertEqual(noOrigin.status, 400)
        MainActor.assumeIsolated { XCTAssertEqual(server.sessions.count, 0, "no page was built for them") }
    }

    /// The test client itself: writing to a connection the server has closed ends (it spun
    /// forever retrying the failed write, and hung the apps' test run once).
    func testWritingToAConnectionTheServerClosedEnds() throws {
        let socket = try LoopbackWebSocket(port: server.port, target: "/socket?key=\(key)", origin: origin)
        XCTAssertEqual(socket.status, 101, socket.handshake)
        XCTAssertNotNil(socket.receive(), "the page")
        // Past the 16 KiB a message may hold: the server closes the connection.
        socket.send(String(repeating: "x", count: 20_000))
        XCTAssertNil(socket.receive(timeout: 5), "closed")
        let written = (0..<20).map { _ in socket.send(String(repeating: "x", count: 60_000)) }
        XCTAssertEqual(written.last, false, "the closed connection refuses the write: \(written)")
    }

    func testATabsSocketGetsThePageSendsAClickAndReconnectsToTheSameSession() throws {
        let socket = try LoopbackWebSocket(port: server.port, target: "/socket?key=\(key)", origin: origin)
        XCTAssertEqual(socket.status, 101, socket.handshake)
        let first = try XCTUnwrap(socket.receive())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let session = try XCTUnwrap(object["session"] as? String)
        XCTAssertEqual(object["page"] as? String, WebSessionsTests.firstPage)

        socket.send(#"{"t":"activate","id":"w8"}"#)
        XCTAssertEqual(socket.receive(), #"[{"id":"w7","op":"text","text":"Count: 1"}]"#)
        socket.send(String(repeating: "x", count: 20_000))
        socket.send(#"{"t":"activate","id":"w8"}"#)
        let afterOversized = socket.receive(timeout: 2)
        XCTAssertTrue(
            afterOversized == nil || afterOversized == #"[{"id":"w7","op":"text","text":"Count: 2"}]"#,
            "an oversized message is refused (the socket may be closed for it); nothing else happens: \(afterOversized ?? "closed")"
        )

        let again = try LoopbackWebSocket(
            port: server.port, target: "/socket?key=\(key)&session=\(session)",
            origin: "http://localhost:\(server.port)")
        let resumed = try XCTUnwrap(again.receive())
        XCTAssertTrue(resumed.contains(#""session":"\#(session)""#), resumed)
        XCTAssertTrue(resumed.contains("Count: 1") || resumed.contains("Count: 2"), "the same page, its count kept")
        MainActor.assumeIsolated { XCTAssertEqual(server.sessions.count, 1) }
    }
}
