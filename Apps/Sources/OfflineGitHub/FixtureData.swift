import Foundation
import GitHubAPI

/// The offline GitHub: users, organizations, repositories and events, generated the same way
/// on every run so tests and screenshots are stable.
package struct FixtureData: Sendable {
    /// Every account: the people first, then the organizations.
    package let users: [User]
    /// Every repository, forks not included (they are made on request).
    package let repositories: [Repository]
    /// Newest first.
    package let events: [GitHubEvent]
    /// The newest moment in the data: the latest event happened then, and every other date
    /// counts back from it.
    package let base: Date
    /// When each issue or pull request was opened according to the feed, by "owner/name#number":
    /// the item's own creation time is that event's.
    let openedEventDates: [String: Date]

    /// 6 users, 2 organizations, 48 repositories, 320 events of every supported type plus a
    /// few of a type the client does not know.
    package static let standard = FixtureData()

    /// 2026-01-01T00:00:00Z, the `base` of ``standard``.
    package static let standardBase = Date(timeIntervalSince1970: 1_767_225_600)

    /// The same data as of `base`: with the current hour, the apps show events "2 hours ago"
    /// and issues "3 days ago" on any day; tests use ``standard``, whose dates never move.
    package init(base: Date = FixtureData.standardBase) {
        let people = ["octocat", "alice", "bob", "carol", "dave", "eun-ji"]
        let organizations = ["reactivex", "swift-lang"]
        var users: [User] = []
        for (index, login) in people.enumerated() {
            let followers = people.indices.filter { Self.follows($0, index) }.count
            let following = people.indices.filter { Self.follows(index, $0) }.count
            users.append(
                User(
                    id: index + 1, login: login, avatarUrl: "https://avatars.example/\(login)", type: "User",
                    name: login == "eun-ji" ? "김은지" : login.capitalized,
                    bio: "Writes Swift at \(organizations[index % 2])",
                    location: ["Seoul", "Berlin", "Lisbon", "Austin", "Oslo", "Busan"][index],
                    publicRepos: (0..<48).filter { $0 % (people.count + organizations.count) == index }.count,
                    followers: followers, following: following,
                    company: index % 3 == 2 ? nil : "@\(organizations[index % 2])",
                    blog: index % 2 == 0 ? "\(login).example" : nil))
        }
        for (index, login) in organizations.enumerated() {
            users.append(
                User(
                    id: 100 + index, login: login, avatarUrl: "https://avatars.example/\(login)", type: "Organization",
                    name: login == "reactivex" ? "ReactiveX" : "Swift", bio: "The \(login) organization",
                    publicRepos: (0..<48).filter { $0 % (people.count + organizations.count) == people.count + index }
                        .count,
                    followers: people.indices.filter { $0 % 2 == index }.count, following: 0, blog: "\(login).example"))
        }
        let topics = Self.topics
        let languages = ["Swift", "Swift", "Swift", "Kotlin", "Rust", "Go", "C", "TypeScript"]
        var repositories: [Repository] = []
        for index in 0..<48 {
            let owner = users[index % users.count]
            let topic = topics[index % topics.count]
            let name = "swift-\(topic)\(index < topics.count ? "" : "-\(index / topics.count + 1)")"
            repositories.append(
                Repository(
                    id: 1_000 + index, name: name, fullName: "\(owner.login)/\(name)", owner: owner,
                    description: "A \(topic) library\(index % 5 == 0 ? " — 한국어 문서 포함" : "") for reactive apps",
                    language: languages[index % languages.count],
                    // The counts are the lengths of the lists served: set below, once they exist.
                    stargazersCount: 0, forksCount: 0, openIssuesCount: Self.openItemCount(index),
                    createdAt: base.addingTimeInterval(Double(-index) * 86_400 * 30),
                    updatedAt: base.addingTimeInterval(Double(-index) * 3_600 * 7),
                    // The owner watches each repository: the watchers `/subscribers` lists.
                    subscribersCount: 1,
                    license: [
                        Repository.License(key: "mit", name: "MIT License"),
                        Repository.License(key: "apache-2.0", name: "Apache License 2.0"), nil,
                    ][index % 3],
                    homepage: index % 4 == 0 ? "https://\(owner.login).example/\(name)" : nil,
                    defaultBranch: index % 5 == 0 ? "develop" : "main"))
        }
        // The people and repositories alone: what the counts and the events below look up.
        let contents = FixtureData(users: users, repositories: repositories, events: [], base: base)
        repositories = repositories.enumerated().map { index, repository in
            Repository(
                id: repository.id, name: repository.name, fullName: repository.fullName, owner: repository.owner,
                description: repository.description, language: repository.language,
                stargazersCount: contents.stargazers(ofIndex: index).count,
                forksCount: contents.forks(ofIndex: index).count,
                openIssuesCount: repository.openIssuesCount, createdAt: repository.createdAt,
                updatedAt: repository.updatedAt,
                subscribersCount: repository.subscribersCount, license: repository.license,
                homepage: repository.homepage,
                defaultBranch: repository.defaultBranch)
        }
        let types: [EventType] = [.push, .watch, .fork, .create, .issues, .pullRequest, .issueComment, .release]
        var events: [GitHubEvent] = []
        for index in 0..<320 {
            let repositoryIndex = (index * 11) % repositories.count
            let repository = repositories[repositoryIndex]
            // Several people act in each repository: the actor moves on with each round too.
            var actor = users[(index * 5 + index / repositories.count) % people.count]
            // The type moves on with each round through the repositories, so that one
            // repository's events are of different kinds.
            let type: EventType =
                index % 37 == 36 ? .other("GollumEvent") : types[(index + index / repositories.count) % types.count]
            let issueNumber = Self.issueNumber(index, repositoryIndex)
            let pullNumber = Self.pullNumber(index, repositoryIndex)
            let payload: EventPayload
            switch type {
            case .push:
                payload = EventPayload(ref: "refs/heads/\(repository.defaultBranch ?? "main")", size: index % 4 + 1)
            case .watch: payload = EventPayload(action: "started")
            case .fork:
                // Nobody forks their own repository: the fork is someone else's.
                if actor.login == repository.ownerLogin {
                    actor = users[(people.firstIndex(of: actor.login)! + 1) % people.count]
                }
                payload = EventPayload(forkee: .init(fullName: "\(actor.login)/\(repository.name)"))
            case .create: payload = EventPayload(ref: "feature-\(index)", refType: "branch")
            case .issues where index % 3 != 0:
                // Whoever opened the issue is who the event says opened it.
                actor = contents.issue(of: repository.fullName, number: issueNumber)?.user ?? actor
                payload = EventPayload(
                    action: "opened",
                    issue: .init(number: issueNumber, title: contents.itemTitle(issueNumber, repositoryIndex)))
            case .pullRequest where index % 3 != 0:
                actor = contents.pullRequest(of: repository.fullName, number: pullNumber)?.user ?? actor
                payload = EventPayload(
                    action: "opened",
                    pullRequest: .init(number: pullNumber, title: contents.itemTitle(pullNumber, repositoryIndex)))
            case .issues:
                payload = EventPayload(
                    action: index % 3 == 0 ? "closed" : "opened",
                    issue: .init(number: issueNumber, title: contents.itemTitle(issueNumber, repositoryIndex)))
            case .pullRequest:
                payload = EventPayload(
                    action: index % 3 == 0 ? "closed" : "opened",
                    pullRequest: .init(number: pullNumber, title: contents.itemTitle(pullNumber, repositoryIndex)))
            case .issueComment:
                payload = EventPayload(
                    action: "created",
                    issue: .init(number: issueNumber, title: contents.itemTitle(issueNumber, repositoryIndex)))
            case .release:
                payload = EventPayload(
                    action: "published",
                    release: .init(tagName: contents.releases(of: repository.fullName)?.first?.tagName))
            case .other: payload = EventPayload(action: "edited")
            }
            events.append(
                GitHubEvent(
                    id: "\(50_000 - index)", type: type,
                    actor: EventActor(id: actor.id, login: actor.login, avatarUrl: actor.avatarUrl),
                    repo: EventRepository(id: repository.id, name: repository.fullName), payload: payload,
                    createdAt: base.addingTimeInterval(Double(-index) * 1_800)))
        }
        self.init(users: users, repositories: repositories, events: events, base: base)
    }

    private init(users: [User], repositories: [Repository], events: [GitHubEvent], base: Date) {
        self.users = users
        self.repositories = repositories
        self.events = events
        self.base = base
        var opened: [String: Date] = [:]
        for event in events where event.payload.action == "opened" {
            guard let number = event.payload.pullRequest?.number ?? event.payload.issue?.number else { continue }
            // Newest first: the oldest "opened" event of an item is the one that counts.
            opened["\(event.repo.name)#\(number)"] = event.createdAt
        }
        openedEventDates = opened
    }

    /// ``FixtureData`` as of the start of the current hour.
    package static func asOfNow() -> FixtureData {
        let now = Date().timeIntervalSince1970
        return FixtureData(base: Date(timeIntervalSince1970: now - now.truncatingRemainder(dividingBy: 3_600)))
    }

    /// Who follows whom among the people (by their index): a fixed, lopsided graph.
    static func follows(_ follower: Int, _ followed: Int) -> Bool {
        follower != followed && (follower * follower + 3 * followed) % 5 < 3
    }

    /// The accounts that are people, not organizations.
    var people: [User] { users.filter { !$0.isOrganization } }

    /// The accounts following `login` (an organization's followers are its members' half of the people).
    package func followers(of login: String) -> [User] {
        let people = self.people
        if let organization = users.firstIndex(where: { $0.login == login && $0.isOrganization }) {
            return people.indices.filter { $0 % 2 == organization - people.count }.map { people[$0] }
        }
        guard let index = people.firstIndex(where: { $0.login == login }) else { return [] }
        return people.indices.filter { Self.follows($0, index) }.map { people[$0] }
    }

    /// The accounts `login` follows.
    package func following(of login: String) -> [User] {
        let people = self.people
        guard let index = people.firstIndex(where: { $0.login == login }) else { return [] }
        return people.indices.filter { Self.follows(index, $0) }.map { people[$0] }
    }

    /// The account `login` (any case), or `nil`.
    package func user(_ login: String) -> User? { users.first { $0.login.lowercased() == login.lowercased() } }
    /// The repository named `fullName` (any case), a fork of one included.
    package func repository(_ fullName: String) -> Repository? {
        let wanted = fullName.lowercased()
        if let repository = repositories.first(where: { $0.fullName.lowercased() == wanted }) { return repository }
        let name = wanted.split(separator: "/").last.map(String.init) ?? ""
        return repositories.indices.filter { repositories[$0].name.lowercased() == name }
            .lazy.flatMap { self.forks(ofIndex: $0) }.first { $0.fullName.lowercased() == wanted }
    }

    /// Events by everyone but `login` (the feed of someone who follows everybody).
    package func receivedEvents(_ login: String) -> [GitHubEvent] { events.filter { $0.actor.login != login } }
    /// Events by `login`, newest first.
    package func performedEvents(_ login: String) -> [GitHubEvent] { events.filter { $0.actor.login == login } }
    /// Events in the organization `login`'s repositories, newest first.
    package func organizationEvents(_ login: String) -> [GitHubEvent] {
        events.filter { $0.repo.name.hasPrefix(login + "/") }
    }
    /// Events in the repository `fullName`, newest first.
    package func repositoryEvents(_ fullName: String) -> [GitHubEvent] { events.filter { $0.repo.name == fullName } }
    /// The repositories `login` owns, by full name as GitHub lists an account's repositories.
    package func repositories(of login: String) -> [Repository] {
        repositories.filter { $0.ownerLogin == login }
            .sorted { ($0.fullName.lowercased(), $0.id) < ($1.fullName.lowercased(), $1.id) }
    }

    /// Accounts whose login, name, location or bio contains every word of `query`, honouring
    /// GitHub's `type:user`/`type:org`, `location:` and `followers:` qualifiers.
    package func searchUsers(_ query: String) -> [User] {
        let (terms, qualifiers) = SearchQuery.parse(query)
        return users.filter { user in
            let text = [user.login, user.name, user.location, user.bio].compactMap { $0 }.joined(separator: " ")
                .lowercased()
            return terms.allSatisfy { text.contains($0) }
                && qualifiers.allSatisfy { qualifier in
                    switch qualifier.key {
                    case "type": return (qualifier.value == "org") == user.isOrganization
                    case "location": return (user.location ?? "").lowercased().contains(qualifier.value)
                    case "followers": return SearchQuery.matches(user.followers ?? 0, qualifier.value)
                    default: return false
                    }
                }
        }
    }

    /// Issues and pull requests of every repository whose title or body contains every word of
    /// `query`, honouring `is:issue`, `is:pr`, `state:`, `repo:` and `author:`, most recently
    /// updated first (then by repository and number, so that pages are stable).
    package func searchIssues(_ query: String) -> [Issue] {
        let (terms, qualifiers) = SearchQuery.parse(query)
        let matches = repositories.indices.flatMap { index in
            (1...Self.itemCount(index)).map { searchItem($0, index) }
        }
        .filter { item in
            let text = (item.title + " " + (item.body ?? "")).lowercased()
            return terms.allSatisfy { text.contains($0) }
                && qualifiers.allSatisfy { qualifier in
                    switch (qualifier.key, qualifier.value) {
                    case ("is", "issue"): return item.pullRequest == nil
                    case ("is", "pr"): return item.pullRequest != nil
                    case ("is", "open"), ("state", "open"): return item.state == .open
                    case ("is", "closed"), ("state", "closed"): return item.state == .closed
                    case ("repo", let fullName): return item.repositoryFullName?.lowercased() == fullName
                    case ("author", let login): return item.user?.login.lowercased() == login
                    default: return false
                    }
                }
        }
        return matches.sorted {
            ($0.updatedAt, $1.repositoryFullName ?? "", $1.number) > (
                $1.updatedAt, $0.repositoryFullName ?? "", $0.number
            )
        }
    }

    /// Repositories whose name or description contains every word of `query`, honouring GitHub's
    /// `language:`, `user:`/`org:`, `stars:` and `forks:` qualifiers (`stars:>100`, `forks:10..50`),
    /// sorted by `sort` (`stars`, `forks`, `updated`, most first, ties in best-match order;
    /// best match — stars — otherwise).
    package func search(_ query: String, sort: String?) -> [Repository] {
        let (terms, qualifiers) = SearchQuery.parse(query)
        let matches = repositories.filter { repository in
            let text = (repository.fullName + " " + (repository.description ?? "")).lowercased()
            return terms.allSatisfy { text.contains($0) }
                && qualifiers.allSatisfy { qualifier in
                    switch qualifier.key {
                    case "language": return (repository.language ?? "").lowercased() == qualifier.value
                    case "user", "org": return repository.ownerLogin.lowercased() == qualifier.value
                    case "stars": return SearchQuery.matches(repository.stargazersCount ?? 0, qualifier.value)
                    case "forks": return SearchQuery.matches(repository.forksCount ?? 0, qualifier.value)
                    default: return false
                    }
                }
        }
        // Most first, equal ones in the order before: best match (by stars) first, then `sort`.
        func byMost(_ items: [Repository], _ key: (Repository) -> Double) -> [Repository] {
            items.enumerated().sorted { first, second in
                key(first.element) != key(second.element)
                    ? key(first.element) > key(second.element) : first.offset < second.offset
            }.map(\.element)
        }
        let bestMatch = byMost(matches) { Double($0.stargazersCount ?? 0) }
        switch sort {
        case "forks": return byMost(bestMatch) { Double($0.forksCount ?? 0) }
        case "updated": return byMost(bestMatch) { ($0.updatedAt ?? .distantPast).timeIntervalSince1970 }
        default: return bestMatch
        }
    }
}

