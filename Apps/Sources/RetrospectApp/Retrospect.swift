import ArgumentParser
import CommandLineEntry
import Foundation
import OutsideValues
import RetrospectClient
import RetrospectScreens
import RetrospectServer
import RetrospectWebScreens
import RxLanes
import SecureFiles
import TerminalUI
import WebServing

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
            one), r reloads, Esc leaves a field and goes back, q quits (outside a field). With --web \
            the active goals (start, complete), the completed goals, writing and reading retrospectives \
            are served to a browser on 127.0.0.1 (PORT, or a free port): open the printed address, \
            which holds this launch's key.
            """
    )

    /// Runs with a closed standard descriptor filled and ArgumentParser's messages escaped
    /// (``ParsableCommand/mainWithSafeOutput()``).
    static func main() { mainWithSafeOutput() }

    @Option(help: "A running retrospect-server to use, such as http://127.0.0.1:8081.")
    var server: String?

    @Option(help: "The SQLite database file for the in-process server.")
    var database: String?

    @Flag(help: "Open the stream inspector at launch (F12 opens and closes it at any time).")
    var inspect = false

    @Flag(help: "Serve the screens to a browser instead of drawing them in the terminal.")
    var web = false

    @Argument(help: "With --web: the port to listen on (a free one when left out).")
    var port: Int?

    func validate() throws {
        if port != nil && !web { throw ValidationError("A port is for --web only.") }
        if web && inspect { throw ValidationError("--inspect is for the terminal; give --web or --inspect.") }
        if let port, !(0...65_535).contains(port) { throw ValidationError("The port must be 0 to 65535.") }
        if server != nil && database != nil { throw ValidationError("Give --server or --database, not both.") }
        if let server {
            guard let url = URL(string: server), HTTPAddress.problem(with: url) == nil else {
                let problem = URL(string: server).flatMap(HTTPAddress.problem(with:)).map { ": \($0)" } ?? ""
                throw ValidationError(
                    "--server must be an http URL, such as http://127.0.0.1:8081 (got \"\(TerminalText.escapedLine(server))\"\(problem))."
                )
            }
        }
    }

    /// `$XDG_DATA_HOME/reactivemvvm/retrospect.sqlite`, else under `~/.local/share`; `nil` when
    /// neither is an absolute path (the XDG rule: a relative one is ignored), so the database
    /// never lands in the current folder or a shared one.
    static func defaultDatabase(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        XDGBaseDirectory.data(environment: environment).map { $0 + "/reactivemvvm/retrospect.sqlite" }
    }

    func run() throws {
        var inProcess: RetrospectServer?
        let baseURL: URL
        if let server {
            baseURL = URL(string: server)!
        } else {
            guard let path = database ?? Self.defaultDatabase() else {
                FileWarnings.standardError.report(
                    "error: no usable home folder (HOME and XDG_DATA_HOME are unset or not absolute paths): give --database FILE"
                )
                throw ExitCode(1)
            }
            do {
                let local = RetrospectServer(database: try RetrospectDatabase(path: path, seed: true))
                baseURL = try local.start()
                inProcess = local
            } catch {
                FileWarnings.standardError.report("error: cannot open the database \(path): \(error)")
                throw ExitCode(1)
            }
        }
        let service = RetrospectHTTPService(baseURL: baseURL)
        if web {
            // Every tab its own view models, all on the one database.
            // The same recorder as the terminal's F12 inspector, for each tab's stream inspector.
            LaneRecorder.shared.start()
            let server = MainActor.assumeIsolated {
                WebAppServer(
                    sessions: WebSessions { CompletedGoalsWebScreen.root(retrospectives: service, goals: service) },
                    title: "Retrospect")
            }
            do {
                try server.start(port: port ?? 0)
            } catch {
                FileWarnings.standardError.report("error: cannot listen on 127.0.0.1:\(port ?? 0): \(error)")
                throw ExitCode(1)
            }
            StandardStream.output.write("Retrospect in the browser: \(server.address)\n")
            withExtendedLifetime((server, inProcess)) { dispatchMain() }
        }
        MainActor.assumeIsolated {
            withExtendedLifetime(inProcess) {
                TerminalApplication.run(
                    NavigationController(root: CompletedGoalsScreen(retrospectives: service, goals: service)),
                    inspect: inspect)
            }
        }
    }
}
