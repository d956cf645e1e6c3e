import Foundation

/// The actor of an event.
package struct EventActor: Codable, Equatable, Sendable {
    /// The account's numeric id.
    package let id: Int
    /// The account's handle.
    package let login: String
    /// The avatar image's URL.
    package let avatarUrl: String

    /// An event's actor.
    package init(id: Int, login: String, avatarUrl: String) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
    }
}
