import Foundation
import GitHubAPI

/// The `sort` and `order` GitHub documents for searching repositories, users and issues: best match (the
/// order ``FixtureData`` finds them in) without a `sort`; with one, most first for `order=desc`
/// (the default) and fewest first for `asc`, equal items in best-match order. GitHub ignores
/// `order` without a `sort`, and so does the offline GitHub.
extension FixtureAPI {
    /// `sort`: `stars`, `forks`, `updated` or `help-wanted-issues` (the offline GitHub labels
    /// none, so every repository ties).
    func searchRepositories(_ request: FixtureRequest) throws -> GitHubResponse {
        let key: ((Repository) -> Double)? =
            switch request.query("sort") {
            case "stars": { Double($0.stargazersCount ?? 0) }
            case "forks": { Double($0.forksCount ?? 0) }
            case "updated": { ($0.updatedAt ?? .distantPast).timeIntervalSince1970 }
            case "help-wanted-issues": { _ in 0 }
            default: nil
            }
        return try search(request) { Self.ordered(data.search($0, sort: nil), by: key, request) }
    }

    /// `sort`: `followers`, `repositories` (public ones) or `joined` (accounts join in the
    /// order of their ids).
    func searchUsers(_ request: FixtureRequest) throws -> GitHubResponse {
        let key: ((User) -> Double)? =
            switch request.query("sort") {
            case "followers": { Double($0.followers ?? 0) }
            case "repositories": { Double($0.publicRepos ?? 0) }
            case "joined": { Double($0.id) }
            default: nil
            }
        return try search(request) { Self.ordered(data.searchUsers($0), by: key, request) }
    }

    /// `sort`: `comments`, `created`, `updated`, `interactions` (comments and reactions) or one
    /// of the `reactions` sorts (the offline GitHub has no reactions, so every item ties).
    func searchIssues(_ request: FixtureRequest) throws -> GitHubResponse {
        let sort = request.query("sort") ?? ""
        let key: ((Issue) -> Double)? =
            switch sort {
            case "comments", "interactions": { Double($0.comments) }
            case "created": { $0.createdAt.timeIntervalSince1970 }
            case "updated": { $0.updatedAt.timeIntervalSince1970 }
            case _ where sort == "reactions" || sort.hasPrefix("reactions-"): { _ in 0 }
            default: nil
            }
        return try search(request) { Self.ordered(data.searchIssues($0), by: key, request) }
    }

    /// `found` by `key` as the request's `order` says; unchanged without a key.
    private static func ordered<Item>(_ found: [Item], by key: ((Item) -> Double)?, _ request: FixtureRequest)
        -> [Item]
    {
        guard let key else { return found }
        let ascending = request.query("order") == "asc"
        return found.enumerated().sorted { first, second in
            let (a, b) = (key(first.element), key(second.element))
            if a != b { return ascending ? a < b : a > b }
            return first.offset < second.offset
        }.map(\.element)
    }
}
