import ArgumentParser
import CommandLineEntry
import Foundation
import GalleryScreens
import GalleryWebScreens
import OutsideValues
import RxLanes
import TerminalUI
import WebServing

/// `swift run gallery`: the classic Input/Output screens, each runnable and each naming its
/// files; `swift run gallery --web [PORT]`: the same view models' pages in the browser.
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "The classic screens of the Input/Output pattern, in the terminal or in a browser.",
        discussion: """
            A chat with a bot, a work board and its form, a login form, a counter written in two \
            styles, a tip calculator and the widgets. Each page names the view model to read. In the \
            terminal: Enter opens a page, Esc goes back (or leaves a text field first), q or Ctrl-C \
            quits, F12 opens the stream inspector. With --web the same pages, built from the same \
            view models, are served to a browser on 127.0.0.1 (PORT, or a free port): open the \
            printed address, which holds this launch's key. Each tab has its own pages, and its own \
            stream inspector (F12 or the Streams button; --inspect opens it in every new tab); Ctrl-C stops.
            """
    )

    /// Runs with a closed standard descriptor filled and ArgumentParser's messages escaped
    /// (``ParsableCommand/mainWithSafeOutput()``).
    static func main() { mainWithSafeOutput() }

    @Flag(
        help:
            "Open the stream inspector at launch, or with --web in every new tab (F12 opens and closes it at any time)."
    )
    var inspect = false

    @Flag(help: "Serve the pages to a browser instead of drawing them in the terminal.")
    var web = false

    @Argument(help: "With --web: the port to listen on (a free one when left out).")
    var port: Int?

    func validate() throws {
        if port != nil && !web { throw ValidationError("A port is for --web only.") }
        if let port, !(0...65_535).contains(port) { throw ValidationError("The port must be 0 to 65535.") }
    }

    func run() throws {
        if !web {
            // Runs the terminal app until it quits; never returns.
            MainActor.assumeIsolated {
                TerminalApplication.run(NavigationController(root: GalleryMenuScreen()), inspect: inspect)
            }
        }
        // The same recorder as the terminal's F12 inspector: each tab's inspector shows the
        // lanes of its page on top (bounded: 256 entries a lane, 64 lanes, for the whole server).
        LaneRecorder.shared.start()
        let inspectEveryTab = inspect
        let server = MainActor.assumeIsolated {
            WebAppServer(
                sessions: WebSessions { GalleryWebMenuScreen.root(inspect: inspectEveryTab) }, title: "Gallery")
        }
        do {
            try server.start(port: port ?? 0)
        } catch {
            StandardStream.error.write("error: cannot listen on 127.0.0.1:\(port ?? 0): \(error)\n")
            throw ExitCode(1)
        }
        StandardStream.output.write("Gallery in the browser: \(server.address)\n")
        withExtendedLifetime(server) { dispatchMain() }
    }
}
