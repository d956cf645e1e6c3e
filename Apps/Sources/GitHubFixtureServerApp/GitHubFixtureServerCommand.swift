import ArgumentParser
import CommandLineEntry
import Foundation
import GitHubFixtureServer
import InProcessServing
import Logging
import OfflineGitHub

/// `github-fixture-server --port N`: the offline GitHub on its own, for testing other clients.
@main
struct GitHubFixtureServerCommand: AsyncParsableCommand {
    /// Runs with a closed standard descriptor filled and ArgumentParser's messages through the
    /// terminal gate (``AsyncParsableCommand/mainWithSafeOutput()``).
    static func main() async { await mainWithSafeOutput() }

    static let configuration = CommandConfiguration(
        commandName: "github-fixture-server",
        abstract:
            "An offline, GitHub-shaped REST API on 127.0.0.1, serving bundled users, organizations, repositories and events.",
        discussion: """
            Sign in with a token of the form fixture-LOGIN (for example fixture-octocat). Lists are \
            paged with page and per_page and Link headers, like GitHub; bad requests get GitHub-shaped \
            4xx JSON. Ctrl-C or SIGTERM shuts it down gracefully.

            Endpoints (read from the server's own router):
            \(GitHubFixtureServer(data: .standard).routeDescriptions.map { "  " + $0 }.joined(separator: "\n"))

            Faults, for testing a client's error handling (--fault, repeatable; each applies to every \
            request whose path starts with PATH-PREFIX):
              /search=delay:2            answer after 2 seconds
              /users=status:500          answer 500 (any 400-599) with a GitHub error body
              /=rate-limit               answer 403 as GitHub does when the rate limit is spent
              /=too-many-requests:30     answer 429 with Retry-After: 30
              /repos=malformed-json      answer 200 with a body that is not JSON
              /=drop-connection          send part of the answer, then close the connection
            """
    )

    @Option(help: "The port to listen on (0 picks a free one and prints it).")
    var port: Int = 8080

    @Option(help: "Seconds a connection may stay idle, or take to send its request, before it is closed.")
    var readTimeout: Double = 10

    @Option(
        help: ArgumentHelp(
            "Approve each device-flow code this many seconds after it is handed out (default: never).",
            valueName: "SECONDS"))
    var approveDeviceCodesAfter: Double?

    @Option(help: "The account an approved device-flow code signs in as.")
    var deviceLogin: String = "octocat"

    @Option(
        name: .customLong("fault"),
        help: ArgumentHelp(
            "Inject a fault: PATH-PREFIX=KIND (the kinds are listed above).", valueName: "PATH-PREFIX=KIND"))
    var faults: [String] = []

    @Option(
        help: ArgumentHelp(
            "Answer as a hostile server would: names with spaces, brackets, control and bidi characters, "
                + "huge and negative counts, 100,000-character texts; the same for the same seed.",
            valueName: "SEED"))
    var hostile: UInt64?

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be from 0 to 65535 (got \(port)).")
        }
        guard readTimeout > 0, readTimeout <= 3_600 else {
            throw ValidationError("--read-timeout must be from 0 to 3600 seconds.")
        }
        if let approveDeviceCodesAfter, !(0...900).contains(approveDeviceCodesAfter) {
            throw ValidationError("--approve-device-codes-after must be from 0 to 900 seconds (a code lives 900).")
        }
        guard FixtureData.standard.user(deviceLogin) != nil else {
            throw ValidationError(
                "--device-login must be one of the offline accounts, such as octocat (got \(deviceLogin)).")
        }
        for fault in faults {
            do { _ = try GitHubFixtureServer.Fault.parse(fault) } catch { throw ValidationError(error.description) }
        }
    }

    func run() async throws {
        let logger = Logger.gated(label: "github-fixture-server")
        let server = GitHubFixtureServer(
            data: .asOfNow(), readTimeout: readTimeout,
            deviceApproval: approveDeviceCodesAfter.map { .init(after: $0, login: deviceLogin) },
            hostile: hostile.map(HostileMode.init(seed:)), logger: logger)
        for text in faults {
            let (pathPrefix, fault) = try GitHubFixtureServer.Fault.parse(text)
            server.inject(fault, pathPrefix: pathPrefix, count: .max)
        }
        try await server.runUntilTerminated(port: UInt16(port))
    }
}
