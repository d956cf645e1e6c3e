import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Detects, in debug builds, events sent into one receiver from two threads at once — the
/// caller's contract violation — and reports it through ``Hooks/synchronizationViolationHandler``.
/// Re-entrant calls from the same thread are allowed. Release builds compile it away.
struct SynchronizationChecker: ~Copyable {
    #if DEBUG
    private let owner = Atomic<UInt>(0)
    #endif

    @inline(__always)
    func enter(_ receiver: @autoclosure () -> String) -> Bool {
        #if DEBUG
        let me = currentThreadIdentity()
        let (exchanged, current) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing)
        if exchanged { return true }
        if current != me {
            Hooks.synchronizationViolationHandler(
                "events were sent into \(receiver()) from two threads at once; serialize the calls (for example with observe(on:))."
            )
        }
        return false
        #else
        return false
        #endif
    }

    @inline(__always)
    func leave(_ entered: Bool) {
        #if DEBUG
        if entered { owner.store(0, ordering: .releasing) }
        #endif
    }
}
