import Foundation
import GitHubAPI

/// What is inside each offline repository — issues, pull requests and their comments, commits,
/// branches, releases, contributors, stargazers, forks and a README — and each account's
/// notifications, organizations and stars. All of it is computed from the repository's
/// position in ``FixtureData/repositories``, so every run serves the same, without storing it.
extension FixtureData {
    /// Topics of the generated repositories, in order (`swift-rx`, `swift-mvvm`, …).
    static let topics = [
        "rx", "mvvm", "terminal", "http", "json", "parser", "charts", "cache", "router", "keychain", "animations",
        "forms",
    ]

    /// How many issues and pull requests repository `index` has (they share one numbering, as on GitHub).
    static func itemCount(_ index: Int) -> Int { index == 0 ? 110 : 14 + (index * 5) % 23 }
    /// Every third number is a pull request.
    static func isPullRequest(_ number: Int) -> Bool { number % 3 == 0 }
    static func isOpen(_ number: Int, _ index: Int) -> Bool {
        (number + index) % 4 != 0 && number > itemCount(index) / 4
    }
    /// Open issues plus open pull requests, GitHub's `open_issues_count`.
    static func openItemCount(_ index: Int) -> Int { (1...itemCount(index)).filter { isOpen($0, index) }.count }

    private static let issueTitles = [
        "Crash when the %@ list is empty", "Support Swift 6 strict concurrency", "Add Korean documentation for %@",
        "Memory leak after disposing a %@ subscription", "Build fails on Linux with Swift 6.1",
        "Document the %@ threading rules",
        "Wrong result when the input contains emoji 👩‍💻", "Expose a async/await API for %@", "Tests are flaky on CI",
        "README example does not compile", "Support Windows", "Deprecation warnings with the latest toolchain",
        "%@ ignores cancellation", "How do I use %@ with SwiftUI?", "Make the %@ errors typed",
        "Performance regression in 2.0",
    ]
    private static let pullTitles = [
        "Fix %@ crash on empty input", "Adopt Swift 6 language mode", "Add 한국어 README", "Remove the %@ retain cycle",
        "Speed up %@ by 30%%", "Bump swift-nio to 2.80", "Add Linux CI", "Document every public %@ type",
        "Handle cancellation in %@", "Typed throws for %@ errors", "Refactor %@ tests to virtual time", "Release 2.1",
    ]
    private static let commitMessages = [
        "Fix %@ crash on empty input", "Add tests for %@", "Update README", "Adopt Swift 6 language mode",
        "Merge pull request #%d from alice/fix-leak", "Bump version", "Refactor %@ internals", "Document public API",
        "Handle cancellation", "Remove unused code", "Speed up %@ decoding", "CI: test on Linux",
    ]
    private static let commentBodies = [
        "I can reproduce this on **macOS 15** and Linux.", "Thanks for the report! Could you share a minimal example?",
        "Fixed in the latest `main`, please try it.", "+1, we see the same in production.",
        "This is expected: see the *threading* section of the README.", "감사합니다! 확인해 보겠습니다.",
        "Would a pull request for this be welcome?", "Closing as a duplicate of an older issue.",
    ]
    private static let labelNames = ["bug", "enhancement", "documentation", "good first issue", "question"]

    private var people: [User] { users.filter { !$0.isOrganization } }

    private func index(of fullName: String) -> Int? {
        repositories.firstIndex { $0.fullName.lowercased() == fullName.lowercased() }
    }

    private static func format(_ template: String, _ topic: String, _ number: Int = 0) -> String {
        template.replacingOccurrences(of: "%@", with: topic).replacingOccurrences(of: "%d", with: "\(number)")
            .replacingOccurrences(of: "%%", with: "%")
    }

