import Foundation
import GitHubAPI

/// A commit in GitHub's `commit` shape: its git commit (author and committer signatures, tree,
/// verification), its account, its parent, and from `GET …/commits/{sha}` its stats and files.
extension Commit: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let repositoryAPI = context.api + "/repos/" + context.fullName
        let web = FixtureAPI.webBase + "/" + context.fullName
        var signature = GitHubObject()
        signature.add("name", commit.author.name)
        signature.add("email", Self.email(commit.author.name ?? ""))
        signature.add("date", date: commit.author.date)
        var tree = GitHubObject()
        tree.add("sha", CodeSearchItem.sha("tree-" + sha))
        tree.add("url", repositoryAPI + "/git/trees/" + CodeSearchItem.sha("tree-" + sha))
        var verification = GitHubObject()
        verification.add("verified", false)
        verification.add("reason", "unsigned")
        verification.add("signature", String?.none)
        verification.add("payload", String?.none)
        verification.add("verified_at", String?.none)
        var details = GitHubObject()
        details.add("url", repositoryAPI + "/git/commits/" + sha)
        details.add("author", signature.value)
        details.add("committer", signature.value)
        details.add("message", commit.message)
        details.add("tree", tree.value)
        details.add("comment_count", 0)
        details.add("verification", verification.value)
        let parentSHA = CodeSearchItem.sha("parent-" + sha)
        var parent = GitHubObject()
        parent.add("sha", parentSHA)
        parent.add("url", repositoryAPI + "/commits/" + parentSHA)
        parent.add("html_url", web + "/commit/" + parentSHA)
        var object = GitHubObject()
        object.add("sha", sha)
        object.add("node_id", GitHubObject.nodeID("Commit", Int(sha.prefix(7), radix: 16) ?? 0))
        object.add("commit", details.value)
        object.add("url", repositoryAPI + "/commits/" + sha)
        object.add("html_url", web + "/commit/" + sha)
        object.add("comments_url", repositoryAPI + "/commits/" + sha + "/comments")
        object.add("author", author.map { $0.simpleUser(context) } ?? .null)
        object.add("committer", author.map { $0.simpleUser(context) } ?? .null)
        object.add("parents", .array([parent.value]))
        if let stats {
            var counts = GitHubObject()
            counts.add("total", stats.total)
            counts.add("additions", stats.additions)
            counts.add("deletions", stats.deletions)
            object.add("stats", counts.value)
        }
        if let files {
            object.add("files", .array(files.map { $0.diffEntry(context, ref: sha) }))
        }
        return object.value
    }

    /// The address a signature's name commits as (GitHub's no-reply form).
    static func email(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber } + "@users.noreply.github.com"
    }
}

/// A changed file in GitHub's `diff-entry` shape (a commit's files, a pull request's files).
extension ChangedFile: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        diffEntry(context, ref: PullRequest.sha("pull-\(context.number)"))
    }

    func diffEntry(_ context: ShapeContext, ref: String) -> JSONValue {
        let web = FixtureAPI.webBase + "/" + context.fullName
        let path = filename.split(separator: "/").map { PathSegment.encode(String($0)) }.joined(separator: "/")
        var object = GitHubObject()
        object.add("sha", CodeSearchItem.sha(ref + filename))
        object.add("filename", filename)
        object.add("status", status.rawValue)
        object.add("additions", additions)
        object.add("deletions", deletions)
        object.add("changes", changes)
        object.add("blob_url", web + "/blob/" + ref + "/" + path)
        object.add("raw_url", web + "/raw/" + ref + "/" + path)
        object.add("contents_url", context.api + "/repos/" + context.fullName + "/contents/" + path + "?ref=" + ref)
        if let patch { object.add("patch", patch) }
        if let previousFilename { object.add("previous_filename", previousFilename) }
        return object.value
    }
}
