import Foundation
import GitHubAPI
import Synchronization

/// The fixture's endpoints: JSON bodies, paging and `Link` headers like GitHub's.
struct FixtureAPI: Sendable {
    let data: FixtureData
    let shared: SharedFixtureState

    static let notFound = GitHubAPIError(statusCode: 404, message: "Not Found")

    /// GitHub's website, where every `html_url` points.
    static let webBase = "https://github.com"

    /// `value` as the answer's JSON body: in GitHub's shape for the route being answered
    /// (``ShapeContext/current``) when it has one, else encoded as it is.
    func json(_ value: some Encodable, status: Int = 200, link: String? = nil) throws -> GitHubResponse {
        let body: Data
        if let context = ShapeContext.current {
            // Keys sorted, as the encoder sorts them: the same answer reads the same every time.
            body = context.value(of: value).sortedKeys.data
        } else {
            body = try GitHubJSON.encoder().encode(value)
        }
        var headers = ["content-type": "application/json; charset=utf-8"]
        if let link { headers["link"] = link }
        return GitHubResponse(status: status, headers: headers, body: body)
    }

    /// The account a request's token signs in as: "fixture-LOGIN" is LOGIN; anything else is
    /// refused. The token comes as GitHub takes it, `Bearer TOKEN` or `token TOKEN` (either
    /// scheme in any case), or as the password of `Basic` with the account's login as the
    /// username (GitHub takes a token there too; a real password it refuses).
    func account(_ request: FixtureRequest) throws -> User {
        let header = request.header("Authorization") ?? ""
        let parts = header.split(separator: " ", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == "basic" {
            guard let data = Data(base64Encoded: String(parts[1])), let pair = String(data: data, encoding: .utf8),
                let colon = pair.firstIndex(of: ":"),
                let user = data.isEmpty ? nil : self.data.user(String(pair[..<colon])),
                String(pair[pair.index(after: colon)...]) == "fixture-\(user.login)"
            else { throw GitHubAPIError(statusCode: 401, message: "Bad credentials") }
            return user
        }
        let token = parts.count == 2 && ["bearer", "token"].contains(parts[0].lowercased()) ? String(parts[1]) : header
        guard token.hasPrefix("fixture-"), let user = data.user(String(token.dropFirst("fixture-".count))) else {
            throw GitHubAPIError(
                statusCode: 401, message: token.isEmpty ? "Requires authentication" : "Bad credentials")
        }
        return user
    }

    func authenticatedUser(_ request: FixtureRequest) throws -> GitHubResponse {
        try json(try account(request))
    }

    /// 204 when the signed-in account has starred `fullName`, 404 when not (GitHub's answer).
    func starred(_ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        let isStarred = shared.mutex.withLock {
            $0.starred[login, default: []].contains(repository.fullName.lowercased())
        }
        guard isStarred else { throw Self.notFound }
        return GitHubResponse(status: 204)
    }

    /// PUT or DELETE: stars or unstars for the signed-in account; 204 either way, like GitHub.
    func setStarred(_ starred: Bool, _ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        shared.mutex.withLock { state in
            if starred {
                state.starred[login, default: []].insert(repository.fullName.lowercased())
            } else {
                state.starred[login]?.remove(repository.fullName.lowercased())
            }
        }
        return GitHubResponse(status: 204)
    }

    /// Whether `login` watches repository `index`: what it did while the server runs, else the
    /// bundled data (every repository's owner watches it).
    private func watches(_ login: String, _ repository: Repository, _ state: FixtureState) -> Bool {
        state.watching[login]?[repository.fullName.lowercased()] ?? (repository.ownerLogin.lowercased() == login)
    }

    /// 200 with the subscription when the signed-in account watches `fullName`, 404 when not.
    func subscription(_ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        guard shared.mutex.withLock({ watches(login, repository, $0) }) else { throw Self.notFound }
        return try json(WatchSubscription(fullName: repository.fullName))
    }

    /// The accounts watching `fullName` now, in the bundled people's order: the owner (every
    /// owner watches) and whoever started watching while the server runs, less whoever stopped.
    func subscribers(of fullName: String) throws -> [User]? {
        guard let repository = data.repository(fullName) else { return nil }
        return shared.mutex.withLock { state in
            data.users.filter { watches($0.login.lowercased(), repository, state) }
        }
    }

    /// GitHub's rate-limit overview: 5,000 core and 30 search requests an hour for a signed-in
    /// account, 60 and 10 without a token (a bad token is a 401). The offline GitHub counts
    /// nothing, so every window is unspent and resets an hour from now.
    func rateLimit(_ request: FixtureRequest) throws -> GitHubResponse {
        let signedIn = request.header("Authorization") != nil
        if signedIn { _ = try account(request) }
        let reset = Int(Date().timeIntervalSince1970) + 3_600
        let window = { (limit: Int) in RateLimits.Limit(limit: limit, used: 0, reset: reset) }
        return try json(
            RateLimits(resources: [
                "core": window(signedIn ? 5_000 : 60), "search": window(signedIn ? 30 : 10),
                "graphql": window(signedIn ? 5_000 : 0),
                // The other resources GitHub's overview lists, with its documented limits.
                "code_search": window(10), "source_import": window(100), "integration_manifest": window(5_000),
                "actions_runner_registration": window(10_000), "scim": window(15_000),
                "dependency_snapshots": window(100), "dependency_sbom": window(100),
                "code_scanning_autofix": window(10), "copilot_usage_records": window(10),
            ]))
    }

    /// PUT watches (200 with the subscription), DELETE stops watching (204), like GitHub.
    func setWatching(_ watching: Bool, _ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        shared.mutex.withLock { $0.watching[login, default: [:]][repository.fullName.lowercased()] = watching }
        return watching ? try json(WatchSubscription(fullName: repository.fullName)) : GitHubResponse(status: 204)
    }

    /// A single item, or GitHub's 404 when there is none.
    func item(_ value: () throws -> (some Encodable)?) throws -> GitHubResponse {
        guard let value = try value() else { throw Self.notFound }
        return try json(value)
    }

    /// The `state` of an issue or pull-request list: `open` (the default), `closed`, or `all`
    /// (`nil`: either state), as GitHub takes it; anything else is a 422.
    func state(_ request: FixtureRequest) throws -> IssueState? {
        guard let text = request.query("state") else { return .open }
        if text == "all" { return nil }
        guard let state = IssueState(rawValue: text) else {
            throw GitHubAPIError.validationFailed(
                resource: "Issue", [("state", "invalid", "state must be open, closed or all")])
        }
        return state
    }

    /// The bundled stargazers and everyone who starred the repository while the server runs.
    func stargazers(_ fullName: String) throws -> [User]? {
        guard let repository = data.repository(fullName), var users = data.stargazers(of: repository.fullName) else {
            return nil
        }
        let logins = shared.mutex.withLock { state in
            state.starred.filter { $0.value.contains(repository.fullName.lowercased()) }.map(\.key)
        }
        for login in logins.sorted() where !users.contains(where: { $0.login.lowercased() == login }) {
            if let user = data.user(login) { users.append(user) }
        }
        return users
    }

    /// Repositories starred while the server runs first, then the bundled ones.
    func starredRepositories(_ login: String) throws -> [Repository]? {
        guard let user = data.user(login), let bundled = data.starredRepositories(of: user.login) else { return nil }
        let added = shared.mutex.withLock { $0.starred[user.login.lowercased(), default: []] }
        let fresh = data.repositories.filter { added.contains($0.fullName.lowercased()) && !bundled.contains($0) }
        return fresh + bundled
    }

    /// The signed-in account's threads: unread ones by default, `all=true` read ones too,
    /// `participating=true` only threads it takes part in; `since` and `before` (ISO 8601)
    /// only those updated at or after, or before, that time.
    func notifications(_ request: FixtureRequest) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        let read = shared.mutex.withLock { $0.readNotifications[login, default: []] }
        let flag = { (name: String) in request.query(name).map { $0 == "true" } ?? false }
        let all = flag("all")
        let participating = flag("participating")
        let since = Self.time(request, "since") ?? .distantPast
        let before = Self.time(request, "before") ?? .distantFuture
        return try page(request) {
            data.notifications(of: login)
                .map { read.contains($0.id) ? $0.markedRead() : $0 }
                .filter { (all || $0.unread) && (!participating || $0.isParticipating) }
                .filter { $0.updatedAt >= since && $0.updatedAt < before }
        }
    }