    private func topic(_ index: Int) -> String { Self.topics[index % Self.topics.count] }
    /// When item `number` was opened: the time of its "opened" event when the feed has one,
    /// else two days per later number back from the base, five days earlier still so that its
    /// update, closing and comments are in the past too.
    private func created(_ number: Int, _ index: Int) -> Date {
        if let opened = openedEventDates["\(repositories[index].fullName)#\(number)"] { return opened }
        return base.addingTimeInterval(
            -Double(Self.itemCount(index) - number) * 86_400 * 2 - 5 * 86_400 - Double(index) * 3_600)
    }

    /// `interval` after item `number` was opened, squeezed (keeping the order) so that it is
    /// never after the base: an item opened an hour ago was updated minutes later, not a day.
    private func after(_ interval: TimeInterval, _ number: Int, _ index: Int) -> Date {
        let opened = created(number, index)
        let room = base.timeIntervalSince(opened)
        let span = 5 * 86_400.0
        return opened.addingTimeInterval(room >= span ? interval : interval * room / span)
    }

    private func title(_ number: Int, _ index: Int) -> String {
        // Pull requests are every third number: they step through their titles by their own count.
        if Self.isPullRequest(number) {
            return Self.format(Self.pullTitles[(number / 3 * 5 + index) % Self.pullTitles.count], topic(index))
        }
        return Self.format(Self.issueTitles[(number * 7 + index) % Self.issueTitles.count], topic(index))
    }

    private func body(_ number: Int, _ index: Int) -> String? {
        guard number % 5 != 4 else { return nil }
        return """
            ## What happens
            With `\(repositories[index].name)` \(number % 2 == 0 ? "2.0" : "1.9") the *\(topic(index))* part \(Self.isPullRequest(number) ? "needed this change" : "misbehaves").

            - Swift 6.\(number % 3)
            - Linux and macOS

            ```swift
            let value = try \(topic(index)).run()
            ```
            See https://github.com/\(repositories[index].fullName)/issues/\(max(1, number - 1)) for the background.
            """
    }

    private func comments(_ number: Int, _ index: Int) -> [IssueComment] {
        let count = index == 0 && number == 109 ? 34 : (number * 3 + index) % 5
        let people = self.people
        return (0..<count).map { (k: Int) -> IssueComment in
            let id: Int = index * 100_000 + number * 100 + k
            let author: User = people[(number + k + 1) % people.count]
            let body: String = Self.commentBodies[(number + k * 3) % Self.commentBodies.count]
            let time: Date = after(Double(k + 1) * 3 * 3_600, number, index)
            return IssueComment(id: id, user: author, body: body, createdAt: time)
        }
    }

    /// Who opened item `number`: pull requests, every third number, rotate by their own count.
    private func author(_ number: Int, _ index: Int) -> User {
        people[((Self.isPullRequest(number) ? number / 3 : number) + index) % people.count]
    }

    private func issue(_ number: Int, _ index: Int) -> Issue {
        let open = Self.isOpen(number, index)
        let opened = created(number, index)
        return Issue(
            number: number, title: title(number, index), body: body(number, index), state: open ? .open : .closed,
            user: author(number, index), comments: comments(number, index).count,
            labels: number % 6 == 5 ? [] : [Issue.Label(name: Self.labelNames[number % Self.labelNames.count])],
            createdAt: opened, updatedAt: after(86_400, number, index),
            closedAt: open ? nil : after(2 * 86_400, number, index))
    }

    private func pullRequest(_ number: Int, _ index: Int) -> PullRequest {
        let open = Self.isOpen(number, index)
        let opened = created(number, index)
        let closedAt = open ? nil : after(2 * 86_400, number, index)
        return PullRequest(
            number: number, title: title(number, index), body: body(number, index), state: open ? .open : .closed,
            user: author(number, index), createdAt: opened, updatedAt: after(86_400, number, index),
            closedAt: closedAt, mergedAt: number % 2 == 0 ? closedAt : nil,
            head: .init(ref: "\(author(number, index).login)/\(topic(index))-\(number)"),
            base: .init(ref: repositories[index].defaultBranch ?? "main"))
    }

