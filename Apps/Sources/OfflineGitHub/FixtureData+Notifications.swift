import Foundation
import GitHubAPI

/// Each account's notification threads.
extension FixtureData {
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
}
