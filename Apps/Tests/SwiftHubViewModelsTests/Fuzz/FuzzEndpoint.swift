import Foundation
import GitHubAPI
import OfflineGitHub

/// One SwiftHub endpoint with its answer type erased: the request the app sends and how the
/// answer is decoded, for the server-data fuzz checks.
struct FuzzEndpoint {
    let name: String
    let request: GitHubRequest
    /// Decodes an answer; a failure is a `GitHubError` by the signature.
    let decode: (GitHubResponse) -> Result<Void, GitHubError>

    init<Response>(_ endpoint: Endpoint<Response>) {
        name = endpoint.name
        var request = endpoint.request
        request.headers["Authorization"] = "token fixture-octocat"
        self.request = request
        decode = { response in
            do throws(GitHubError) {
                _ = try endpoint.decode(response)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Every endpoint SwiftHub sends, with names, numbers and paths the offline data has, so
    /// that each starts from a real answer.
    static func all(_ data: FixtureData) -> [FuzzEndpoint] {
        let name = "octocat/swift-rx"
        let issue = data.issues(of: name, state: .open)?.first?.number ?? 1
        let pull = data.pullRequests(of: name, state: .open)?.first?.number ?? 1
        let sha = data.commits(of: name)?.first?.sha ?? "0"
        return [
            FuzzEndpoint(GitHub.authenticatedUser()), FuzzEndpoint(GitHub.user(login: "octocat")),
            FuzzEndpoint(GitHub.userRepositories(login: "octocat")), FuzzEndpoint(GitHub.followers(login: "alice")),
            FuzzEndpoint(GitHub.following(login: "alice")), FuzzEndpoint(GitHub.starredRepositories(login: "octocat")),
            FuzzEndpoint(GitHub.organizations(login: "octocat")),
            FuzzEndpoint(GitHub.requestDeviceCode(clientID: "swifthub")),
            FuzzEndpoint(GitHub.deviceAccessToken(clientID: "swifthub", deviceCode: "x")),
            FuzzEndpoint(GitHub.receivedEvents(login: "octocat")),
            FuzzEndpoint(GitHub.performedEvents(login: "octocat")),
            FuzzEndpoint(GitHub.organizationEvents(login: "reactivex")),
            FuzzEndpoint(GitHub.repositoryEvents(fullName: name)), FuzzEndpoint(GitHub.isFollowing(login: "alice")),
            FuzzEndpoint(GitHub.setFollowing(true, login: "alice")),
            FuzzEndpoint(GitHub.issues(fullName: name, state: .open)),
            FuzzEndpoint(GitHub.issue(fullName: name, number: issue)),
            FuzzEndpoint(GitHub.issueComments(fullName: name, number: issue)),
            FuzzEndpoint(GitHub.pullRequests(fullName: name, state: .open)),
            FuzzEndpoint(GitHub.pullRequest(fullName: name, number: pull)),
            FuzzEndpoint(GitHub.pullRequestFiles(fullName: name, number: pull)),
            FuzzEndpoint(GitHub.createIssue(fullName: name, title: "t", body: "b")),
            FuzzEndpoint(GitHub.createComment(fullName: name, number: issue, body: "b")),
            FuzzEndpoint(GitHub.notifications(filter: .all)), FuzzEndpoint(GitHub.markAllNotificationsRead()),
            FuzzEndpoint(GitHub.markNotificationRead(id: "1")), FuzzEndpoint(GitHub.repository(fullName: name)),
            FuzzEndpoint(GitHub.commits(fullName: name)), FuzzEndpoint(GitHub.commit(fullName: name, sha: sha)),
            FuzzEndpoint(GitHub.branches(fullName: name)), FuzzEndpoint(GitHub.releases(fullName: name)),
            FuzzEndpoint(GitHub.contributors(fullName: name)), FuzzEndpoint(GitHub.stargazers(fullName: name)),
            FuzzEndpoint(GitHub.forks(fullName: name)), FuzzEndpoint(GitHub.fork(fullName: name)),
            FuzzEndpoint(GitHub.readme(fullName: name)), FuzzEndpoint(GitHub.languages(fullName: name)),
            FuzzEndpoint(GitHub.contents(fullName: name, path: "")),
            FuzzEndpoint(GitHub.contents(fullName: name, path: "Sources/Rx/Rx.swift")),
            FuzzEndpoint(GitHub.lineCounts(fullName: name)),
            FuzzEndpoint(GitHub.searchRepositories(query: "swift", sort: "stars")),
            FuzzEndpoint(GitHub.searchIssues(query: "swift")), FuzzEndpoint(GitHub.searchUsers(query: "a")),
            FuzzEndpoint(GitHub.searchCode(query: "Observable")), FuzzEndpoint(GitHub.isStarred(fullName: name)),
            FuzzEndpoint(GitHub.setStarred(true, fullName: name)), FuzzEndpoint(GitHub.isWatching(fullName: name)),
            FuzzEndpoint(GitHub.setWatching(true, fullName: name)),
            FuzzEndpoint(GitHub.trendingRepositories(since: .daily, language: nil)),
            FuzzEndpoint(GitHub.trendingDevelopers(since: .weekly, language: "swift")),
        ]
    }
}
