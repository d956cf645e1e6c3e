import ArgumentParser
import Foundation
import OutsideValues

extension ParsableCommand {
    /// Runs the command line as ArgumentParser's `main()` does, with two differences every app
    /// needs: a closed standard input, output or error is first filled with `/dev/null` (see
    /// ``StandardDescriptors``), so nothing opened later takes descriptor 2 and is written over;
    /// and ArgumentParser's messages, which quote the arguments as given ("Unknown option '…'"),
    /// reach the terminal only through ``displayableLines(_:)``.
    package static func mainWithSafeOutput() -> Never {
        StandardDescriptors.reopenClosed()
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let line = displayableLines(message) + "\n"
                if code == .success {
                    print(line, terminator: "")
                } else {
                    FileHandle.standardError.write(Data(line.utf8))
                }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
