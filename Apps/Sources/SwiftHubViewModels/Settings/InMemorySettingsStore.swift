import Synchronization

/// Settings kept in memory only: the tests' store, and the app's when it is told not to write
/// (nothing survives the process).
package final class InMemorySettingsStore: SettingsStore {
    private let saved = Mutex<AppSettings?>(nil)
    /// A store holding `settings` (none by default).
    package init(_ settings: AppSettings? = nil) { saved.withLock { $0 = settings } }
    package func load() -> AppSettings? { saved.withLock { $0 } }
    package func save(_ settings: AppSettings) throws { saved.withLock { $0 = settings } }
}
