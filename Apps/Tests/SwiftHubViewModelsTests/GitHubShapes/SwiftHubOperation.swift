import Foundation
import GitHubAPI

/// One of GitHub's operations that SwiftHub decodes: its key as GitHub's description writes it
/// ("GET /repos/{owner}/{repo}/issues"), SwiftHub's routes for it and an endpoint that sends it.
struct SwiftHubOperation {
    let key: String
    let routes: [Route]
    let endpoint: FuzzEndpoint

    init<Response>(_ key: String, _ routes: [Route], _ endpoint: Endpoint<Response>) {
        self.key = key
        self.routes = routes
        self.endpoint = FuzzEndpoint(endpoint)
    }

    /// The operation `request` is for, if it is one of them.
    static func of(_ request: GitHubRequest) -> SwiftHubOperation? {
        all.first { operation in
            operation.routes.contains { $0.method == request.method && $0.match(path: request.path) != nil }
        }
    }

    /// Every operation whose answer SwiftHub decodes (the others answer only a status, or are
    /// the offline GitHub's own: trending, line counts; or the website's: the device flow).
    static var all: [SwiftHubOperation] {
        let name = "octocat/swift-rx"
        return [
            .init("GET /user", [.authenticatedUser], GitHub.authenticatedUser()),
            .init("GET /users/{username}", [.user], GitHub.user(login: "octocat")),
            .init("GET /users/{username}/repos", [.userRepositories], GitHub.userRepositories(login: "octocat")),
            .init("GET /users/{username}/followers", [.followers], GitHub.followers(login: "octocat")),
            .init("GET /users/{username}/following", [.following], GitHub.following(login: "octocat")),
            .init("GET /users/{username}/starred", [.starredRepositories], GitHub.starredRepositories(login: "a")),
            .init("GET /users/{username}/orgs", [.organizations], GitHub.organizations(login: "octocat")),
            .init("GET /users/{username}/received_events", [.receivedEvents], GitHub.receivedEvents(login: "a")),
            .init("GET /users/{username}/events", [.performedEvents], GitHub.performedEvents(login: "octocat")),
            .init("GET /orgs/{org}/events", [.organizationEvents], GitHub.organizationEvents(login: "reactivex")),
            .init("GET /repos/{owner}/{repo}/events", [.repositoryEvents], GitHub.repositoryEvents(fullName: name)),
            .init("GET /repos/{owner}/{repo}/issues", [.issues], GitHub.issues(fullName: name, state: .open)),
            .init(
                "GET /repos/{owner}/{repo}/issues/{issue_number}", [.issue], GitHub.issue(fullName: name, number: 1)),
            .init(
                "GET /repos/{owner}/{repo}/issues/{issue_number}/comments", [.issueComments],
                GitHub.issueComments(fullName: name, number: 1)),
            .init(
                "GET /repos/{owner}/{repo}/pulls", [.pullRequests], GitHub.pullRequests(fullName: name, state: .open)),
            .init(
                "GET /repos/{owner}/{repo}/pulls/{pull_number}", [.pullRequest],
                GitHub.pullRequest(fullName: name, number: 2)),
            .init(
                "GET /repos/{owner}/{repo}/pulls/{pull_number}/files", [.pullRequestFiles],
                GitHub.pullRequestFiles(fullName: name, number: 2)),
            .init(
                "POST /repos/{owner}/{repo}/issues", [.createIssue],
                GitHub.createIssue(fullName: name, title: "t", body: "b")),
            .init(
                "POST /repos/{owner}/{repo}/issues/{issue_number}/comments", [.createComment],
                GitHub.createComment(fullName: name, number: 1, body: "b")),
            .init("GET /notifications", [.notifications], GitHub.notifications(filter: .all)),
            .init("GET /repos/{owner}/{repo}", [.repository], GitHub.repository(fullName: name)),
            .init("GET /repos/{owner}/{repo}/commits", [.commits], GitHub.commits(fullName: name)),
            .init("GET /repos/{owner}/{repo}/commits/{ref}", [.commit], GitHub.commit(fullName: name, sha: "main")),
            .init("GET /repos/{owner}/{repo}/branches", [.branches], GitHub.branches(fullName: name)),
            .init("GET /repos/{owner}/{repo}/releases", [.releases], GitHub.releases(fullName: name)),
            .init("GET /repos/{owner}/{repo}/contributors", [.contributors], GitHub.contributors(fullName: name)),
            .init("GET /repos/{owner}/{repo}/stargazers", [.stargazers], GitHub.stargazers(fullName: name)),
            .init("GET /repos/{owner}/{repo}/subscribers", [.subscribers], GitHub.subscribers(fullName: name)),
            .init("GET /repos/{owner}/{repo}/forks", [.forks], GitHub.forks(fullName: name)),
            .init("POST /repos/{owner}/{repo}/forks", [.fork], GitHub.fork(fullName: name)),
            .init("GET /repos/{owner}/{repo}/readme", [.readme], GitHub.readme(fullName: name)),
            .init(
                "GET /repos/{owner}/{repo}/contents/{path}", [.contents, .rootContents],
                GitHub.contents(fullName: name, path: "Sources")),
            .init("GET /repos/{owner}/{repo}/languages", [.languages], GitHub.languages(fullName: name)),
            .init("GET /rate_limit", [.rateLimit], GitHub.rateLimit()),
            .init("GET /orgs/{org}", [.organization], GitHub.organization(login: "reactivex")),
            .init("GET /orgs/{org}/repos", [.organizationRepositories], GitHub.organizationRepositories(login: "r")),
            .init("GET /search/repositories", [.searchRepositories], GitHub.searchRepositories(query: "swift")),
            .init("GET /search/users", [.searchUsers], GitHub.searchUsers(query: "a")),
            .init("GET /search/issues", [.searchIssues], GitHub.searchIssues(query: "swift")),
            .init("GET /search/code", [.searchCode], GitHub.searchCode(query: "Observable")),
        ]
    }
}
