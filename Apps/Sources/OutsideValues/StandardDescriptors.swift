#if canImport(Glibc)
import Glibc
#endif

/// Standard input, output and error as a process started from outside may find them: closed
/// (`swifthub 2>&-`). A closed one is a free number that the next `open` or `socket` takes, so
/// the networking code's socket became descriptor 2, and the terminal's standard-error capture
/// then `dup2`ed a file over it: swifthub crashed at launch. ``reopenClosed()`` puts
/// `/dev/null` in each closed slot first, as daemons and shells do.
package enum StandardDescriptors {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed, and returns the ones it filled
    /// (none on an ordinary launch). Call it first thing in `main`, before anything opens a file
    /// or a socket. Writes to a filled standard error are lost, as with `2>/dev/null`.
    @discardableResult
    package static func reopenClosed() -> [Int32] {
        var filled: [Int32] = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            guard null >= 0 else { continue }
            if null != descriptor {
                // A lower slot was free too and was filled first; this one gets a copy.
                _ = dup2(null, descriptor)
                close(null)
            }
            filled.append(descriptor)
        }
        return filled
    }
}
