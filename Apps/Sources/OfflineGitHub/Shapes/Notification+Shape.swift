import Foundation
import GitHubAPI

/// A notification thread in GitHub's `thread` shape, its repository the minimal one GitHub
/// sends there.
extension GitHubNotification: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        var object = GitHubObject()
        object.add("id", id)
        object.add("repository", repository.minimal(context, counts: false))
        var subject = GitHubObject()
        subject.add("title", self.subject.title)
        subject.add("url", self.subject.url)
        subject.add("latest_comment_url", self.subject.url)
        subject.add("type", self.subject.type)
        object.add("subject", subject.value)
        object.add("reason", reason)
        object.add("unread", unread)
        object.add("updated_at", date: updatedAt)
        object.add("last_read_at", date: unread ? nil : updatedAt)
        let url = context.api + "/notifications/threads/" + id
        object.add("url", url)
        object.add("subscription_url", url + "/subscription")
        return object.value
    }
}

/// A code search result in GitHub's `code-search-result-item` shape: the file, its minimal
/// repository, a `score`, and `text_matches` only when asked for.
extension CodeSearchItem: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        let contents = context.api + "/repos/" + repository.fullName + "/contents/" + path
        let sha = Self.sha(repository.fullName + "/" + path)
        var object = GitHubObject()
        object.add("name", name)
        object.add("path", path)
        object.add("sha", sha)
        object.add("url", contents + "?ref=" + (repository.defaultBranch ?? "main"))
        object.add("git_url", context.api + "/repos/" + repository.fullName + "/git/blobs/" + sha)
        object.add(
            "html_url",
            FixtureAPI.webBase + "/" + repository.fullName + "/blob/" + (repository.defaultBranch ?? "main") + "/"
                + path)
        object.add("repository", repository.minimal(context, counts: false))
        object.add("score", .number("1.0"))
        if context.wantsTextMatches {
            let items = (textMatches ?? []).map { match -> JSONValue in
                var item = GitHubObject()
                item.add("object_url", contents)
                item.add("object_type", "FileContent")
                item.add("property", "content")
                item.add("fragment", match.fragment)
                item.add("matches", .array([]))
                return item.value
            }
            object.add("text_matches", .array(items))
        }
        return object.value
    }

    /// A stable 40-digit hex name for a file (GitHub's is the blob's SHA-1).
    static func sha(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var digits = ""
        for round in 0..<3 {
            for byte in (text + "\(round)").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            digits += String(hash, radix: 16).leftPadded(to: 16)
        }
        return String(digits.prefix(40))
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

/// Search results in GitHub's shape: `total_count`, `incomplete_results`, and each item shaped.
extension SearchResults: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        var object = GitHubObject()
        object.add("total_count", totalCount)
        object.add("incomplete_results", incompleteResults)
        object.add("items", .array(items.map { context.value(of: $0) }))
        if context.route == .searchIssues { object.add("search_type", "lexical") }
        return object.value
    }
}
