import GitHubAPI

/// What a ``ResponseCache`` holds: how many answers, and their size on disk.
package struct ResponseCacheUsage: Equatable, Sendable {
    /// The answers kept.
    package var entries: Int
    /// Their size in bytes.
    package var bytes: Int

    /// Usage of `entries` answers taking `bytes`.
    package init(entries: Int, bytes: Int) {
        self.entries = entries
        self.bytes = bytes
    }
}

/// Answers to GET requests kept with their `ETag`, so that a request asked again is sent with
/// `If-None-Match` and GitHub can answer `304 Not Modified` without the body — which does not
/// count against the rate limit — and the kept answer is used. Nothing is served without
/// asking: a kept answer is only used when GitHub confirms it is still current.
package protocol ResponseCache: AnyObject, Sendable {
    /// The answer kept for `key`, if any. ``GitHubSession`` makes the key from the account the
    /// request is sent as (``CacheAccount``) and the request's method, path and whole query
    /// (``GitHubRequest/cacheKey``), so one account's answers are never another's.
    func response(for key: String) -> GitHubResponse?
    /// Keeps `response` for `key`, replacing what was kept.
    func store(_ response: GitHubResponse, for key: String)
    /// Forgets every kept answer; returns what they were.
    @discardableResult func removeAll() -> ResponseCacheUsage
    /// What is kept now.
    var usage: ResponseCacheUsage { get }
}

extension GitHubRequest {
    /// The key a kept answer to this request is found by: the method, the path and the whole
    /// query (page and page size included).
    package var cacheKey: String {
        let query = self.query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        return "\(method.rawValue) \(path)" + (query.isEmpty ? "" : "?\(query)")
    }
}
