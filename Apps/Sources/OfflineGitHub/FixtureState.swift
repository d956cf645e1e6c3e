import Foundation
import GitHubAPI

/// What clients changed in the offline GitHub while it runs: stars, watches, follows, forks,
/// notifications read, issues and comments posted, device-flow codes handed out. The bundled
/// ``FixtureData`` never changes; the routes answer from it and from this.
package struct FixtureState: Sendable {
    /// Repositories starred, by the login that starred them (lowercased full names).
    var starred: [String: Set<String>] = [:]
    /// Repositories watched (`true`) or unwatched (`false`), by login (lowercased full names); a
    /// repository not named keeps its bundled watchers.
    var watching: [String: [String: Bool]] = [:]
    /// Notification threads marked read, by login (lowercased).
    var readNotifications: [String: Set<String>] = [:]
    /// Accounts followed (`true`) or unfollowed (`false`), by the follower's login (both
    /// lowercased); a pair not named keeps the bundled follow graph.
    var following: [String: [String: Bool]] = [:]
    /// Repositories forked, by the forking login (lowercased): the lowercased full name of what
    /// was forked, and when.
    var forked: [String: [String: Date]] = [:]
    /// Device-flow codes handed out and not yet exchanged, by device code.
    var deviceCodes: [String: DeviceAuthorization] = [:]
    /// How many device codes were handed out (each code is made from the count).
    var deviceCodeCount = 0
    /// Issues opened, oldest first, by repository (lowercased full name).
    var createdIssues: [String: [Issue]] = [:]
    /// Comments posted, oldest first, by "owner/name#number" (lowercased).
    var createdComments: [String: [IssueComment]] = [:]
    /// UTF-8 bytes of the titles and bodies in `createdIssues` and `createdComments`
    /// (bounded by `FixtureStorageBounds.textBytes`).
    var storedTextBytes = 0
}
