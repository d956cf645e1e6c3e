import ArgumentParser
import Foundation
import RetrospectClient
import RetrospectScreens
import RetrospectServer
import TerminalUI

/// `swift run retrospect`: the goal-retrospective app.
@main
struct Retrospect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retrospect",
        abstract: "The goal-retrospective app: complete goals, then write what went well.",
        discussion: """
            With no options it starts the server in-process on a database in your data directory \
            ($XDG_DATA_HOME, else ~/.local/share, under reactivemvvm/retrospect.sqlite), created with \
            sample goals on first run. Keys: Enter writes (Enter starts a new line, Ctrl-S saves) \
            or reads a retrospective, a opens the active goals (c completes one after a yes, n starts \
            one), r reloads, Esc leaves a field and goes back, q quits (outside a field).
            """
    )

    @Option(help: "A running retrospect-server to use, such as http://127.0.0.1:8081.")
    var server: String?

    @Option(help: "The SQLite database file for the in-process server.")
    var database: String?

    @Flag(help: "Open the stream inspector at launch (F12 opens and closes it at any time).")
    var inspect = false

    func validate() throws {
        if server != nil && database != nil { throw ValidationError("Give --server or --database, not both.") }
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
                throw ValidationError(
                    "--server must be an http URL, such as http://127.0.0.1:8081 (got \"\(server)\").")
            }
        }
    }

    static var defaultDatabase: String {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.local/share"
        return base + "/reactivemvvm/retrospect.sqlite"
    }

    func run() throws {
        var inProcess: RetrospectServer?
        let baseURL: URL
        if let server {
            baseURL = URL(string: server)!
        } else {
            let path = database ?? Self.defaultDatabase
            do {
                let local = RetrospectServer(database: try RetrospectDatabase(path: path, seed: true))
                baseURL = try local.start()
                inProcess = local
            } catch {
                FileHandle.standardError.write(Data("error: cannot open the database \(path): \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        let service = RetrospectHTTPService(baseURL: baseURL)
        MainActor.assumeIsolated {
            withExtendedLifetime(inProcess) {
                TerminalApplication.run(
                    NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service)),
                    inspect: inspect)
            }
        }
    }
}
