import Foundation
import GitHubAPI

/// The query parameters GitHub documents for a repository's issue and pull-request lists,
/// applied as GitHub applies them. A value GitHub does not document (`sort=stars`,
/// `direction=up`, a `since` that is not ISO 8601) is ignored: the list keeps its default.
/// The creation order is the numbers' (GitHub numbers items as they are opened); a few bundled
/// items take their opening date from an event, which does not keep that order.
extension FixtureAPI {
    /// `GET /repos/O/N/issues` in `state` (read by ``state(_:)``): `labels` (comma-separated; an issue carrying every one,
    /// any case), `since` (updated at or after), `sort` (`created`, the default; `updated`;
    /// `comments`) and `direction` (`desc`, the default, or `asc`); `creator` (who opened it),
    /// `mentioned` (an `@login` in its body or a comment), and `assignee` and `milestone`
    /// (`none` lists every issue, as no offline issue has either; `*` or a name lists none).
    func listedIssues(_ request: FixtureRequest, fullName: String, state: IssueState?) throws -> [Issue]? {
        guard var issues = try issues(of: fullName, state: state) else { return nil }
        if let creator = request.query("creator")?.lowercased() {
            issues = issues.filter { $0.user?.login.lowercased() == creator }
        }
        if let mentioned = request.query("mentioned") {
            issues = try issues.filter { issue in
                let comments = try comments(of: fullName, number: issue.number) ?? []
                return ([issue.body ?? ""] + comments.map { $0.body ?? "" }).contains { Self.mentions($0, mentioned) }
            }
        }
        for name in ["assignee", "milestone"] where request.query(name).map({ $0 != "none" }) ?? false {
            issues = []
        }
        if let labels = request.query("labels") {
            let wanted = Set(labels.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
            issues = issues.filter { issue in wanted.isSubset(of: issue.labels.map { $0.name.lowercased() }) }
        }
        if let since = Self.since(request) { issues = issues.filter { $0.updatedAt >= since } }
        let key: (Issue) -> Double =
            switch request.query("sort") {
            case "updated": { $0.updatedAt.timeIntervalSince1970 }
            case "comments": { Double($0.comments) }
            default: { Double($0.number) }
            }
        return Self.sorted(issues, by: key, number: \.number, ascending: request.query("direction") == "asc")
    }

    /// `GET /repos/O/N/pulls` in `state`: `head` (`user:branch` or `branch`), `base` (the branch
    /// it goes into), `sort` (`created`, the default; `updated`; `popularity`, by comments;
    /// `long-running`, by age, of those updated in the month before the data's time) and
    /// `direction` (`desc` by default for `created`, `asc` for the others).
    func listedPullRequests(_ request: FixtureRequest, fullName: String, state: IssueState?) -> [PullRequest]? {
        guard var pulls = data.pullRequests(of: fullName, state: state) else { return nil }
        if let head = request.query("head") {
            let branch = head.split(separator: ":", maxSplits: 1).last.map(String.init) ?? head
            pulls = pulls.filter { $0.head.ref == branch }
        }
        if let base = request.query("base") { pulls = pulls.filter { $0.base.ref == base } }
        let sort = request.query("sort")
        let key: (PullRequest) -> Double
        switch sort {
        case "updated": key = { $0.updatedAt.timeIntervalSince1970 }
        case "popularity":
            let counts = Dictionary(
                pulls.map { ($0.number, (try? comments(of: fullName, number: $0.number))?.count ?? 0) },
                uniquingKeysWith: { first, _ in first })
            key = { Double(counts[$0.number] ?? 0) }
        case "long-running":
            let monthAgo = data.base.addingTimeInterval(-30 * 86_400)
            pulls = pulls.filter { $0.updatedAt >= monthAgo }
            // By age: ascending, the youngest (the highest number) first.
            key = { -Double($0.number) }
        default: key = { Double($0.number) }
        }
        let isCreated = !["updated", "popularity", "long-running"].contains(sort ?? "created")
        let ascending =
            switch request.query("direction") {
            case "asc": true
            case "desc": false
            default: !isCreated
            }
        return Self.sorted(pulls, by: key, number: \.number, ascending: ascending)
    }

    /// Whether `text` mentions `login`: `@login` (any case) not followed by a character a login can hold.
    private static func mentions(_ text: String, _ login: String) -> Bool {
        let lowered = text.lowercased()
        let handle = "@" + login.lowercased()
        var searchStart = lowered.startIndex
        while let range = lowered.range(of: handle, range: searchStart..<lowered.endIndex) {
            let next = lowered[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// `since` as GitHub writes times (`2026-01-01T00:00:00Z`); `nil` without one or for another form.
    private static func since(_ request: FixtureRequest) -> Date? {
        request.query("since").flatMap { try? Date($0, strategy: .iso8601) }
    }

    /// `items` by `key`, ties by number, smallest first when `ascending`.
    private static func sorted<Item>(
        _ items: [Item], by key: (Item) -> Double, number: KeyPath<Item, Int>, ascending: Bool
    ) -> [Item] {
        let order = items.sorted { key($0) != key($1) ? key($0) < key($1) : $0[keyPath: number] < $1[keyPath: number] }
        return ascending ? order : order.reversed()
    }
}
