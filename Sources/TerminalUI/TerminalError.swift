import Dispatch
import Foundation
import RxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a terminal could not be opened.
public enum TerminalError: Error, CustomStringConvertible, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, CI).
    case notATerminal
    /// The terminal's settings could not be read or changed.
    case settingsFailed(errno: Int32)
    /// `TERM=dumb`: the terminal says it cannot move the cursor or keep a screen, so it
    /// would print the escape sequences that draw one.
    case dumbTerminal

    /// The reason, as the command line prints it.
    public var description: String {
        switch self {
        case .notATerminal: return "standard input and output must be a terminal"
        case .settingsFailed(let code): return "could not change the terminal settings (errno \(code))"
        case .dumbTerminal: return "this terminal (TERM=dumb) cannot draw screens; run it in one that can"
        }
    }
}
