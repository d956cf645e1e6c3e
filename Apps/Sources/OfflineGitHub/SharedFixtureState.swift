import Synchronization

/// The offline GitHub's ``FixtureState`` behind a lock, with the rules that do not change while
/// it runs: shared by every route's handler (an HTTP server answers on many threads), and by a
/// test that looks at or changes what clients did.
package final class SharedFixtureState: Sendable {
    /// The state; hold the lock only to read or change it, never while calling out.
    let mutex = Mutex(FixtureState())
    /// How codes get approved; `nil` leaves them to a test.
    let deviceApproval: DeviceApproval?
    /// Whether a poll sooner than the interval is answered `slow_down` (over HTTP, where time is real).
    let enforcesPollInterval: Bool
    /// How much of what is posted is kept.
    let storageBounds: FixtureStorageBounds

    /// State with nothing changed yet. In memory (the defaults) codes wait for a test to approve
    /// them and polls may come at any pace; a server passes what its command line says.
    package init(
        deviceApproval: DeviceApproval? = nil, enforcesPollInterval: Bool = false,
        storageBounds: FixtureStorageBounds = .standard
    ) {
        self.deviceApproval = deviceApproval
        self.enforcesPollInterval = enforcesPollInterval
        self.storageBounds = storageBounds
    }
}
