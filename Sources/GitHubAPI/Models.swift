import Foundation

/// A GitHub account: a user or an organization.
public struct User: Codable, Equatable, Sendable {
    public let id: Int
    public let login: String
    public let avatarUrl: String
    /// "User" or "Organization".
    public let type: String
    public let name: String?
    public let bio: String?
    public let location: String?
    public let publicRepos: Int?
    public let followers: Int?
    public let following: Int?
    /// Where the account works, as its owner wrote it ("@reactivex").
    public let company: String?
    /// A web site, as its owner wrote it (often without a scheme).
    public let blog: String?

    public init(id: Int, login: String, avatarUrl: String, type: String = "User", name: String? = nil, bio: String? = nil, location: String? = nil, publicRepos: Int? = nil, followers: Int? = nil, following: Int? = nil,
                company: String? = nil, blog: String? = nil) {
        self.company = company
        self.blog = blog
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.type = type
        self.name = name
        self.bio = bio
        self.location = location
        self.publicRepos = publicRepos
        self.followers = followers
        self.following = following
    }

    public var isOrganization: Bool { type == "Organization" }
}

/// A repository.
public struct Repository: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let fullName: String
    public let owner: User
    public let description: String?
    public let language: String?
    public let stargazersCount: Int
    public let forksCount: Int
    public let openIssuesCount: Int
    public let createdAt: Date
    public let updatedAt: Date
    /// People watching it (GitHub's `subscribers_count`; absent from search results).
    public let subscribersCount: Int?
    /// Its license, as GitHub names it ("MIT License").
    public let license: License?
    public let homepage: String?
    public let defaultBranch: String?

    /// A repository's license.
    public struct License: Codable, Equatable, Sendable {
        public let key: String
        public let name: String

        public init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    public init(id: Int, name: String, fullName: String, owner: User, description: String?, language: String?, stargazersCount: Int, forksCount: Int, openIssuesCount: Int, createdAt: Date, updatedAt: Date,
                subscribersCount: Int? = nil, license: License? = nil, homepage: String? = nil, defaultBranch: String? = nil) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.openIssuesCount = openIssuesCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.subscribersCount = subscribersCount
        self.license = license
        self.homepage = homepage
        self.defaultBranch = defaultBranch
    }

    /// The same repository with another star count.
    public func with(stargazersCount: Int) -> Repository {
        Repository(id: id, name: name, fullName: fullName, owner: owner, description: description, language: language,
                   stargazersCount: stargazersCount, forksCount: forksCount, openIssuesCount: openIssuesCount, createdAt: createdAt,
                   updatedAt: updatedAt, subscribersCount: subscribersCount, license: license, homepage: homepage, defaultBranch: defaultBranch)
    }
}

/// The actor of an event.
public struct EventActor: Codable, Equatable, Sendable {
    public let id: Int
    public let login: String
    public let avatarUrl: String

    public init(id: Int, login: String, avatarUrl: String) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
    }
}

/// The repository an event happened in (`owner/name`).
public struct EventRepository: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The kinds of events the client understands; anything else is kept as `.other`.
public enum EventType: Equatable, Hashable, Sendable, Codable {
    case push, watch, fork, create, issues, pullRequest, issueComment, release
    case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "PushEvent": self = .push
        case "WatchEvent": self = .watch
        case "ForkEvent": self = .fork
        case "CreateEvent": self = .create
        case "IssuesEvent": self = .issues
        case "PullRequestEvent": self = .pullRequest
        case "IssueCommentEvent": self = .issueComment
        case "ReleaseEvent": self = .release
        default: self = .other(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .push: return "PushEvent"
        case .watch: return "WatchEvent"
        case .fork: return "ForkEvent"
        case .create: return "CreateEvent"
        case .issues: return "IssuesEvent"
        case .pullRequest: return "PullRequestEvent"
        case .issueComment: return "IssueCommentEvent"
        case .release: return "ReleaseEvent"
        case .other(let value): return value
        }
    }

    public init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The parts of an event's payload the app shows. Every field is optional and unknown
/// fields are ignored, so no payload makes decoding fail.
public struct EventPayload: Codable, Equatable, Sendable {
    public struct Numbered: Codable, Equatable, Sendable {
        public let number: Int?
        public let title: String?
        public init(number: Int?, title: String?) {
            self.number = number
            self.title = title
        }
    }

    public struct Forkee: Codable, Equatable, Sendable {
        public let fullName: String?
        public init(fullName: String?) { self.fullName = fullName }
    }

