#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, which is also its limit on open connections.
package enum FileDescriptorLimit {
    /// Raises the soft limit on open files to the hard one and returns the new soft limit.
    ///
    /// A server holds one descriptor per connection: with a soft limit of 1,024 (a common
    /// default) the 1,025th client would be refused by the kernel while the machine could hold
    /// far more. The hard limit is the most an unprivileged process may ask for, so asking for it
    /// never fails for lack of rights; the servers call this as they start.
    @discardableResult
    package static func raiseToMaximum() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return -1 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }
}