    /// PATCH: marks a thread read for the signed-in account; 205 like GitHub, 404 for a thread
    /// that is not the account's.
    func markRead(_ request: FixtureRequest, id: String) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        guard data.notifications(of: login).contains(where: { $0.id == id }) else { throw Self.notFound }
        shared.mutex.withLock { _ = $0.readNotifications[login, default: []].insert(id) }
        return GitHubResponse(status: 205)
    }

    /// PUT: marks the signed-in account's threads read; 205 like GitHub. With a JSON body's
    /// `last_read_at`, a thread updated after that time stays unread, as GitHub documents.
    func markAllRead(_ request: FixtureRequest) throws -> GitHubResponse {
        let login = try account(request).login.lowercased()
        struct Body: Decodable { var lastReadAt: Date? }
        let lastRead = request.request.body.map { $0.isEmpty } == false ? try request.body(Body.self).lastReadAt : nil
        let ids = data.notifications(of: login).filter { $0.updatedAt <= lastRead ?? .distantFuture }.map(\.id)
        shared.mutex.withLock { $0.readNotifications[login, default: []].formUnion(ids) }
        return GitHubResponse(status: 205)
    }

    /// The account, its counts including the follows made and undone while the server runs.
    func user(_ login: String) throws -> GitHubResponse {
        guard let user = data.user(login) else { throw Self.notFound }
        let followers = try self.followers(of: user.login)?.count
        let following = try self.following(of: user.login)?.count
        return try json(
            user.with(
                followers: user.followers == nil ? nil : followers, following: user.following == nil ? nil : following))
    }

    /// Whether `follower` follows `followed` now: a change made while the server runs, else
    /// the bundled graph.
    private func follows(_ follower: User, _ followed: User, _ state: FixtureState) -> Bool {
        if let changed = state.following[follower.login.lowercased()]?[followed.login.lowercased()] { return changed }
        return data.following(of: follower.login).contains { $0.login == followed.login }
    }

    /// The accounts following `login` now; `nil` for an unknown account. An organization's
    /// followers are its bundled ones.
    func followers(of login: String) throws -> [User]? {
        guard let user = data.user(login) else { return nil }
        guard !user.isOrganization else { return data.followers(of: user.login) }
        return shared.mutex.withLock { state in data.people.filter { follows($0, user, state) } }
    }

    /// The accounts `login` follows now; `nil` for an unknown account.
    func following(of login: String) throws -> [User]? {
        guard let user = data.user(login) else { return nil }
        return shared.mutex.withLock { state in data.people.filter { follows(user, $0, state) } }
    }

    /// 204 when the signed-in account follows `login`, 404 when not (GitHub's answer).
    func isFollowing(_ request: FixtureRequest, login: String) throws -> GitHubResponse {
        let me = try account(request)
        guard let user = data.user(login) else { throw Self.notFound }
        guard shared.mutex.withLock({ follows(me, user, $0) }) else { throw Self.notFound }
        return GitHubResponse(status: 204)
    }

    /// PUT follows, DELETE stops following; 204 either way, like GitHub. Following oneself
    /// or an organization is a 422, as GitHub refuses it.
    func setFollowing(_ following: Bool, _ request: FixtureRequest, login: String) throws -> GitHubResponse {
        let me = try account(request)
        guard let user = data.user(login) else { throw Self.notFound }
        guard user.login != me.login, !user.isOrganization else {
            throw GitHubAPIError.validationFailed(
                resource: "User", [("login", "invalid", "\(user.login) cannot be followed by \(me.login)")])
        }
        shared.mutex.withLock { $0.following[me.login.lowercased(), default: [:]][user.login.lowercased()] = following }
        return GitHubResponse(status: 204)
    }

    /// The repository, its star count including the stars given while the server runs.
    func repository(_ fullName: String) throws -> GitHubResponse {
        if let fork = createdFork(fullName) { return try json(fork) }
        guard let repository = data.repository(fullName) else { throw Self.notFound }
        let name = repository.fullName.lowercased()
        let (stars, watchers, opened) = shared.mutex.withLock { state in
            // Each account that changed its watch while the server runs moves the count from
            // the bundled answer (the owner watches; nobody else does).
            let change = state.watching.reduce(0) { total, entry in
                guard let now = entry.value[name] else { return total }
                let before = repository.ownerLogin.lowercased() == entry.key
                return total + (now == before ? 0 : now ? 1 : -1)
            }
            return (
                state.starred.values.filter { $0.contains(name) }.count, change,
                state.createdIssues[name, default: []].count
            )
        }
        let forks = try forks(of: repository.fullName)?.count ?? repository.forksCount
        return try json(
            repository.with(
                stargazersCount: (repository.stargazersCount ?? 0) + stars, forksCount: forks,
                subscribersCount: repository.subscribersCount.map { max(0, $0 + watchers) },
                openIssuesCount: (repository.openIssuesCount ?? 0) + opened))
    }

    /// `page` and `per_page`, validated before any arithmetic: a page past the last is an
    /// empty page, a `per_page` over GitHub's maximum of 100 is 100 (GitHub's pagination guide:
    /// "the value is automatically reduced to the maximum", no error), but a number that is not
    /// a positive integer of sane size is a 422.
    func paging(_ request: FixtureRequest) throws -> (page: Int, perPage: Int) {
        var problems: [(field: String, code: String, message: String)] = []
        func number(_ name: String, default fallback: Int, range: ClosedRange<Int>, maximum: Int? = nil) -> Int {
            guard let text = request.query(name) else { return fallback }
            guard let number = Int(text), range.contains(number) else {
                let bounds =
                    range.upperBound == Int.max
                    ? "a positive whole number" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
                problems.append((name, "invalid", "\(name) must be \(bounds)"))
                return fallback
            }
            return maximum.map { min(number, $0) } ?? number
        }
        let page = number("page", default: 1, range: 1...100_000)
        let perPage = number("per_page", default: 30, range: 1...Int.max, maximum: 100)
        guard problems.isEmpty else { throw GitHubAPIError.validationFailed(resource: "Paging", problems) }
        return (page, perPage)
    }

    /// One page of `items()` (nil: the owner does not exist, a 404) with its `Link` header.
    func page<Item: Encodable>(_ request: FixtureRequest, _ items: () throws -> [Item]?) throws -> GitHubResponse {
        let (page, perPage) = try paging(request)
        guard let all = try items() else { throw Self.notFound }
        let slice = Array(all.dropFirst((page - 1) * perPage).prefix(perPage))
        return try json(slice, link: link(request, total: all.count, page: page, perPage: perPage))
    }

    /// The `since` of a trending request: `daily` (the default), `weekly` or `monthly`; anything else is a 422.
    func trendingPeriod(_ request: FixtureRequest) throws -> TrendingPeriod {
        guard let text = request.query("since") else { return .daily }
        guard let period = TrendingPeriod(rawValue: text) else {
            throw GitHubAPIError.validationFailed(
                resource: "Trending", [("since", "invalid", "since must be daily, weekly or monthly")])
        }
        return period
    }

    func searchCode(_ request: FixtureRequest) throws -> GitHubResponse {
        try search(request, find: data.searchCode)
    }

    /// One page of what `find` answers for the request's `q`, as GitHub's search shapes it; an
    /// empty `q` is a 422 like GitHub's.
    func search<Item: Codable & Equatable & Sendable>(
        _ request: FixtureRequest, find: (String) -> [Item]
    ) throws -> GitHubResponse {
        let (page, perPage) = try paging(request)
        guard let query = request.query("q"), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw GitHubAPIError.validationFailed(resource: "Search", [("q", "missing", "q must not be empty")])
        }
        // GitHub serves the first 1,000 results of a search: a page starting past them is a 422,
        // and the `Link` header's last page is the one holding the 1,000th.
        guard (page - 1) * perPage < Self.searchResultLimit else {
            throw GitHubAPIError(statusCode: 422, message: "Only the first 1000 search results are available")
        }
        let all = find(query)
        let result = SearchResults(
            totalCount: all.count, incompleteResults: false,
            items: Array(all.dropFirst((page - 1) * perPage).prefix(perPage)))
        return try json(
            result, link: link(request, total: min(all.count, Self.searchResultLimit), page: page, perPage: perPage))
    }

    /// How many results of one search GitHub serves ("up to 1,000 results for each search").
    static let searchResultLimit = 1_000

    /// `<…page=N+1>; rel="next", <…page=LAST>; rel="last"`, keeping the request's other parameters.
    func link(_ request: FixtureRequest, total: Int, page: Int, perPage: Int) -> String {
        let last = max(1, (total + perPage - 1) / perPage)
        let others = request.request.query.filter { $0.name != "page" }
        func url(page: Int) -> String? {
            var paged = request.request
            paged.query = others + [URLQueryItem(name: "page", value: "\(page)")]
            return paged.url(baseURL: request.baseURL)?.absoluteString
        }
        var links: [String] = []
        if page < last, let next = url(page: page + 1) { links.append("<\(next)>; rel=\"next\"") }
        if let lastURL = url(page: last) { links.append("<\(lastURL)>; rel=\"last\"") }
        return links.joined(separator: ", ")
    }
}
