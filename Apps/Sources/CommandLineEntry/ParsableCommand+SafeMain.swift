import ArgumentParser
import Foundation
import OutsideValues
import TerminalGate

extension ParsableCommand {
    /// Runs the command line as ArgumentParser's `main()` does, with two differences every app
    /// needs: a closed standard input, output or error is first filled with `/dev/null` (see
    /// ``StandardDescriptors``), so nothing opened later takes descriptor 2 and is written over;
    /// and ArgumentParser's messages, which quote the arguments as given ("Unknown option '…'"),
    /// and `--help` reach the terminal only through the gate (``/TerminalGate/StandardStream``).
    package static func mainWithSafeOutput() -> Never {
        StandardDescriptors.reopenClosed()
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            exit(reporting: error)
        }
    }

    /// Writes what ArgumentParser says about `error` (a usage error, `--help`, a
    /// `ValidationError` quoting an argument) through the terminal gate — `--help` to standard
    /// output, the rest to standard error — and ends the process with its exit code.
    package static func exit(reporting error: any Error) -> Never {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            (code == .success ? StandardStream.output : StandardStream.error).write(message + "\n")
        }
        Foundation.exit(code.rawValue)
    }
}

extension AsyncParsableCommand {
    /// ``ParsableCommand/mainWithSafeOutput()`` for a command whose `run()` is `async` (the
    /// servers): closed descriptors filled, ArgumentParser's messages through the terminal gate.
    package static func mainWithSafeOutput() async -> Never {
        StandardDescriptors.reopenClosed()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch {
            exit(reporting: error)
        }
    }
}
