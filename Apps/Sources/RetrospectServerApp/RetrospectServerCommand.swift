import ArgumentParser
import CommandLineEntry
import Foundation
import InProcessServing
import Logging
import RetrospectServer
import TerminalGate

/// `retrospect-server --port N --database PATH`: the goal-retrospective API on its own.
@main
struct RetrospectServerCommand: AsyncParsableCommand {
    /// Runs with a closed standard descriptor filled and ArgumentParser's messages through the
    /// terminal gate (``AsyncParsableCommand/mainWithSafeOutput()``).
    static func main() async { await mainWithSafeOutput() }

    static let configuration = CommandConfiguration(
        commandName: "retrospect-server",
        abstract: "The goal-retrospective API (Hummingbird, SQLite through GRDB) on 127.0.0.1.",
        discussion:
            "A new database file gets its schema from the migrations and a few sample goals. Ctrl-C or SIGTERM shuts it down gracefully."
    )

    @Option(help: "The port to listen on (0 picks a free one and prints it).")
    var port: Int = 8081

    @Option(help: "The SQLite database file (created when missing).")
    var database: String = "retrospect.sqlite"

    @Option(help: "Seconds a connection may stay idle, or take to send its request, before it is closed.")
    var idleTimeout: Double = 30

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be from 0 to 65535 (got \(port)).")
        }
        guard !database.isEmpty else { throw ValidationError("--database must be a file path.") }
        guard idleTimeout > 0, idleTimeout <= 3_600 else {
            throw ValidationError("--idle-timeout must be from 0 to 3600 seconds.")
        }
    }

    func run() async throws {
        let logger = Logger.gated(label: "retrospect-server")
        let store: RetrospectDatabase
        do {
            store = try RetrospectDatabase(path: database, seed: true)
        } catch {
            StandardStream.error.write("error: cannot open the database \(database): \(error)\n")
            throw ExitCode(1)
        }
        try await RetrospectServer(database: store, idleTimeout: idleTimeout, logger: logger).runUntilTerminated(
            port: port)
    }
}
