import Foundation
import GitHubAPI

/// Issues opened and comments posted while the server runs: validated as GitHub validates
/// them, kept per repository, and served with the bundled ones (lists, items, counts).
///
/// What it keeps is bounded (see ``FixtureStorageBounds``): a post over a bound is a 422.
extension FixtureAPI {
    /// The longest title GitHub takes.
    static let maxTitleLength = 256
    /// The longest body (of an issue or a comment) GitHub takes, in characters.
    static let maxBodyLength = 65_536

    /// The 422 for a post over one of the bounds.
    private static func overBound(resource: String, field: String, _ message: String) -> GitHubAPIError {
        GitHubAPIError.validationFailed(resource: resource, [(field, "custom", message)])
    }

    /// Reserves `bytes` of the total for a post, or throws the 422 when the total would pass
    /// the bound.
    private static func reserve(
        _ bytes: Int, in state: inout FixtureState, bounds: FixtureStorageBounds, resource: String
    ) throws(GitHubAPIError) {
        guard bytes <= bounds.textBytes - state.storedTextBytes else {
            throw overBound(
                resource: resource, field: "body",
                "the offline GitHub keeps at most \(bounds.textBytesDescription) of posted text")
        }
        state.storedTextBytes += bytes
    }

    /// POST: opens an issue as the signed-in account; 201 with it, numbered after the
    /// repository's last item. A title that is empty or too long, or a body too long, is a 422.
    func createIssue(_ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let me = try account(request)
        guard let repository = data.repository(fullName), let index = data.index(of: repository.fullName) else {
            throw Self.notFound
        }
        let draft = try request.body(NewIssue.self)
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        var problems: [(field: String, code: String, message: String)] = []
        if title.isEmpty { problems.append(("title", "missing_field", "title must not be empty")) }
        if title.count > Self.maxTitleLength {
            problems.append(("title", "invalid", "title is longer than \(Self.maxTitleLength) characters"))
        }
        if draft.body.count > Self.maxBodyLength {
            problems.append(("body", "invalid", "body is longer than \(Self.maxBodyLength) characters"))
        }
        guard problems.isEmpty else { throw GitHubAPIError.validationFailed(resource: "Issue", problems) }
        let now = max(Date(), data.base)
        let name = repository.fullName.lowercased()
        let bounds = shared.storageBounds
        let issue = try shared.mutex.withLock { state throws(GitHubAPIError) -> Issue in
            guard state.createdIssues[name, default: []].count < bounds.issuesPerRepository else {
                throw Self.overBound(
                    resource: "Issue", field: "title",
                    "the offline GitHub keeps at most \(bounds.issuesPerRepository) issues per repository")
            }
            try Self.reserve(title.utf8.count + draft.body.utf8.count, in: &state, bounds: bounds, resource: "Issue")
            let issue = Issue(
                number: FixtureData.itemCount(index) + state.createdIssues[name, default: []].count + 1, title: title,
                body: draft.body, state: .open, user: me, comments: 0, createdAt: now, updatedAt: now,
                repositoryUrl: "https://api.github.com/repos/\(repository.fullName)")
            state.createdIssues[name, default: []].append(issue)
            return issue
        }
        return try json(issue, status: 201)
    }

    /// POST: comments on an issue or a pull request as the signed-in account; 201 with the
    /// comment. An empty or too long body is a 422.
    func createComment(_ request: FixtureRequest, fullName: String, number: Int) throws -> GitHubResponse {
        let me = try account(request)
        guard try comments(of: fullName, number: number) != nil else { throw Self.notFound }
        let draft = try request.body(NewComment.self)
        let body = draft.body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !body.isEmpty, body.count <= Self.maxBodyLength else {
            throw GitHubAPIError.validationFailed(
                resource: "IssueComment",
                [
                    body.isEmpty
                        ? ("body", "missing_field", "body must not be empty")
                        : ("body", "invalid", "body is longer than \(Self.maxBodyLength) characters")
                ])
        }
        let key = "\(fullName.lowercased())#\(number)"
        let bounds = shared.storageBounds
        let comment = try shared.mutex.withLock { state throws(GitHubAPIError) -> IssueComment in
            guard state.createdComments[key, default: []].count < bounds.commentsPerItem else {
                throw Self.overBound(
                    resource: "IssueComment", field: "body",
                    "the offline GitHub keeps at most \(bounds.commentsPerItem) comments per issue or pull request")
            }
            try Self.reserve(draft.body.utf8.count, in: &state, bounds: bounds, resource: "IssueComment")
            let comment = IssueComment(
                id: 900_000 + state.createdComments.values.reduce(0) { $0 + $1.count }, user: me, body: draft.body,
                createdAt: max(Date(), data.base))
            state.createdComments[key, default: []].append(comment)
            return comment
        }
        return try json(comment, status: 201)
    }

    /// Issues of `fullName` in `state` (`nil`: in either), newest first: those opened while the
    /// server runs (all open), then the bundled ones; `nil` for an unknown repository.
    func issues(of fullName: String, state: IssueState?) throws -> [Issue]? {
        guard let bundled = data.issues(of: fullName, state: state) else { return nil }
        let created = shared.mutex.withLock { $0.createdIssues[fullName.lowercased(), default: []] }
        return (state != .closed ? created.reversed() : []).map(withCreatedComments) + bundled.map(withCreatedComments)
    }

    /// Issue `number` of `fullName`, bundled or opened while the server runs, its comment
    /// count including the comments posted since.
    func issue(of fullName: String, number: Int) throws -> Issue? {
        let created = shared.mutex.withLock { $0.createdIssues[fullName.lowercased(), default: []] }
        return (data.issue(of: fullName, number: number) ?? created.first { $0.number == number })
            .map(withCreatedComments)
    }

    /// The comments of issue or pull request `number`, oldest first, those posted while the
    /// server runs last; `nil` when there is no such item.
    func comments(of fullName: String, number: Int) throws -> [IssueComment]? {
        let key = "\(fullName.lowercased())#\(number)"
        let (createdIssues, createdComments) = shared.mutex.withLock {
            ($0.createdIssues[fullName.lowercased(), default: []], $0.createdComments[key, default: []])
        }
        guard
            let bundled = data.comments(of: fullName, number: number)
                ?? (createdIssues.contains { $0.number == number } ? [] : nil)
        else { return nil }
        return bundled + createdComments
    }

    private func withCreatedComments(_ issue: Issue) -> Issue {
        guard let fullName = issue.repositoryFullName else { return issue }
        let posted = shared.mutex.withLock {
            $0.createdComments["\(fullName.lowercased())#\(issue.number)", default: []].count
        }
        guard posted > 0 else { return issue }
        return Issue(
            number: issue.number, title: issue.title, body: issue.body, state: issue.state, user: issue.user,
            comments: issue.comments + posted, labels: issue.labels, createdAt: issue.createdAt,
            updatedAt: issue.updatedAt, closedAt: issue.closedAt, pullRequest: issue.pullRequest,
            repositoryUrl: issue.repositoryUrl)
    }
}
