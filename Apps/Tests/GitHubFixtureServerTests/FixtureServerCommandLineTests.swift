import Foundation
import GitHubFixtureServer
import GitHubServerTesting
import TmuxTesting
import XCTest

/// `github-fixture-server --help` tells the truth: every route the router serves is listed,
/// and every fault the server can inject can be asked for with `--fault`.
final class FixtureServerCommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let path = TmuxSession.executable(named: "github-fixture-server") else {
            XCTFail("github-fixture-server was not built")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testHelpListsEveryRegisteredRouteAndEveryFault() throws {
        let (status, help) = try run(["--help"])
        XCTAssertEqual(status, 0)
        let routes = GitHubFixtureServer(data: .standard).routeDescriptions
        XCTAssertGreaterThanOrEqual(routes.count, 30)
        for route in routes {
            XCTAssertTrue(help.contains("  \(route)\n"), "--help does not list \(route)")
        }
        for fault in [
            "delay:2", "status:500", "rate-limit", "too-many-requests:30", "malformed-json", "drop-connection",
        ] {
            XCTAssertTrue(help.contains("=\(fault) "), "--help does not show the fault \(fault)")
            XCTAssertNoThrow(try GitHubFixtureServer.Fault.parse("/=\(fault)"))
        }
    }

    func testFaultsParseAndBadOnesAreRefusedWithWhatIsAccepted() throws {
        XCTAssertEqual(try GitHubFixtureServer.Fault.parse("/search=status:503").fault, .status(503))
        XCTAssertEqual(try GitHubFixtureServer.Fault.parse("/search=status:503").pathPrefix, "/search")
        XCTAssertEqual(try GitHubFixtureServer.Fault.parse("/users=delay:0.5").fault, .delay(0.5))
        XCTAssertEqual(
            try GitHubFixtureServer.Fault.parse("/=too-many-requests:30").fault, .tooManyRequests(retryAfter: 30))
        for bad in ["status:500", "/=status:200", "/=delay", "/=explode", "/=malformed-json:1"] {
            XCTAssertThrowsError(try GitHubFixtureServer.Fault.parse(bad), bad)
        }
        let (status, output) = try run(["--fault", "/=explode"])
        XCTAssertEqual(status, 64)
        XCTAssertTrue(
            output.contains(
                "--fault takes PATH-PREFIX=KIND, where KIND is delay:SECONDS (0-600), status:CODE (400-599), rate-limit, too-many-requests:SECONDS, malformed-json or drop-connection (got \"/=explode\")."
            ), output)
    }
}
