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

    /// A one-line description, as the events list shows it.
    package var summary: String {
        let who = actor.login
        let repository = repo.name
        switch type {
        case .push:
            let count = payload.size ?? 0
            return
                "\(who) pushed \(count) \(count == 1 ? "commit" : "commits") to \(payload.ref.map(Self.branchName) ?? "a branch") at \(repository)"
        case .watch: return "\(who) starred \(repository)"
        case .fork: return "\(who) forked \(repository) to \(payload.forkee?.fullName ?? "a fork")"
        case .create: return Self.words(who, "created", payload.refType ?? "repository", payload.ref, "at", repository)
        case .issues:
            return "\(who) \(payload.action ?? "updated") issue #\(payload.issue?.number ?? 0) at \(repository)"
        case .pullRequest:
            return
                "\(who) \(payload.action ?? "updated") pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
        case .issueComment: return "\(who) commented on issue #\(payload.issue?.number ?? 0) at \(repository)"
        case .release: return "\(who) released \(payload.release?.tagName ?? "a version") at \(repository)"
        case .other(let name): return Self.summary(ofOther: name, who: who, repository: repository, payload: payload)
        }
    }

    /// "main" from "refs/heads/main"; other refs as they are.
    private static func branchName(_ ref: String) -> String {
        ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : ref
    }

    /// The words that are there, one space apart. (Plain Swift: Foundation's
    /// `replacingOccurrences` made the summaries a quarter of opening the events screen.)
    private static func words(_ words: String?...) -> String {
        words.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The event types the app does not model, in words — never the raw type name.
    private static func summary(ofOther name: String, who: String, repository: String, payload: EventPayload) -> String
    {
        switch name {
        case "GollumEvent": return "\(who) edited the wiki of \(repository)"
        case "DeleteEvent":
            return Self.words(who, "deleted", payload.refType ?? "a branch", payload.ref, "at", repository)
        case "MemberEvent": return "\(who) \(payload.action ?? "added") a collaborator at \(repository)"
        case "PublicEvent": return "\(who) made \(repository) public"
        case "CommitCommentEvent": return "\(who) commented on a commit at \(repository)"
        case "PullRequestReviewEvent":
            return "\(who) reviewed pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
        case "PullRequestReviewCommentEvent":
            return "\(who) commented on pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
        case "DiscussionEvent": return "\(who) \(payload.action ?? "started") a discussion at \(repository)"
        case "SponsorshipEvent": return "\(who) changed a sponsorship of \(repository)"
        default:
            // "SecurityAdvisoryEvent" → "security advisory"
            var words = ""
            for character in name.hasSuffix("Event") ? String(name.dropLast("Event".count)) : name {
                if character.isUppercase && !words.isEmpty { words.append(" ") }
                words.append(character)
            }
            return "\(who): \(words.lowercased()) at \(repository)"
        }
    }
}
