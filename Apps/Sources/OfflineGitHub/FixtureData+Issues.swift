import Foundation
import GitHubAPI

/// Each offline repository's issues, pull requests and their comments, computed from its
/// position in ``FixtureData/repositories`` so that every run serves the same.
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
    static let pullTitles = [
        "Fix %@ crash on empty input", "Adopt Swift 6 language mode", "Add 한국어 README", "Remove the %@ retain cycle",
        "Speed up %@ by 30%%", "Bump swift-nio to 2.80", "Add Linux CI", "Document every public %@ type",
        "Handle cancellation in %@", "Typed throws for %@ errors", "Refactor %@ tests to virtual time", "Release 2.1",
    ]
    static let commitMessages = [
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

    func index(of fullName: String) -> Int? {
        repositories.firstIndex { $0.fullName.lowercased() == fullName.lowercased() }
    }

    static func format(_ template: String, _ topic: String, _ number: Int = 0) -> String {
        template.replacingOccurrences(of: "%@", with: topic).replacingOccurrences(of: "%d", with: "\(number)")
            .replacingOccurrences(of: "%%", with: "%")
    }

    func topic(_ index: Int) -> String { Self.topics[index % Self.topics.count] }
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

    func title(_ number: Int, _ index: Int) -> String {
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

    func comments(_ number: Int, _ index: Int) -> [IssueComment] {
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

    func issue(_ number: Int, _ index: Int) -> Issue {
        let open = Self.isOpen(number, index)
        let opened = created(number, index)
        return Issue(
            number: number, title: title(number, index), body: body(number, index), state: open ? .open : .closed,
            user: author(number, index), comments: comments(number, index).count,
            labels: number % 6 == 5 ? [] : [Issue.Label(name: Self.labelNames[number % Self.labelNames.count])],
            createdAt: opened, updatedAt: after(86_400, number, index),
            closedAt: open ? nil : after(2 * 86_400, number, index))
    }

    /// Item `number` of repository `index` as search answers it: issue-shaped, a pull request
    /// marked as one, with its repository's API URL.
    func searchItem(_ number: Int, _ index: Int) -> Issue {
        let issue = issue(number, index)
        let fullName = repositories[index].fullName
        return Issue(
            number: issue.number, title: issue.title, body: issue.body, state: issue.state, user: issue.user,
            comments: issue.comments, labels: issue.labels, createdAt: issue.createdAt, updatedAt: issue.updatedAt,
            closedAt: issue.closedAt,
            pullRequest: Self.isPullRequest(number)
                ? Issue.PullRequestLink(url: "https://api.github.com/repos/\(fullName)/pulls/\(number)") : nil,
            repositoryUrl: "https://api.github.com/repos/\(fullName)")
    }

    func pullRequest(_ number: Int, _ index: Int) -> PullRequest {
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

    /// Issues (not pull requests) of `fullName` in `state` (`nil`: in either), newest first;
    /// `nil` for an unknown repository.
    package func issues(of fullName: String, state: IssueState?) -> [Issue]? {
        guard let index = index(of: fullName) else { return nil }
        return (1...Self.itemCount(index)).reversed().filter { !Self.isPullRequest($0) }.map { issue($0, index) }.filter
        { state == nil || $0.state == state }
    }

    /// The issue `number` of `fullName`; `nil` for an unknown repository, a missing number or a pull request.
    package func issue(of fullName: String, number: Int) -> Issue? {
        guard let index = index(of: fullName), (1...Self.itemCount(index)).contains(number), !Self.isPullRequest(number)
        else { return nil }
        return issue(number, index)
    }

    /// Pull requests of `fullName` in `state` (`nil`: in either), newest first; `nil` for an
    /// unknown repository.
    package func pullRequests(of fullName: String, state: IssueState?) -> [PullRequest]? {
        guard let index = index(of: fullName) else { return nil }
        return (1...Self.itemCount(index)).reversed().filter(Self.isPullRequest).map { pullRequest($0, index) }.filter {
            state == nil || $0.state == state
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
