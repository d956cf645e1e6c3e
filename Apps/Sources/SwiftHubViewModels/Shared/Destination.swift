import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore

/// Issues or pull requests: the two lists share a screen and a numbering.
package enum IssueKind: Equatable, Sendable {
    /// An issue list or issue; a pull request list or pull request.
    case issue, pullRequest
}

/// The next screen, as its view model: what a selection in one screen opens. Screens push the
/// matching screen; tests compare ``description``s ("issue octocat/swift-rx#12").
package enum Destination: CustomStringConvertible {
    /// A repository's screen.
    case repository(RepositoryViewModel)
    /// A user's or an organization's screen.
    case user(UserViewModel)
    /// An events feed.
    case events(EventsViewModel)
    /// A list of accounts: followers, following, organizations.
    case users(UserListViewModel)
    /// A list of one part of a repository, or an account's starred repositories.
    case section(SectionListViewModel)
    /// A repository's issues or pull requests.
    case issues(IssueListViewModel)
    /// One issue or pull request with its comments.
    case issue(IssueViewModel)
    /// A repository's README.
    case readme(ReadmeViewModel)
    /// A text at hand: a commit's message, a release's notes.
    case document(TextDocumentViewModel)

    /// "repository octocat/swift-rx", "user alice", "issue octocat/swift-rx#12": what tests compare.
    package var description: String {
        switch self {
        case .repository(let viewModel): return "repository \(viewModel.fullName)"
        case .user(let viewModel): return "user \(viewModel.login)"
        case .events(let viewModel):
            switch viewModel.mode {
            case .user(let login, _): return "events \(login)"
            case .repository(let fullName): return "events \(fullName)"
            }
        case .users(let viewModel): return "users \(viewModel.kind)"
        case .section(let viewModel): return "\(viewModel.section)"
        case .issues(let viewModel): return "\(viewModel.kind == .issue ? "issues" : "pulls") \(viewModel.fullName)"
        case .issue(let viewModel):
            return "\(viewModel.kind == .issue ? "issue" : "pull") \(viewModel.fullName)#\(viewModel.number)"
        case .readme(let viewModel): return "readme \(viewModel.fullName)"
        case .document(let viewModel): return "document \(viewModel.title)"
        }
    }
}

/// Builds destinations on one service and scheduler, so that view models name where to go
/// and not how to build it.
package struct Destinations {
    /// The GitHub the destinations' view models talk to.
    package let service: GitHubService
    /// The scheduler they time on.
    package let scheduler: SchedulerType
    /// The clock their relative dates ("3 hours ago") read.
    package let now: () -> Date

    /// Destinations on `service` and `scheduler`, dated by `now`.
    package init(service: GitHubService, scheduler: SchedulerType, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.scheduler = scheduler
        self.now = now
    }

    /// The repository `fullName`'s screen.
    package func repository(_ fullName: String) -> Destination {
        .repository(RepositoryViewModel(fullName: fullName, service: service, scheduler: scheduler, now: now))
    }
    /// The account `login`'s screen.
    package func user(_ login: String) -> Destination {
        .user(UserViewModel(login: login, service: service, scheduler: scheduler))
    }
    /// The events feed `mode`.
    package func events(_ mode: EventsViewModel.Mode) -> Destination {
        .events(EventsViewModel(mode: mode, service: service, scheduler: scheduler, now: now))
    }
    /// The account list `kind`.
    package func users(_ kind: UserListViewModel.Kind) -> Destination {
        .users(UserListViewModel(kind: kind, service: service, scheduler: scheduler))
    }
    /// The list of `section`.
    package func section(_ section: SectionListViewModel.Section) -> Destination {
        .section(SectionListViewModel(section: section, service: service, scheduler: scheduler, now: now))
    }
    /// `fullName`'s issues or pull requests.
    package func issues(_ fullName: String, _ kind: IssueKind) -> Destination {
        .issues(IssueListViewModel(fullName: fullName, kind: kind, service: service, scheduler: scheduler, now: now))
    }
    /// The issue or pull request `number` of `fullName`.
    package func issue(_ fullName: String, _ number: Int, _ kind: IssueKind) -> Destination {
        .issue(
            IssueViewModel(
                fullName: fullName, number: number, kind: kind, service: service, scheduler: scheduler, now: now))
    }
    /// `fullName`'s README.
    package func readme(_ fullName: String) -> Destination {
        .readme(ReadmeViewModel(fullName: fullName, service: service))
    }
    /// A text at hand titled `title`, or `emptyText` when it is blank.
    package func document(title: String, markdown: String, emptyText: String) -> Destination {
        .document(TextDocumentViewModel(title: title, markdown: markdown, emptyText: emptyText))
    }

    /// The most specific thing an event is about: its issue or pull request, the releases
    /// for a release, the commits for a push, else its repository.
    package func destination(of event: GitHubEvent) -> Destination {
        let fullName = event.repo.name
        switch event.type {
        case .issues, .issueComment:
            if let number = event.payload.issue?.number { return issue(fullName, number, .issue) }
        case .pullRequest:
            if let number = event.payload.pullRequest?.number { return issue(fullName, number, .pullRequest) }
        case .release: return section(.releases(of: fullName))
        case .push: return section(.commits(of: fullName))
        default: break
        }
        return repository(fullName)
    }
}