/// GitHub's search syntax as far as the offline server understands it: words, and `key:value`
/// qualifiers whose numbers may be `>N`, `>=N`, `<N`, `<=N`, `N..M` or `N`.
enum SearchQuery {
    /// The words and the qualifiers (keys and values lowercased) of `query`.
    static func parse(_ query: String) -> (terms: [String], qualifiers: [(key: String, value: String)]) {
        var terms: [String] = []
        var qualifiers: [(key: String, value: String)] = []
        for word in query.lowercased().split(separator: " ") {
            if let colon = word.firstIndex(of: ":"), colon != word.startIndex, word.index(after: colon) != word.endIndex
            {
                qualifiers.append((String(word[..<colon]), String(word[word.index(after: colon)...])))
            } else {
                terms.append(String(word))
            }
        }
        return (terms, qualifiers)
    }

    /// Whether `number` satisfies a numeric qualifier's `value`; a value that is not a number matches nothing.
    static func matches(_ number: Int, _ value: String) -> Bool {
        if value.hasPrefix(">="), let bound = Int(value.dropFirst(2)) { return number >= bound }
        if value.hasPrefix("<="), let bound = Int(value.dropFirst(2)) { return number <= bound }
        if value.hasPrefix(">"), let bound = Int(value.dropFirst()) { return number > bound }
        if value.hasPrefix("<"), let bound = Int(value.dropFirst()) { return number < bound }
        let range = value.components(separatedBy: "..")
        if range.count == 2, let low = Int(range[0]), let high = Int(range[1]) {
            return (low...max(low, high)).contains(number)
        }
        return Int(value) == number
    }
}
