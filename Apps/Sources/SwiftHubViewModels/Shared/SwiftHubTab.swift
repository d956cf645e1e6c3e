/// SwiftHub's tabs, in order — the terminal's tab bar (keys 1–5) and the browser's alike, so
/// that both routers build the same five and a `Destination` opened from one lands on the same.
package enum SwiftHubTab: Int, CaseIterable, Sendable {
    /// Search, the signed-in account's events, its notifications, its profile, settings.
    case search, events, notifications, profile, settings

    /// The tab's title in the tab bar, in the current language.
    package var title: String {
        switch self {
        case .search: localized("Search")
        case .events: localized("Events")
        case .notifications: localized("Notifications")
        case .profile: localized("Profile")
        case .settings: localized("Settings")
        }
    }
}
