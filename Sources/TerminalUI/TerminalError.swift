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

    /// The reason, as the command line prints it.
    public var description: String {
        switch self {
        case .notATerminal: return "standard input and output must be a terminal"
        case .settingsFailed(let code): return "could not change the terminal settings (errno \(code))"
        }
    }
}