    /// Issues (not pull requests) of `fullName` in `state`, newest first; `nil` for an unknown repository.
    package func issues(of fullName: String, state: IssueState) -> [Issue]? {
        guard let index = index(of: fullName) else { return nil }
        return (1...Self.itemCount(index)).reversed().filter { !Self.isPullRequest($0) }.map { issue($0, index) }.filter
        { $0.state == state }
    }

    /// The issue `number` of `fullName`; `nil` for an unknown repository, a missing number or a pull request.
    package func issue(of fullName: String, number: Int) -> Issue? {
        guard let index = index(of: fullName), (1...Self.itemCount(index)).contains(number), !Self.isPullRequest(number)
        else { return nil }
        return issue(number, index)
    }

    /// Pull requests of `fullName` in `state`, newest first; `nil` for an unknown repository.
    package func pullRequests(of fullName: String, state: IssueState) -> [PullRequest]? {
        guard let index = index(of: fullName) else { return nil }
        return (1...Self.itemCount(index)).reversed().filter(Self.isPullRequest).map { pullRequest($0, index) }.filter {
            $0.state == state
        }
    }

    /// The pull request `number` of `fullName`; `nil` for an unknown repository, a missing number or an issue.
    package func pullRequest(of fullName: String, number: Int) -> PullRequest? {
        guard let index = index(of: fullName), (1...Self.itemCount(index)).contains(number), Self.isPullRequest(number)
        else { return nil }
        return pullRequest(number, index)
    }

    /// The comments of issue or pull request `number`, oldest first; `nil` when there is no such item.
    package func comments(of fullName: String, number: Int) -> [IssueComment]? {
        guard let index = index(of: fullName), (1...Self.itemCount(index)).contains(number) else { return nil }
        return comments(number, index)
    }

    /// The history from `start` — a branch name or a commit SHA — newest first: what GitHub's
    /// `?sha=` answers; the default branch's when `start` is `nil`; `nil` for an unknown one.
    package func commits(of fullName: String, from start: String?) -> [Commit]? {
        guard let all = commits(of: fullName) else { return nil }
        guard let start else { return all }
        let sha = branches(of: fullName)?.first { $0.name == start }?.commit.sha ?? start
        guard let index = all.firstIndex(where: { $0.sha == sha }) else { return nil }
        return Array(all[index...])
    }

