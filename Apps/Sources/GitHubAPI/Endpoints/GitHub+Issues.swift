import Foundation

extension Route {
    /// A repository's issues and pull requests.
    package static let issues = Route(.get, "/repos/{fullName}/issues")
    /// One issue.
    package static let issue = Route(.get, "/repos/{fullName}/issues/{number}")
    /// The comments of an issue or a pull request.
    package static let issueComments = Route(.get, "/repos/{fullName}/issues/{number}/comments")
    /// A repository's pull requests.
    package static let pullRequests = Route(.get, "/repos/{fullName}/pulls")
    /// One pull request.
    package static let pullRequest = Route(.get, "/repos/{fullName}/pulls/{number}")
    /// Opens an issue (201 with the issue).
    package static let createIssue = Route(.post, "/repos/{fullName}/issues")
    /// Comments on an issue or a pull request (201 with the comment).
    package static let createComment = Route(.post, "/repos/{fullName}/issues/{number}/comments")
    /// The files a pull request changes, with their patches.
    package static let pullRequestFiles = Route(.get, "/repos/{fullName}/pulls/{number}/files")
}

extension GitHub {
    /// Issues only, newest first: pull requests, which GitHub's issue list also holds, are left
    /// out (the page may then hold fewer than 30).
    package static func issues(fullName: String, state: IssueState, page: Int = 1) -> Endpoint<Paged<Issue>> {
        Endpoint<Paged<Issue>>.paged(
            .issues, parameters: ["fullName": fullName], query: [URLQueryItem(name: "state", value: state.rawValue)],
            page: page
        )
        .map { page, _ in Paged(items: page.items.filter { $0.pullRequest == nil }, nextPage: page.nextPage) }
    }

    /// The issue `number` of `fullName`; a 404 ``GitHubError`` when `number` is a pull request.
    package static func issue(fullName: String, number: Int) -> Endpoint<Issue> {
        .json(.issue, parameters: ["fullName": fullName, "number": "\(number)"])
    }

    /// Comments of an issue or a pull request, oldest first.
    package static func issueComments(fullName: String, number: Int, page: Int = 1) -> Endpoint<Paged<IssueComment>> {
        .paged(.issueComments, parameters: ["fullName": fullName, "number": "\(number)"], page: page)
    }

    /// Pull requests of `fullName` in `state`, newest first.
    package static func pullRequests(fullName: String, state: IssueState, page: Int = 1) -> Endpoint<Paged<PullRequest>>
    {
        .paged(
            .pullRequests, parameters: ["fullName": fullName],
            query: [URLQueryItem(name: "state", value: state.rawValue)], page: page)
    }

    /// The pull request `number` of `fullName`, with where it merges from and into.
    package static func pullRequest(fullName: String, number: Int) -> Endpoint<PullRequest> {
        .json(.pullRequest, parameters: ["fullName": fullName, "number": "\(number)"])
    }

    /// The files pull request `number` of `fullName` changes, in path order, 30 to a page.
    package static func pullRequestFiles(fullName: String, number: Int, page: Int = 1) -> Endpoint<Paged<ChangedFile>> {
        .paged(.pullRequestFiles, parameters: ["fullName": fullName, "number": "\(number)"], page: page)
    }

    /// Opens an issue in `fullName` as the signed-in account; a 422 ``GitHubError`` for an
    /// empty title.
    package static func createIssue(fullName: String, title: String, body: String) -> Endpoint<Issue> {
        .json(.createIssue, parameters: ["fullName": fullName], body: NewIssue(title: title, body: body))
    }

    /// Comments on issue or pull request `number` of `fullName` as the signed-in account.
    package static func createComment(fullName: String, number: Int, body: String) -> Endpoint<IssueComment> {
        .json(
            .createComment, parameters: ["fullName": fullName, "number": "\(number)"], body: NewComment(body: body))
    }
}

/// What opening an issue sends: its title and its Markdown body.
package struct NewIssue: Codable, Equatable, Sendable {
    /// The title, required.
    package let title: String
    /// The description in Markdown; may be empty.
    package let body: String

    /// An issue to open.
    package init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}

/// What a comment sends: its Markdown body.
package struct NewComment: Codable, Equatable, Sendable {
    /// The comment in Markdown, required.
    package let body: String

    /// A comment to post.
    package init(body: String) { self.body = body }
}
