import Foundation
import GitHubAPI

/// The offline GitHub's routes: each of the endpoints defined in `GitHubAPI` (its ``Route``)
/// with the handler that answers it from the fixture data. The HTTP server registers every one
/// of them with Hummingbird; ``FixtureTransport`` answers through the same table in memory, so
/// a test and the running server give the same answer to the same request.
package struct FixtureRoutes: Sendable {
    /// A route's answer to a request it matched.
    package typealias Handler = @Sendable (FixtureRequest) throws -> GitHubResponse

    /// The routes in the order they are registered (and listed by `--help`).
    package let table: [(route: Route, handler: Handler)]

    /// The routes answering from `data` and keeping what clients change in `state`.
    package init(data: FixtureData, state: SharedFixtureState) {
        let api = FixtureAPI(data: data, shared: state)
        @Sendable func number(_ request: FixtureRequest) throws -> Int {
            guard let number = Int(request.parameter("number")), number > 0 else {
                throw GitHubAPIError(statusCode: 404, message: "Not Found")
            }
            return number
        }
        /// A page of what `login`'s account has (404 for an unknown account).
        @Sendable func pageOfAccount<Item: Encodable & Sendable>(
            _ items: @escaping @Sendable (FixtureData, User) -> [Item]?
        ) -> Handler {
            { request in
                try api.page(request) { api.data.user(request.parameter("login")).flatMap { items(api.data, $0) } }
            }
        }
        let entries: [(route: Route, handler: Handler)] = [
            (.authenticatedUser, { request in try api.authenticatedUser(request) }),
            (.user, { request in try api.user(request.parameter("login")) }),
            (.receivedEvents, pageOfAccount { data, user in data.receivedEvents(user.login) }),
            (.performedEvents, pageOfAccount { data, user in data.performedEvents(user.login) }),
            (
                .userRepositories,
                { request in
                    try api.page(request) { try api.listedRepositories(request, of: request.parameter("login")) }
                }
            ),
            (.followers, { request in try api.page(request) { try api.followers(of: request.parameter("login")) } }),
            (.following, { request in try api.page(request) { try api.following(of: request.parameter("login")) } }),
            (.isFollowing, { request in try api.isFollowing(request, login: request.parameter("login")) }),
            (.follow, { request in try api.setFollowing(true, request, login: request.parameter("login")) }),
            (.unfollow, { request in try api.setFollowing(false, request, login: request.parameter("login")) }),
            (
                .organizationEvents,
                pageOfAccount { data, user in user.isOrganization ? data.organizationEvents(user.login) : nil }
            ),
            (.starred, { request in try api.starred(request, fullName: request.parameter("fullName")) }),
            (.star, { request in try api.setStarred(true, request, fullName: request.parameter("fullName")) }),
            (.unstar, { request in try api.setStarred(false, request, fullName: request.parameter("fullName")) }),
            (.subscription, { request in try api.subscription(request, fullName: request.parameter("fullName")) }),
            (.watch, { request in try api.setWatching(true, request, fullName: request.parameter("fullName")) }),
            (.unwatch, { request in try api.setWatching(false, request, fullName: request.parameter("fullName")) }),
            (
                .subscribers,
                { request in try api.page(request) { try api.subscribers(of: request.parameter("fullName")) } }
            ),
            (.rateLimit, { request in try api.rateLimit(request) }),
            (.repository, { request in try api.repository(request.parameter("fullName")) }),
            (
                .repositoryEvents,
                { request in
                    try api.page(request) {
                        api.data.repository(request.parameter("fullName")).map {
                            api.data.repositoryEvents($0.fullName)
                        }
                    }
                }
            ),
            (
                .issues,
                { request in
                    let state = try api.state(request)
                    return try api.page(request) {
                        try api.listedIssues(request, fullName: request.parameter("fullName"), state: state)
                    }
                }
            ),
            (
                .issue,
                { request in
                    try api.item { try api.issue(of: request.parameter("fullName"), number: try number(request)) }
                }
            ),
            (
                .issueComments,
                { request in
                    try api.page(request) {
                        try api.listedComments(
                            request, fullName: request.parameter("fullName"), number: try number(request))
                    }
                }
            ),
            (.createIssue, { request in try api.createIssue(request, fullName: request.parameter("fullName")) }),
            (
                .createComment,
                { request in
                    try api.createComment(request, fullName: request.parameter("fullName"), number: try number(request))
                }
            ),
            (
                .pullRequests,
                { request in
                    let state = try api.state(request)
                    return try api.page(request) {
                        api.listedPullRequests(request, fullName: request.parameter("fullName"), state: state)
                    }
                }
            ),
            (
                .pullRequest,
                { request in
                    try api.item {
                        api.data.pullRequest(of: request.parameter("fullName"), number: try number(request))
                    }
                }
            ),
            (
                .pullRequestFiles,
                { request in
                    try api.page(request) {
                        api.data.pullRequestFiles(of: request.parameter("fullName"), number: try number(request))
                    }
                }
            ),
            (
                .commits,
                { request in
                    try api.page(request) {
                        api.listedCommits(request, fullName: request.parameter("fullName"))
                    }
                }
            ),
            (
                .commit,
                { request in
                    try api.item { api.data.commit(of: request.parameter("fullName"), sha: request.parameter("sha")) }
                }
            ),
            (
                .branches,
                { request in
                    try api.page(request) { api.listedBranches(request, fullName: request.parameter("fullName")) }
                }
            ),
            (.releases, { request in try api.page(request) { api.data.releases(of: request.parameter("fullName")) } }),
            (
                .contributors,
                { request in try api.page(request) { api.data.contributors(of: request.parameter("fullName")) } }
            ),
            (.stargazers, { request in try api.page(request) { try api.stargazers(request.parameter("fullName")) } }),
            (
                .forks,
                { request in try api.page(request) { try api.listedForks(request, of: request.parameter("fullName")) } }
            ),
            (.fork, { request in try api.fork(request, fullName: request.parameter("fullName")) }),
            (
                .readme,
                { request in
                    try api.checkRef(request, fullName: request.parameter("fullName"))
                    return try api.item { api.data.readme(of: request.parameter("fullName")) }
                }
            ),
            (
                .rootContents,
                { request in
                    try api.checkRef(request, fullName: request.parameter("fullName"))
                    return try api.item { api.data.contents(of: request.parameter("fullName"), path: "") }
                }
            ),
            (
                .contents,
                { request in
                    try api.checkRef(request, fullName: request.parameter("fullName"))
                    return try api.item {
                        api.data.contents(of: request.parameter("fullName"), path: request.parameter("path"))
                    }
                }
            ),
            (.lineCounts, { request in try api.item { api.data.lineCounts(of: request.parameter("fullName")) } }),
            (.languages, { request in try api.item { api.data.languages(of: request.parameter("fullName")) } }),
            (
                .starredRepositories,
                { request in
                    try api.page(request) { try api.listedStarredRepositories(request, of: request.parameter("login")) }
                }
            ),
            (
                .organizations,
                { request in try api.page(request) { api.data.organizations(of: request.parameter("login")) } }
            ),
            (.organization, { request in try api.item { api.data.organization(request.parameter("login")) } }),
            (
                .organizationRepositories,
                { request in
                    try api.page(request) { try api.organizationRepositories(request, of: request.parameter("login")) }
                }
            ),
            (.notifications, { request in try api.notifications(request) }),
            (.markNotificationRead, { request in try api.markRead(request, id: request.parameter("id")) }),
            (.markAllNotificationsRead, { request in try api.markAllRead(request) }),
            (.searchRepositories, { request in try api.searchRepositories(request) }),
            (.searchUsers, { request in try api.searchUsers(request) }),
            (.searchIssues, { request in try api.searchIssues(request) }),
            (.searchCode, { request in try api.searchCode(request) }),
            (.deviceCode, { request in try api.requestDeviceCode(request) }),
            (.deviceAccessToken, { request in try api.deviceAccessToken(request) }),
            (
                .trendingRepositories,
                { request in
                    try api.json(
                        api.data.trendingRepositories(
                            since: try api.trendingPeriod(request), language: request.query("language")))
                }
            ),
            (
                .trendingDevelopers,
                { request in
                    try api.json(
                        api.data.trendingDevelopers(
                            since: try api.trendingPeriod(request), language: request.query("language")))
                }
            ),
        ]
        // Each answer is built in GitHub's shape for its route (its links included), in the context of the request.
        table = (entries + Self.clientRoutes(api)).map { entry in
            (
                entry.route,
                { request in
                    try ShapeContext.$current.withValue(Self.context(entry.route, request, data)) {
                        try entry.handler(request)
                    }
                }
            )
        }
    }

    /// The answer to `request` as the HTTP server would give it: the route's answer, GitHub's
    /// 404 for a path no route has, 405 with `Allow` for a known path asked with another method.
    package func respond(to request: GitHubRequest, baseURL: URL) -> GitHubResponse {
        let matches = table.compactMap { entry in entry.route.match(path: request.path).map { (entry, $0) } }
        guard let (entry, parameters) = matches.first(where: { $0.0.route.method == request.method }) else {
            if matches.isEmpty { return GitHubAPIError(statusCode: 404, message: "Not Found").githubResponse }
            let allowed = matches.map(\.0.route.method.rawValue).joined(separator: ", ")
            return GitHubAPIError(statusCode: 405, message: "Method Not Allowed", headers: [("Allow", allowed)])
                .githubResponse
        }
        do {
            return EntityTags.apply(
                to: try entry.handler(FixtureRequest(request: request, parameters: parameters, baseURL: baseURL)),
                for: request)
        } catch let error as GitHubAPIError {
            return error.githubResponse
        } catch {
            return GitHubAPIError(statusCode: 500, message: "\(error)").githubResponse
        }
    }

    /// Routes GitHub's own clients walk that SwiftHub does not call: the signed-in account's
    /// repositories, an account's public events.
    private static func clientRoutes(_ api: FixtureAPI) -> [(route: Route, handler: Handler)] {
        [
            (
                .authenticatedUserRepositories,
                { request in
                    let me = try api.account(request)
                    return try api.page(request) { try api.listedRepositories(request, of: me.login) }
                }
            ),
            (
                .publicEvents,
                { request in
                    try api.page(request) {
                        api.data.user(request.parameter("login")).map { api.data.performedEvents($0.login) }
                    }
                }
            ),
        ]
    }

    /// What the shapes of `route`'s answer to `request` depend on.
    private static func context(_ route: Route, _ request: FixtureRequest, _ data: FixtureData) -> ShapeContext {
        let base = request.baseURL.absoluteString
        return ShapeContext(
            route: route, api: base.hasSuffix("/") ? String(base.dropLast()) : base,
            accept: request.header("Accept") ?? "", query: request.query("q") ?? "",
            parent: { fork in
                data.repositories.first { $0.name == fork.name && $0.owner?.login != fork.owner?.login }
            },
            organization: { fullName in
                let owner = String(fullName.split(separator: "/").first ?? "")
                return data.user(owner)?.isOrganization == true ? data.organization(owner) : nil
            },
            fullName: data.repository(request.parameters["fullName"] ?? "")?.fullName ?? request.parameters["fullName"]
                ?? "",
            number: request.parameters["number"].flatMap { Int($0) } ?? 0,
            repository: { fullName in data.repository(fullName) },
            pullRequestFiles: { fullName, number in data.pullRequestFiles(of: fullName, number: number) ?? [] },
            data: data, base: data.base)
    }
}

extension Route {
    /// `GET /user/repos`: the signed-in account's repositories (GitHub's clients list them; SwiftHub does not).
    package static let authenticatedUserRepositories = Route(.get, "/user/repos")
    /// `GET /users/{login}/events/public`: an account's public events (all of the offline GitHub's are public).
    package static let publicEvents = Route(.get, "/users/{login}/events/public")
}
