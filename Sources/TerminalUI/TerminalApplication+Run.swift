import Dispatch
import Foundation
import RxCore
import RxLanes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
extension TerminalApplication {
    /// Runs `navigation` on the process's terminal until the user quits; never returns.
    ///
    /// Keys are read on a background thread and handed to the main queue in batches: what
    /// arrived while the main queue was busy is one batch, drawn once. They are delivered as plain main-queue
    /// work, not through `MainScheduler`, so that bindings a key sets off run at once, as
    /// UIKit's do, rather than queued behind the keys typed after it. The main queue is driven
    /// by `dispatchMain()`; between keys nothing runs: no frame is drawn and no timer wakes
    /// unless an activity indicator spins.
    ///
    /// Ctrl-Z (or SIGTSTP) hands the terminal back and stops the process; `fg` redraws it.
    /// Started by no job-control shell (`ssh -t host app`), the app is not stopped and goes on.
    /// Ctrl-C, SIGINT, SIGTERM and SIGHUP restore the terminal and exit with 128 + the
    /// signal's number; SIGWINCH redraws everything once. Exits with status 1 and a message if
    /// there is no terminal.
    ///
    /// The process-wide lane recorder (`LaneRecorder.shared`) records from launch, so the
    /// stream inspector (F12, see ``LaneInspector``) shows what happened before it opened;
    /// debug builds also count live resources by type for it.
    public static func run(_ navigation: RootController) -> Never {
        run(navigation, inspect: false)
    }

    /// Runs `navigation` as ``run(_:)`` does, with the stream inspector open at launch when
    /// `inspect` is true (an app's `--inspect`).
    public static func run(_ navigation: RootController, inspect: Bool) -> Never {
        let terminal: TTYTerminal
        do {
            terminal = try TTYTerminal()
            try terminal.enter()
        } catch {
            StandardStream.error.write("error: \(error)\n")
            exit(1)
        }
        LaneRecorder.shared.start()
        Resources.startRecordingKinds()
        let application = TerminalApplication(host: terminal, root: navigation)
        if inspect { application.inspector.open() }
        let boxedApplication = UncheckedBox(application)
        application.onQuit = { status, message in
            terminal.restore()
            if let message { StandardStream.error.write(message + "\n") }
            exit(status)
        }
        application.onSuspend = {
            // Returns once the process runs again (`fg`), or at once when no job-control
            // shell can continue it and the stop was discarded; either way, with the terminal.
            terminal.suspend()
            application.invalidate()
        }

        // Keys read while the main queue is busy (drawing, or editing a long text) wait here and
        // are delivered together: one batch, one edit of a text input, one frame, with Ctrl-C
        // and Ctrl-Z acted on first (see `handle(_: [Key])`).
        let queue = PendingKeys()
        let reader = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 4096)
            func deliver(_ keys: [Key]) {
                guard !keys.isEmpty, queue.append(keys) else { return }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { boxedApplication.value.handle(queue.takeAll()) }
                }
            }
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && errno == EINTR { continue }
                    // End of input (the terminal went away) quits like Ctrl-C.
                    DispatchQueue.main.async { MainActor.assumeIsolated { boxedApplication.value.quit() } }
                    return
                }
                deliver(decoder.decode(Array(buffer[0..<count])))
                if decoder.hasPendingBytes {
                    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                    if poll(&descriptor, 1, 40) == 0 { deliver(decoder.flush()) }
                }
            }
        }
        reader.start()

        var sources: [DispatchSourceSignal] = []
        // A quit asked for by a signal exits as shells expect: 128 + the signal's number
        // (143 for SIGTERM); a quit from the app exits 0.
        let quitOnSignal = { (code: Int32) -> () -> Void in
            { application.quit(status: 128 + code) }
        }
        let handlers: [(Int32, () -> Void)] = [
            (SIGWINCH, { application.invalidate() }),
            (SIGTERM, quitOnSignal(SIGTERM)),
            (SIGINT, quitOnSignal(SIGINT)),
            (SIGHUP, quitOnSignal(SIGHUP)),
            (SIGTSTP, { application.suspend() }),
            (
                SIGCONT,
                {
                    terminal.resume()
                    application.invalidate()
                }
            ),
        ]
        for (code, action) in handlers {
            signal(code, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: code, queue: .main)
            let boxed = UncheckedBox(action)
            source.setEventHandler { MainActor.assumeIsolated { boxed.value() } }
            source.resume()
            sources.append(source)
        }
        // The activity indicators' clock runs only while one spins.
        var ticker: DispatchSourceTimer?
        application.onAnimationNeeded = { needed in
            ticker?.cancel()
            ticker = nil
            guard needed else { return }
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
            timer.setEventHandler { MainActor.assumeIsolated { boxedApplication.value.tickAnimation() } }
            timer.resume()
            ticker = timer
        }
        application.animatingIndicatorsChanged()
        let retained = UncheckedBox((sources, reader))
        DispatchQueue.main.async {
            _ = retained
            MainActor.assumeIsolated { boxedApplication.value.renderIfNeeded() }
        }
        dispatchMain()
    }
}
