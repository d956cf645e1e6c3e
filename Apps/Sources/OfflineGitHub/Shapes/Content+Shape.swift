import Foundation
import GitHubAPI

/// A repository's files in GitHub's content shapes: `content-file` for one file and the README,
/// a folder's listing as `content-directory` items (no `content`), each with its blob `sha`,
/// links and `_links`.
extension ContentItem: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        Self.content(
            context, type: type.rawValue, name: name, path: path, size: size, content: content, encoding: encoding)
    }

    static func content(
        _ context: ShapeContext, type: String, name: String, path: String, size: Int, content: String?,
        encoding: String?
    ) -> JSONValue {
        let branch = context.repository(context.fullName)?.defaultBranch ?? "main"
        let encoded = path.split(separator: "/").map { PathSegment.encode(String($0)) }.joined(separator: "/")
        let repositoryAPI = context.api + "/repos/" + context.fullName
        let sha = CodeSearchItem.sha(context.fullName + "/" + path + (content ?? ""))
        let url = repositoryAPI + "/contents/" + encoded + "?ref=" + branch
        let gitURL = repositoryAPI + "/git/" + (type == "dir" ? "trees/" : "blobs/") + sha
        let html =
            FixtureAPI.webBase + "/" + context.fullName + (type == "dir" ? "/tree/" : "/blob/") + branch + "/" + encoded
        var object = GitHubObject()
        object.add("type", type)
        if let encoding { object.add("encoding", encoding) }
        object.add("size", size)
        object.add("name", name)
        object.add("path", path)
        if let content { object.add("content", content) }
        object.add("sha", sha)
        object.add("url", url)
        object.add("git_url", gitURL)
        object.add("html_url", html)
        object.add(
            "download_url",
            type == "file"
                ? "https://raw.githubusercontent.com/" + context.fullName + "/" + branch + "/" + encoded : nil)
        var links = GitHubObject()
        links.add("self", url)
        links.add("git", gitURL)
        links.add("html", html)
        object.add("_links", links.value)
        return object.value
    }
}

/// A folder's listing (an array of items) or one file.
extension RepositoryContents: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        switch self {
        case .directory(let entries): .array(entries.map { $0.shape(context) })
        case .file(let item): item.shape(context)
        }
    }
}

/// The README in GitHub's `content-file` shape.
extension Readme: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        ContentItem.content(
            context, type: "file", name: name, path: path, size: text?.utf8.count ?? content.utf8.count,
            content: content, encoding: encoding)
    }
}

/// GitHub's `rate-limit-overview`: each window under `resources`, the core one again as `rate`.
extension RateLimits: GitHubShaped {
    func shape(_ context: ShapeContext) -> JSONValue {
        func window(_ limit: Limit) -> JSONValue {
            var object = GitHubObject()
            object.add("limit", limit.limit)
            object.add("used", limit.used)
            object.add("remaining", limit.remaining)
            object.add("reset", limit.reset)
            return object.value
        }
        var resources = GitHubObject()
        // `core` and `search` first, as GitHub lists them, then the rest by name.
        let order = { (key: String) in (["core", "search"].firstIndex(of: key) ?? 2, key) }
        for key in self.resources.keys.sorted(by: { order($0) < order($1) }) {
            if let limit = self.resources[key] { resources.add(key, window(limit)) }
        }
        var object = GitHubObject()
        object.add("resources", resources.value)
        object.add("rate", window(rate))
        return object.value
    }
}
