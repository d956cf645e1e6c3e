import Foundation

/// An event of an activity feed.
package struct GitHubEvent: Codable, Equatable, Sendable {
    /// GitHub's id of the event (a string of digits).
    package let id: String
    /// What kind of event it is.
    package let type: EventType
    /// Who did it.
    package let actor: EventActor
    /// Where it happened.
    package let repo: EventRepository
    /// The details the app shows.
    package let payload: EventPayload
    /// When it happened.
    package let createdAt: Date

    /// An event.
    package init(
        id: String, type: EventType, actor: EventActor, repo: EventRepository, payload: EventPayload, createdAt: Date
    ) {
        self.id = id
        self.type = type
        self.actor = actor
        self.repo = repo
        self.payload = payload
        self.createdAt = createdAt
    }

    /// Reads an event; a payload that does not decode becomes an empty one instead of failing the page.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(EventType.self, forKey: .type)
        actor = try container.decode(EventActor.self, forKey: .actor)
        repo = try container.decode(EventRepository.self, forKey: .repo)
        payload = (try? container.decode(EventPayload.self, forKey: .payload)) ?? EventPayload()
        createdAt = try container.decode(Date.self, forKey: .createdAt)
    }
}
