import Foundation

/// An event of an activity feed.
package struct GitHubEvent: Codable, Equatable, Sendable {
    /// GitHub's id of the event (a string of digits).
    package let id: String
    /// What kind of event it is (`.other("")` when GitHub sends `null`, which its description allows).
    package let type: EventType
    /// Who did it.
    package let actor: EventActor
    /// Where it happened.
    package let repo: EventRepository
    /// The details the app shows.
    package let payload: EventPayload
    /// When it happened; `nil` when GitHub sends `null` (its description allows it).
    package let createdAt: Date?

    /// An event.
    package init(
        id: String, type: EventType, actor: EventActor, repo: EventRepository, payload: EventPayload, createdAt: Date?
    ) {
        self.id = id
        self.type = type
        self.actor = actor
        self.repo = repo
        self.payload = payload
        self.createdAt = createdAt
    }

    /// Reads an event; a payload that does not decode becomes an empty one instead of failing the
    /// page, and a `null` type or time are read as GitHub's description allows.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decodeIfPresent(EventType.self, forKey: .type) ?? .other("")
        actor = try container.decode(EventActor.self, forKey: .actor)
        repo = try container.decode(EventRepository.self, forKey: .repo)
        payload = (try? container.decode(EventPayload.self, forKey: .payload)) ?? EventPayload()
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    }
}
