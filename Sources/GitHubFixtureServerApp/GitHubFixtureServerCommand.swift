import ArgumentParser
import Logging
import GitHubFixtureServer

/// `github-fixture-server --port N`: the offline GitHub on its own, for testing other clients.
@main
struct GitHubFixtureServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "github-fixture-server",
        abstract: "An offline, GitHub-shaped REST API on 127.0.0.1, serving bundled users, organizations, repositories and events.",
        discussion: """
        Endpoints: /user (token fixture-LOGIN), /users/LOGIN, /users/LOGIN/received_events, \
        /users/LOGIN/events, /users/LOGIN/repos, /orgs/LOGIN/events, /repos/OWNER/NAME, \
        /repos/OWNER/NAME/events, /search/repositories?q=…&sort=stars|forks|updated. \
        Paged with page and per_page and Link headers, like GitHub. Ctrl-C or SIGTERM shuts it down gracefully.
        """
    )

    @Option(help: "The port to listen on (0 picks a free one and prints it).")
    var port: Int = 8080

    @Option(help: "Seconds a connection may stay idle, or take to send its request, before it is closed.")
    var readTimeout: Double = 10


    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port)).") }
        guard readTimeout > 0, readTimeout <= 3_600 else { throw ValidationError("--read-timeout must be from 0 to 3600 seconds.") }
    }

    func run() async throws {
        var logger = Logger(label: "github-fixture-server")
        logger.logLevel = .info
        let server = GitHubFixtureServer(data: .asOfNow(), readTimeout: readTimeout, logger: logger)
        try await server.runUntilTerminated(port: UInt16(port))
    }
}