    /// 45 to 54 commits, newest first; a few by an address GitHub cannot match to an account.
    package func commits(of fullName: String) -> [Commit]? {
        guard let index = index(of: fullName) else { return nil }
        let count = 45 + index % 10
        return (0..<count).map { k in
            let author = k % 11 == 10 ? nil : people[(k + index) % people.count]
            var seed = UInt64(index * 1_000 + k + 1) &* 0x9E37_79B9_7F4A_7C15
            var sha = ""
            for _ in 0..<5 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                sha += String(format: "%08x", UInt32(truncatingIfNeeded: seed >> 32))
            }
            let message = Self.format(
                Self.commitMessages[(k * 5 + index) % Self.commitMessages.count], topic(index), count - k)
            return Commit(
                sha: sha,
                commit: .init(
                    message: message + (k % 4 == 0 ? "\n\nLonger explanation of the change." : ""),
                    author: .init(
                        name: author?.name ?? "Build Bot",
                        date: base.addingTimeInterval(-Double(k) * 5 * 3_600 - Double(index) * 60))),
                author: author)
        }
    }

    /// The branches of `fullName`, sorted by name (the default branch protected); `nil` for an unknown repository.
    package func branches(of fullName: String) -> [Branch]? {
        guard let index = index(of: fullName), let commits = commits(of: fullName) else { return nil }
        let main = repositories[index].defaultBranch ?? "main"
        let names = [
            main, "release/1.\(index % 4)", "feature/\(topic(index))-async", "fix/issue-\(index + 3)", "docs/korean",
        ].prefix(2 + index % 4)
        return names.enumerated().map { offset, name in
            Branch(name: name, commit: .init(sha: commits[offset * 3].sha), protected: name == main)
        }
        .sorted { $0.name < $1.name }
    }

    /// 3 to 7 releases, newest first; every third repository's newest is a prerelease.
    package func releases(of fullName: String) -> [Release]? {
        guard let index = index(of: fullName) else { return nil }
        let count = 3 + index % 5
        return (0..<count).map { k in
            let minor = count - 1 - k
            let prerelease = k == 0 && index % 3 == 0
            let tag = prerelease ? "v2.0.0-beta.1" : "v1.\(minor).\(k % 2)"
            return Release(
                id: index * 100 + k, tagName: tag,
                name: prerelease ? "2.0 beta" : (k % 2 == 0 ? "Version 1.\(minor)" : nil),
                body:
                    "### Changes\n- \(Self.format(Self.pullTitles[(k + index) % Self.pullTitles.count], topic(index)))\n- Bug fixes",
                prerelease: prerelease,
                publishedAt: base.addingTimeInterval(-Double(k) * 21 * 86_400 - Double(index) * 3_600),
                author: people[(index + k) % people.count])
        }
    }

    /// Two to five people, the owner (when a person) first, most commits first.
    package func contributors(of fullName: String) -> [Contributor]? {
        guard let index = index(of: fullName) else { return nil }
        let people = self.people
        let start = people.firstIndex { $0.login == repositories[index].owner.login } ?? index % people.count
        return (0..<(2 + index % 4)).map { k in
            let person = people[(start + k) % people.count]
            return Contributor(
                id: person.id, login: person.login, avatarUrl: person.avatarUrl,
                contributions: 420 / (k + 1) - index % 7)
        }
    }

    /// The people who starred `fullName` in the bundled data (the server adds stars given while it runs).
    package func stargazers(of fullName: String) -> [User]? {
        guard let index = index(of: fullName) else { return nil }
        return stargazers(ofIndex: index)
    }

    /// None to all six people, by the repository's position: its `stargazers_count`.
    func stargazers(ofIndex index: Int) -> [User] {
        let people = self.people
        return (0..<((index * 5 + 3) % (people.count + 1))).map { people[(index + $0) % people.count] }
    }

    /// Forks by people other than the owner; each can be opened as a repository.
    package func forks(of fullName: String) -> [Repository]? {
        guard let index = index(of: fullName) else { return nil }
        return forks(ofIndex: index)
    }

    func forks(ofIndex index: Int) -> [Repository] {
        let original = repositories[index]
        return people.enumerated().filter { $0.element.login != original.owner.login && ($0.offset + index) % 3 == 0 }
            .map { offset, person in
                Repository(
                    id: 20_000 + index * 10 + offset, name: original.name, fullName: "\(person.login)/\(original.name)",
                    owner: person,
                    description: original.description, language: original.language, stargazersCount: 0, forksCount: 0,
                    openIssuesCount: 0,
                    createdAt: min(
                        original.createdAt.addingTimeInterval(Double(offset + 1) * 86_400),
                        base.addingTimeInterval(-Double(offset + 1) * 3_600)),
                    updatedAt: original.updatedAt.addingTimeInterval(-Double(offset) * 86_400),
                    subscribersCount: 1, license: original.license, homepage: nil, defaultBranch: original.defaultBranch
                )
            }
    }

    /// The README in Markdown: headings, emphasis, lists, a code block and links; every fifth
    /// repository's has a Korean section. Every seventh repository has none (404).
    package func readme(of fullName: String) -> Readme? {
        guard let index = index(of: fullName), index % 7 != 6 else { return nil }
        let repository = repositories[index]
        let korean = index % 5 == 0 ? "\n## 한국어\n\n**\(repository.name)**는 반응형 앱을 위한 *\(topic(index))* 라이브러리입니다.\n" : ""
        return Readme(
            text: """
                # \(repository.name)

                \(repository.description ?? "") — **fast**, *tested* and `Sendable`.

                ## Installation

                Add it to `Package.swift`:

                ```swift
                .package(url: "https://github.com/\(repository.fullName).git", from: "1.\(index % 4).0")
                ```

                ## Features

                - Works on Linux and macOS
                - Swift 6 language mode
                  - strict concurrency checked
                - [Documentation](https://\(repository.owner.login).example/docs) and examples
                \(korean)
                ## License

                \(repository.license?.name ?? "All rights reserved").
                """)
    }

    /// Bytes of code per language: the repository's own language the most, then what its
    /// topic brings (C for an `http` or `json` library, shell scripts, Markdown-free).
    package func languages(of fullName: String) -> [String: Int]? {
        guard let index = index(of: fullName) else { return nil }
        let main = repositories[index].language ?? "Swift"
        var bytes = [main: 40_000 + index * 1_237]
        bytes["Shell", default: 0] += 800 + index * 31
        if ["http", "json", "parser"].contains(topic(index)) { bytes["C", default: 0] += 6_000 + index * 97 }
        if index % 4 == 1 { bytes["Objective-C", default: 0] += 2_500 + index * 13 }
        return bytes
    }

    /// The organizations `login` belongs to: each person one, eun-ji both.
    package func organizations(of login: String) -> [Organization]? {
        guard let user = user(login) else { return nil }
        let people = self.people
        guard let index = people.firstIndex(where: { $0.login == user.login }) else { return [] }
        let organizations = users.filter(\.isOrganization)
        let memberships = user.login == "eun-ji" ? organizations : [organizations[index % organizations.count]]
        return memberships.map {
            Organization(id: $0.id, login: $0.login, avatarUrl: $0.avatarUrl, description: $0.bio)
        }
    }

    /// The repositories `login` starred in the bundled data.
    package func starredRepositories(of login: String) -> [Repository]? {
        guard let user = user(login) else { return nil }
        guard let person = people.firstIndex(where: { $0.login == user.login }) else { return [] }
        return repositories.indices.filter { ($0 + person) % 7 == 0 }.map { repositories[$0] }
    }

    /// `login`'s notification threads as bundled, most recently updated first: 16 threads
    /// over four repositories, about two in three unread, on issues, pull requests and releases.
    package func notifications(of login: String) -> [GitHubNotification] {
        guard let person = people.firstIndex(where: { $0.login.lowercased() == login.lowercased() }) else { return [] }
        let reasons = ["mention", "review_requested", "subscribed", "author", "comment", "subscribed"]
        return (0..<16).map { k in
            let index = (person * 5 + (k % 4) * 11) % repositories.count
            let repository = repositories[index]
            let subject: GitHubNotification.Subject
            if k % 5 == 4, let release = releases(of: repository.fullName)?.first {
                subject = .init(
                    title: release.name ?? release.tagName, type: "Release",
                    url: "https://api.github.com/repos/\(repository.fullName)/releases/\(release.id)")
            } else {
                let number = max(1, Self.itemCount(index) - k)
                let kind = Self.isPullRequest(number) ? "PullRequest" : "Issue"
                subject = .init(
                    title: title(number, index), type: kind,
                    url:
                        "https://api.github.com/repos/\(repository.fullName)/\(kind == "Issue" ? "issues" : "pulls")/\(number)"
                )
            }
            return GitHubNotification(
                id: "\(person + 1)\(String(format: "%03d", k))", unread: k % 3 != 2,
                reason: reasons[(k + person) % reasons.count],
                updatedAt: base.addingTimeInterval(-Double(k) * 5_400), subject: subject, repository: repository)
        }
    }

    /// Issue numbers (not pull requests) of repository `index`, for events that point at one.
    static func issueNumber(_ seed: Int, _ index: Int) -> Int {
        let numbers = (1...itemCount(index)).filter { !isPullRequest($0) }
        return numbers[seed % numbers.count]
    }

    static func pullNumber(_ seed: Int, _ index: Int) -> Int {
        let numbers = (1...itemCount(index)).filter(isPullRequest)
        return numbers[seed % numbers.count]
    }

    /// The title an event shows for item `number` of repository `index`.
    func itemTitle(_ number: Int, _ index: Int) -> String { title(number, index) }
}