    public struct Release: Codable, Equatable, Sendable {
        public let tagName: String?
        public init(tagName: String?) { self.tagName = tagName }
    }

    public let action: String?
    public let ref: String?
    public let refType: String?
    public let size: Int?
    public let issue: Numbered?
    public let pullRequest: Numbered?
    public let forkee: Forkee?
    public let release: Release?

    public init(action: String? = nil, ref: String? = nil, refType: String? = nil, size: Int? = nil, issue: Numbered? = nil, pullRequest: Numbered? = nil, forkee: Forkee? = nil, release: Release? = nil) {
        self.action = action
        self.ref = ref
        self.refType = refType
        self.size = size
        self.issue = issue
        self.pullRequest = pullRequest
        self.forkee = forkee
        self.release = release
    }
}

/// An event of an activity feed.
public struct GitHubEvent: Codable, Equatable, Sendable {
    public let id: String
    public let type: EventType
    public let actor: EventActor
    public let repo: EventRepository
    public let payload: EventPayload
    public let createdAt: Date

    public init(id: String, type: EventType, actor: EventActor, repo: EventRepository, payload: EventPayload, createdAt: Date) {
        self.id = id
        self.type = type
        self.actor = actor
        self.repo = repo
        self.payload = payload
        self.createdAt = createdAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(EventType.self, forKey: .type)
        actor = try container.decode(EventActor.self, forKey: .actor)
        repo = try container.decode(EventRepository.self, forKey: .repo)
        payload = (try? container.decode(EventPayload.self, forKey: .payload)) ?? EventPayload()
        createdAt = try container.decode(Date.self, forKey: .createdAt)
    }

    /// A one-line description, as the events list shows it.
    public var summary: String {
        let who = actor.login, repository = repo.name
        switch type {
        case .push:
            let count = payload.size ?? 0
            return "\(who) pushed \(count) \(count == 1 ? "commit" : "commits") to \(payload.ref.map(Self.branchName) ?? "a branch") at \(repository)"
        case .watch: return "\(who) starred \(repository)"
        case .fork: return "\(who) forked \(repository) to \(payload.forkee?.fullName ?? "a fork")"
        case .create: return Self.words(who, "created", payload.refType ?? "repository", payload.ref, "at", repository)
        case .issues: return "\(who) \(payload.action ?? "updated") issue #\(payload.issue?.number ?? 0) at \(repository)"
        case .pullRequest: return "\(who) \(payload.action ?? "updated") pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
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
    private static func summary(ofOther name: String, who: String, repository: String, payload: EventPayload) -> String {
        switch name {
        case "GollumEvent": return "\(who) edited the wiki of \(repository)"
        case "DeleteEvent": return Self.words(who, "deleted", payload.refType ?? "a branch", payload.ref, "at", repository)
        case "MemberEvent": return "\(who) \(payload.action ?? "added") a collaborator at \(repository)"
        case "PublicEvent": return "\(who) made \(repository) public"
        case "CommitCommentEvent": return "\(who) commented on a commit at \(repository)"
        case "PullRequestReviewEvent": return "\(who) reviewed pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
        case "PullRequestReviewCommentEvent": return "\(who) commented on pull request #\(payload.pullRequest?.number ?? 0) at \(repository)"
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

/// A page of search results.
public struct SearchRepositoriesResult: Codable, Equatable, Sendable {
    public let totalCount: Int
    public let incompleteResults: Bool
    public let items: [Repository]

    public init(totalCount: Int, incompleteResults: Bool, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// The answer to a user search.
public struct SearchUsersResult: Codable, Equatable, Sendable {
    public let totalCount: Int
    public let incompleteResults: Bool
    public let items: [User]

    public init(totalCount: Int, incompleteResults: Bool, items: [User]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// One page of a paged endpoint and the number of the next page, read from the `Link` header.
public struct Paged<Item: Sendable>: Sendable {
    public let items: [Item]
    public let nextPage: Int?
    /// How many items there are in all, when the endpoint says (search does).
    public let totalCount: Int?

    public init(items: [Item], nextPage: Int?, totalCount: Int? = nil) {
        self.items = items
        self.nextPage = nextPage
        self.totalCount = totalCount
    }
}

extension Paged: Equatable where Item: Equatable {}

/// GitHub's JSON conventions: snake_case keys and ISO 8601 dates.
public enum GitHubJSON {
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
