import GitHubAPI

extension GitHubEvent {
    /// Who did what, in a sentence of the current language, as the events list shows it:
    /// "alice pushed 2 commits to main at octocat/swift-rx". Event types the app does not model
    /// are said in words too, never as the raw type name.
    package var summary: String {
        let who = actor.login
        let repository = repo.name
        switch type {
        case .push:
            let count = (payload.size ?? 0).shownCount
            let branch = payload.ref.map(Self.branchName) ?? localized("a branch")
            return count == 1
                ? localized("%@ pushed 1 commit to %@ at %@", who, branch, repository)
                : localized("%@ pushed %ld commits to %@ at %@", who, count, branch, repository)
        case .watch: return localized("%@ starred %@", who, repository)
        case .fork:
            return localized("%@ forked %@ to %@", who, repository, payload.forkee?.fullName ?? localized("a fork"))
        case .create:
            let what = Self.words(Self.refType(payload.refType) ?? localized("repository"), payload.ref)
            return localized("%@ created %@ at %@", who, what, repository)
        case .issues:
            return localized(
                "%@ %@ issue #%ld at %@", who, Self.action(payload.action, else: "updated"), payload.issue?.number ?? 0,
                repository)
        case .pullRequest:
            return localized(
                "%@ %@ pull request #%ld at %@", who, Self.action(payload.action, else: "updated"),
                payload.pullRequest?.number ?? 0, repository)
        case .issueComment:
            return localized("%@ commented on issue #%ld at %@", who, payload.issue?.number ?? 0, repository)
        case .release:
            return localized(
                "%@ released %@ at %@", who, payload.release?.tagName ?? localized("a version"), repository)
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

    /// A ref type in words ("branch", "tag", "repository").
    private static func refType(_ type: String?) -> String? {
        switch type {
        case "branch": localized("branch")
        case "tag": localized("tag")
        case "repository": localized("repository")
        default: type
        }
    }

    /// What was done to an issue or pull request ("opened"), or `fallback` when GitHub did not say.
    private static func action(_ action: String?, else fallback: String) -> String {
        switch action ?? fallback {
        case "opened": localized("opened")
        case "closed": localized("closed")
        case "reopened": localized("reopened")
        case "edited": localized("edited")
        case "assigned": localized("assigned")
        case "labeled": localized("labeled")
        case "merged": localized("merged")
        case "updated": localized("updated")
        case "added": localized("added")
        case "started": localized("started")
        default: action ?? fallback
        }
    }

    private static func summary(ofOther name: String, who: String, repository: String, payload: EventPayload) -> String
    {
        switch name {
        case "GollumEvent": return localized("%@ edited the wiki of %@", who, repository)
        case "DeleteEvent":
            let what = Self.words(Self.refType(payload.refType) ?? localized("a branch"), payload.ref)
            return localized("%@ deleted %@ at %@", who, what, repository)
        case "MemberEvent":
            return localized("%@ %@ a collaborator at %@", who, action(payload.action, else: "added"), repository)
        case "PublicEvent": return localized("%@ made %@ public", who, repository)
        case "CommitCommentEvent": return localized("%@ commented on a commit at %@", who, repository)
        case "PullRequestReviewEvent":
            return localized("%@ reviewed pull request #%ld at %@", who, payload.pullRequest?.number ?? 0, repository)
        case "PullRequestReviewCommentEvent":
            return localized(
                "%@ commented on pull request #%ld at %@", who, payload.pullRequest?.number ?? 0, repository)
        case "DiscussionEvent":
            return localized("%@ %@ a discussion at %@", who, action(payload.action, else: "started"), repository)
        case "SponsorshipEvent": return localized("%@ changed a sponsorship of %@", who, repository)
        default:
            // "SecurityAdvisoryEvent" → "security advisory"
            var words = ""
            for character in name.hasSuffix("Event") ? String(name.dropLast("Event".count)) : name {
                if character.isUppercase && !words.isEmpty { words.append(" ") }
                words.append(character)
            }
            return localized("%@: %@ at %@", who, words.lowercased(), repository)
        }
    }
}
