import Foundation
import GitHubAPI

/// Issues or pull requests: the two lists share a screen and a numbering.
package enum IssueKind: Equatable, Sendable {
    /// An issue list or issue; a pull request list or pull request.
    case issue, pullRequest
}

/// Where a selection leads, as a value: view models say *what* opens next; the screen side
/// builds the screen and its view model for it. Tests compare destinations with `==`.
package enum Destination: Equatable, Sendable {
    /// The screen of the repository with this full name ("octocat/swift-rx").
    case repository(String)
    /// The screen of a user or an organization, by login.
    case user(String)
    /// An events feed.
    case events(EventsViewModel.Mode)
    /// A list of accounts: followers, following, organizations.
    case users(UserListViewModel.Kind)
    /// A list of one part of a repository, or an account's starred repositories.
    case section(SectionListViewModel.Section)
    /// A repository's issues or pull requests.
    case issues(String, IssueKind)
    /// One issue or pull request of a repository, by number.
    case issue(String, number: Int, IssueKind)
    /// A repository's README.
    case readme(String)
    /// A repository's languages.
    case languages(String)
    /// A folder of a repository's code, by its path ("" for the root).
    case folder(String, path: String)
    /// A file of a repository's code, to read.
    case file(String, path: String)
    /// What is trending.
    case trending
    /// Signing in with GitHub's device flow.
    case deviceSignIn
    /// Signing in with a username and password.
    case basicSignIn
    /// Writing a new issue or a comment.
    case compose(ComposeViewModel.Target)
    /// A commit's changes, or a pull request's files.
    case diff(DiffViewModel.Source)
    /// A text at hand — a commit's message, a release's notes — shown with `emptyText` when blank.
    case document(title: String, markdown: String, emptyText: String)

    /// The most specific thing an event is about: its issue or pull request, the releases
    /// for a release, the commits for a push, else its repository.
    package static func about(_ event: GitHubEvent) -> Destination {
        let fullName = event.repo.name
        switch event.type {
        case .issues, .issueComment:
            if let number = event.payload.issue?.number { return .issue(fullName, number: number, .issue) }
        case .pullRequest:
            if let number = event.payload.pullRequest?.number { return .issue(fullName, number: number, .pullRequest) }
        case .release: return .section(.releases(of: fullName))
        case .push: return .section(.commits(of: fullName))
        default: break
        }
        return .repository(fullName)
    }
}
