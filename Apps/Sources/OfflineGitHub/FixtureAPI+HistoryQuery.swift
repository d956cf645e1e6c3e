import Foundation
import GitHubAPI

/// The query parameters GitHub documents for a repository's commits, branches and an item's
/// comments, applied as GitHub applies them. A time that is not ISO 8601 is ignored, as the
/// issue lists ignore it.
extension FixtureAPI {
    /// `GET /repos/O/N/commits`: `sha` (a branch or a commit to start from), `path` (commits
    /// changing that file, or a file under that folder), `author` and `committer` (a login, or
    /// the name the commit is signed with: the offline commits carry no e-mail addresses, and
    /// their author committed them), `since` and `until` (committed at or after, at or before).
    func listedCommits(_ request: FixtureRequest, fullName: String) -> [Commit]? {
        guard var commits = data.commits(of: fullName, from: request.query("sha")) else { return nil }
        for name in ["author", "committer"] {
            guard let wanted = request.query(name)?.lowercased() else { continue }
            commits = commits.filter { commit in
                commit.author?.login.lowercased() == wanted || commit.commit.author.name?.lowercased() == wanted
            }
        }
        if let since = Self.time(request, "since") {
            commits = commits.filter { ($0.commit.author.date ?? .distantPast) >= since }
        }
        if let until = Self.time(request, "until") {
            commits = commits.filter { ($0.commit.author.date ?? .distantPast) <= until }
        }
        if let path = request.query("path")?.trimmingCharacters(in: CharacterSet(charactersIn: "/")), !path.isEmpty {
            commits = commits.filter { commit in
                let files = data.commit(of: fullName, sha: commit.sha)?.files ?? []
                return files.contains { $0.filename == path || $0.filename.hasPrefix(path + "/") }
            }
        }
        return commits
    }

    /// `GET /repos/O/N/branches`: `protected=true` lists only protected branches, `false`
    /// only the others; any other value lists them all.
    func listedBranches(_ request: FixtureRequest, fullName: String) -> [Branch]? {
        guard let branches = data.branches(of: fullName) else { return nil }
        switch request.query("protected") {
        case "true": return branches.filter(\.protected)
        case "false": return branches.filter { !$0.protected }
        default: return branches
        }
    }

    /// `GET /repos/O/N/issues/N/comments`: `since` (updated at or after; a comment here is
    /// never edited, so when it was written).
    func listedComments(_ request: FixtureRequest, fullName: String, number: Int) throws -> [IssueComment]? {
        guard let comments = try comments(of: fullName, number: number) else { return nil }
        guard let since = Self.time(request, "since") else { return comments }
        return comments.filter { $0.createdAt >= since }
    }

    /// Checks the `ref` of a contents or README request: a branch, a release's tag or a commit
    /// (seven or more characters of its hash) of `fullName` is served (the offline files are
    /// the same at every ref); another is GitHub's 404 "No commit found for the ref …".
    func checkRef(_ request: FixtureRequest, fullName: String) throws {
        guard let ref = request.query("ref"), data.repository(fullName) != nil else { return }
        let tags = data.releases(of: fullName)?.map(\.tagName) ?? []
        guard tags.contains(ref) || data.commit(of: fullName, sha: ref) != nil else {
            throw GitHubAPIError(statusCode: 404, message: "No commit found for the ref \(ref)")
        }
    }

    /// Query parameter `name` as GitHub writes times (`2026-01-01T00:00:00Z`); `nil` without
    /// one or for another form.
    static func time(_ request: FixtureRequest, _ name: String) -> Date? {
        request.query(name).flatMap { try? Date($0, strategy: .iso8601) }
    }
}
