import Foundation
import GitHubAPI

/// The query parameters GitHub documents for its lists of repositories, applied as GitHub
/// applies them; a value GitHub does not document leaves the list in its default order. The
/// offline GitHub has no private repositories and no collaborators, and none of its accounts'
/// own repositories is a fork (forks made while the server runs are listed only under `forks`).
extension FixtureAPI {
    /// `GET /users/{login}/repos`: `type` (`owner`, the default, and `all` list what the
    /// account owns; `member`, repositories it was added to, lists none), `sort` (`full_name`,
    /// the default; `created`; `updated`; `pushed`) and `direction` (`asc` by default for
    /// `full_name`, `desc` for the others).
    func listedRepositories(_ request: FixtureRequest, of login: String) throws -> [Repository]? {
        guard let owned = try repositories(of: login) else { return nil }
        let listed = request.query("type") == "member" ? [] : owned
        return Self.sorted(listed, request, defaultSort: "full_name")
    }

    /// `GET /orgs/{org}/repos`: `type` (`all`, the default, `public`, `sources` and `member`
    /// list every repository; `private` and `forks` none), `sort` (`created`, the default;
    /// `updated`; `pushed`; `full_name`) and `direction` as for an account's. 404 for a person.
    func organizationRepositories(_ request: FixtureRequest, of login: String) throws -> [Repository]? {
        guard let organization = data.organization(login), let owned = try repositories(of: organization.login)
        else { return nil }
        let listed = ["private", "forks"].contains(request.query("type") ?? "all") ? [] : owned
        return Self.sorted(listed, request, defaultSort: "created")
    }

    /// `GET /repos/O/N/forks`: `sort` `newest` (the default), `oldest`, `stargazers` or
    /// `watchers` (most first, the newest first among equals).
    func listedForks(_ request: FixtureRequest, of fullName: String) throws -> [Repository]? {
        guard let forks = try forks(of: fullName) else { return nil }
        let newest = forks.sorted { ($0.createdAt ?? .distantPast, $0.id) > ($1.createdAt ?? .distantPast, $1.id) }
        switch request.query("sort") {
        case "oldest": return newest.reversed()
        case "stargazers": return Self.stableSorted(newest) { $0.stargazersCount ?? 0 > $1.stargazersCount ?? 0 }
        case "watchers":
            return Self.stableSorted(newest) { ($0.subscribersCount ?? 0) > ($1.subscribersCount ?? 0) }
        default: return newest
        }
    }

    /// `GET /users/{login}/starred`: `sort` `created` (when starred, the default) or `updated`
    /// (when the repository last changed), `direction` `desc` (the default) or `asc`.
    func listedStarredRepositories(_ request: FixtureRequest, of login: String) throws -> [Repository]? {
        guard let starred = try starredRepositories(login) else { return nil }
        let newestFirst =
            request.query("sort") == "updated"
            ? Self.stableSorted(starred) { $0.updatedAt ?? .distantPast > $1.updatedAt ?? .distantPast } : starred
        return request.query("direction") == "asc" ? newestFirst.reversed() : newestFirst
    }

    /// `repositories` by the request's `sort` (`defaultSort` when it names none GitHub
    /// documents) and `direction`; equal keys by id.
    private static func sorted(_ repositories: [Repository], _ request: FixtureRequest, defaultSort: String)
        -> [Repository]
    {
        let sorts = ["created", "updated", "pushed", "full_name"]
        let sort = request.query("sort").flatMap { sorts.contains($0) ? $0 : nil } ?? defaultSort
        let ascending =
            switch request.query("direction") {
            case "asc": true
            case "desc": false
            default: sort == "full_name"
            }
        let order = repositories.sorted { first, second in
            switch sort {
            case "full_name":
                let (a, b) = (first.fullName.lowercased(), second.fullName.lowercased())
                return a != b ? a < b : first.id < second.id
            case "created":
                return (first.createdAt ?? .distantPast, first.id) < (second.createdAt ?? .distantPast, second.id)
            // The offline GitHub's repositories were last pushed to when they last changed.
            default: return (first.updatedAt ?? .distantPast, first.id) < (second.updatedAt ?? .distantPast, second.id)
            }
        }
        return ascending ? order : order.reversed()
    }

    /// `items` ordered by `inOrder`, equal items kept in their order.
    private static func stableSorted<Item>(_ items: [Item], by inOrder: (Item, Item) -> Bool) -> [Item] {
        items.enumerated().sorted { first, second in
            if inOrder(first.element, second.element) { return true }
            if inOrder(second.element, first.element) { return false }
            return first.offset < second.offset
        }.map(\.element)
    }
}
