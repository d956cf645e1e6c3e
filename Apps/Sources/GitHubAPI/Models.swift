import Foundation

/// A GitHub account: a user or an organization.
package struct User: Codable, Equatable, Sendable {
    /// The account's numeric id, which never changes.
    package let id: Int
    /// The handle ("octocat"), unique on GitHub; it can be renamed.
    package let login: String
    /// The avatar image's URL.
    package let avatarUrl: String
    /// "User" or "Organization".
    package let type: String
    /// The display name, when the account set one ("김은지").
    package let name: String?
    /// The profile's short text.
    package let bio: String?
    /// Where the account says it is, as typed.
    package let location: String?
    /// How many public repositories it owns (absent from lists).
    package let publicRepos: Int?
    /// How many accounts follow it (absent from lists).
    package let followers: Int?
    /// How many accounts it follows (absent from lists).
    package let following: Int?
    /// Where the account works, as its owner wrote it ("@reactivex").
    package let company: String?
    /// A web site, as its owner wrote it (often without a scheme).
    package let blog: String?

    /// An account; the optional fields are those GitHub leaves out of lists.
    package init(
        id: Int, login: String, avatarUrl: String, type: String = "User", name: String? = nil, bio: String? = nil,
        location: String? = nil, publicRepos: Int? = nil, followers: Int? = nil, following: Int? = nil,
        company: String? = nil, blog: String? = nil
    ) {
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

    /// Whether it is an organization rather than a person.
    package var isOrganization: Bool { type == "Organization" }
}

/// A repository.
package struct Repository: Codable, Equatable, Sendable {
    /// The repository's numeric id.
    package let id: Int
    /// The name without the owner ("swift-rx").
    package let name: String
    /// `owner/name`, the form API paths use.
    package let fullName: String
    /// The account that owns it.
    package let owner: User
    /// One line about it, if the owner wrote one.
    package let description: String?
    /// Its main language, as GitHub guesses it.
    package let language: String?
    /// How many accounts starred it.
    package let stargazersCount: Int
    /// How many forks it has.
    package let forksCount: Int
    /// Open issues and open pull requests together, as GitHub counts them.
    package let openIssuesCount: Int
    /// When it was created.
    package let createdAt: Date
    /// When it last changed (a push, settings).
    package let updatedAt: Date
    /// People watching it (GitHub's `subscribers_count`; absent from search results).
    package let subscribersCount: Int?
    /// Its license, as GitHub names it ("MIT License").
    package let license: License?
    /// Its web site, when one is set.
    package let homepage: String?
    /// The branch pull requests target by default ("main").
    package let defaultBranch: String?

    /// A repository's license.
    package struct License: Codable, Equatable, Sendable {
        /// GitHub's key for the license ("mit").
        package let key: String
        /// The license's name.
        package let name: String

        /// A license.
        package init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    /// A repository; the optional fields are those GitHub leaves out of search results.
    package init(
        id: Int, name: String, fullName: String, owner: User, description: String?, language: String?,
        stargazersCount: Int, forksCount: Int, openIssuesCount: Int, createdAt: Date, updatedAt: Date,
        subscribersCount: Int? = nil, license: License? = nil, homepage: String? = nil, defaultBranch: String? = nil
    ) {
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
    package func with(stargazersCount: Int) -> Repository {
        Repository(
            id: id, name: name, fullName: fullName, owner: owner, description: description, language: language,
            stargazersCount: stargazersCount, forksCount: forksCount, openIssuesCount: openIssuesCount,
            createdAt: createdAt,
            updatedAt: updatedAt, subscribersCount: subscribersCount, license: license, homepage: homepage,
            defaultBranch: defaultBranch)
    }
}

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

/// The kinds of events the client understands; anything else is kept as `.other`.
package enum EventType: Equatable, Hashable, Sendable, Codable {
    /// The event types the app shows in their own words.
    case push, watch, fork, create, issues, pullRequest, issueComment, release
    /// Any other type, by GitHub's name ("GollumEvent"), still shown in words.
    case other(String)

    /// The type for GitHub's name ("PushEvent").
    package init(rawValue: String) {
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

    /// GitHub's name of the type.
    package var rawValue: String {
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

    /// Reads GitHub's type name.
    package init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes GitHub's type name.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The parts of an event's payload the app shows. Every field is optional and unknown
/// fields are ignored, so no payload makes decoding fail.
package struct EventPayload: Codable, Equatable, Sendable {
    /// An issue or a pull request an event is about.
    package struct Numbered: Codable, Equatable, Sendable {
        /// Its number.
        package let number: Int?
        /// Its title.
        package let title: String?
        /// An item by number and title.
        package init(number: Int?, title: String?) {
            self.number = number
            self.title = title
        }
    }

    /// The fork a fork event created.
    package struct Forkee: Codable, Equatable, Sendable {
        /// The fork's `owner/name`.
        package let fullName: String?
        /// A fork by `owner/name`.
        package init(fullName: String?) { self.fullName = fullName }
    }

    /// The release a release event published.
    package struct Release: Codable, Equatable, Sendable {
        /// Its tag ("v1.2.0").
        package let tagName: String?
        /// A release by tag.
        package init(tagName: String?) { self.tagName = tagName }
    }

    /// What happened: "opened", "closed", "created", "started", …
    package let action: String?
    /// The branch or tag ("refs/heads/main" for a push).
    package let ref: String?
    /// "branch", "tag" or "repository" for create and delete events.
    package let refType: String?
    /// How many commits a push carried.
    package let size: Int?
    /// The issue of an issues or issue-comment event.
    package let issue: Numbered?
    /// The pull request of a pull-request event.
    package let pullRequest: Numbered?
    /// The fork a fork event created.
    package let forkee: Forkee?
    /// The release a release event published.
    package let release: Release?

    /// A payload; every field is optional.
    package init(
        action: String? = nil, ref: String? = nil, refType: String? = nil, size: Int? = nil, issue: Numbered? = nil,
        pullRequest: Numbered? = nil, forkee: Forkee? = nil, release: Release? = nil
    ) {
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

/// A page of search results.
package struct SearchRepositoriesResult: Codable, Equatable, Sendable {
    /// How many repositories match in all (the page holds at most 30).
    package let totalCount: Int
    /// Whether GitHub stopped searching early (a timeout on its side).
    package let incompleteResults: Bool
    /// This page's repositories.
    package let items: [Repository]

    /// A page of repository search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// The answer to a user search.
package struct SearchUsersResult: Codable, Equatable, Sendable {
    /// How many accounts match in all.
    package let totalCount: Int
    /// Whether GitHub stopped searching early.
    package let incompleteResults: Bool
    /// This page's accounts.
    package let items: [User]

    /// A page of user search results.
    package init(totalCount: Int, incompleteResults: Bool, items: [User]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}

/// One page of a paged endpoint and the number of the next page, read from the `Link` header.
package struct Paged<Item: Sendable>: Sendable {
    /// This page's items.
    package let items: [Item]
    /// The next page's number, from the `Link` header; `nil` on the last page.
    package let nextPage: Int?
    /// How many items there are in all, when the endpoint says (search does).
    package let totalCount: Int?

    /// A page of `items`.
    package init(items: [Item], nextPage: Int?, totalCount: Int? = nil) {
        self.items = items
        self.nextPage = nextPage
        self.totalCount = totalCount
    }
}

extension Paged: Equatable where Item: Equatable {}

/// GitHub's JSON conventions: snake_case keys and ISO 8601 dates.
package enum GitHubJSON {
    /// A decoder for GitHub's JSON: snake_case keys, ISO 8601 dates.
    package static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// An encoder writing GitHub's JSON (the offline server uses it), keys sorted.
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
