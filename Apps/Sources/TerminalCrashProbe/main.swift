// A program that crashes on purpose inside a TerminalUI session, so that the end-to-end
// tests can check what a user sees after a crash: the terminal restored, the reason on
// standard error. Not a user tool.
import Foundation
import TerminalUI

let terminal = try TTYTerminal()
try terminal.enter()
terminal.write("crash probe running")
FileHandle.standardError.write(Data("crash probe: about to index past the end\n".utf8))
let nothing: [Int] = []
print(nothing[CommandLine.arguments.count])
