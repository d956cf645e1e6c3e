// A program that crashes on purpose inside a TerminalUI session, so that the end-to-end
// tests can check what a user sees after a crash: the terminal restored, the reason on
// standard error. Not a user tool.
import Foundation
import TerminalUI

let terminal = try TTYTerminal()
try terminal.enter()
terminal.write("crash probe running")
// Raw on purpose, and with the arguments as given: the end-to-end tests check that what was
// written to standard error while the screen was up is replayed through the gate.
FileHandle.standardError.write(
    Data("crash probe: about to index past the end \(CommandLine.arguments.dropFirst().joined(separator: " "))\n".utf8))
let nothing: [Int] = []
print(nothing[CommandLine.arguments.count])
