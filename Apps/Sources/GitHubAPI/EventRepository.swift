import Foundation

/// The repository an event happened in (`owner/name`).
package struct EventRepository: Codable, Equatable, Sendable {
    /// The repository's numeric id.
    package let id: Int
    /// `owner/name`.
    package let name: String

    /// An event's repository.
    package init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
