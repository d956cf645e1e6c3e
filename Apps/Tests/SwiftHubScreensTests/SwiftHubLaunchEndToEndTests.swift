import Foundation
import TmuxTesting
import XCTest

/// Runs `swifthub` in tmux at its edges: bad command-line arguments, a server that never
/// answers, and a server receiving bad requests while the app talks to it.
final class SwiftHubLaunchEndToEndTests: SwiftHubEndToEndTestCase {
    func testBadCommandLineArgumentsAreExplained() throws {
        let session = try TmuxSession(command: "\(launch()) --api not-a-url")
        session.waitFor("Error: --api must be an http(s) URL")
        XCTAssertEqual(session.exitStatus(), 64)
    }

    /// Against a server that accepts connections and never answers, the first screen shows at
    /// once with what it waits for, and q quits (status 0) without waiting for the network.
    func testTheFirstScreenShowsAtOnceAndQQuitsWhileTheServerIsSilent() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        XCTAssertTrue(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let session = try TmuxSession(command: "\(launch()) --api http://127.0.0.1:\(port) --user octocat")
        session.waitFor("Opening octocat…", timeout: 10)
        XCTAssertTrue(session.screen.contains("q: quit"), session.screen)
        session.send("q")
        XCTAssertEqual(session.exitStatus(timeout: 10), 0)
    }

    /// The offline server, run on its own, receives the bad requests that used to kill it
    /// while the app talks to it; the app keeps working.
    func testTheAppKeepsWorkingWhileTheServerGetsBadRequests() throws {
        guard let serverBinary = TmuxSession.executable(named: "github-fixture-server") else {
            return XCTFail("github-fixture-server was not built")
        }
        let port = LoopbackSocket.freePort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: serverBinary)
        server.arguments = ["--port", "\(port)"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        let session = try TmuxSession(
            command: "sleep 1; \(launch()) --api http://127.0.0.1:\(port) --user octocat", width: 100, height: 30)
        session.waitFor("Events · octocat")
        for target in [
            "/users/octocat/received_events?page=9223372036854775807", "/users/octocat/repos?page=1e17&per_page=100",
            "users/octocat/repos", "/search/repositories?q=swift&page=9223372036854775807",
        ] {
            let status = LoopbackSocket.get(target, port: port).status
            XCTAssertTrue([400, 422].contains(status), "\(target): \(status)")
        }
        session.send("r")
        session.waitFor("› eun-ji starred carol/swift-forms")
        session.send("/", "keychain")
        session.waitFor("4 repositories")
        session.send("Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
