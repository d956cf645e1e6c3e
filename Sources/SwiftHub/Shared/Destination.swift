import Foundation
import RxCore
import MVVM
import GitHubAPI

/// Issues or pull requests: the two lists share a screen and a numbering.
public enum IssueKind: Equatable, Sendable {
    case issue, pullRequest
}

/// The next screen, as its view model: what a selection in one screen opens. Screens push the
/// matching screen; tests compare ``description``s ("issue octocat/swift-rx#12").
public enum Destination: CustomStringConvertible {
    case repository(RepositoryViewModel)
    case user(UserViewModel)
    case events(EventsViewModel)
    case users(UserListViewModel)
    case section(SectionListViewModel)
    case issues(IssueListViewModel)
    case issue(IssueViewModel)
    case readme(ReadmeViewModel)

    public var description: String {
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
        case .issue(let viewModel): return "\(viewModel.kind == .issue ? "issue" : "pull") \(viewModel.fullName)#\(viewModel.number)"
        case .readme(let viewModel): return "readme \(viewModel.fullName)"
        }
    }
}

/// Builds destinations on one service and scheduler, so that view models name where to go
/// and not how to build it.
public struct Destinations {
    public let service: GitHubService
    public let scheduler: SchedulerType
    public let now: () -> Date

    public init(service: GitHubService, scheduler: SchedulerType, now: @escaping () -> Date = Date.init) {
        self.service = service
        self.scheduler = scheduler
        self.now = now
    }

    public func repository(_ fullName: String) -> Destination { .repository(RepositoryViewModel(fullName: fullName, service: service, scheduler: scheduler, now: now)) }
    public func user(_ login: String) -> Destination { .user(UserViewModel(login: login, service: service, scheduler: scheduler)) }
    public func events(_ mode: EventsViewModel.Mode) -> Destination { .events(EventsViewModel(mode: mode, service: service, scheduler: scheduler, now: now)) }
    public func users(_ kind: UserListViewModel.Kind) -> Destination { .users(UserListViewModel(kind: kind, service: service, scheduler: scheduler)) }
    public func section(_ section: SectionListViewModel.Section) -> Destination { .section(SectionListViewModel(section: section, service: service, scheduler: scheduler, now: now)) }
    public func issues(_ fullName: String, _ kind: IssueKind) -> Destination { .issues(IssueListViewModel(fullName: fullName, kind: kind, service: service, scheduler: scheduler, now: now)) }
    public func issue(_ fullName: String, _ number: Int, _ kind: IssueKind) -> Destination {
        .issue(IssueViewModel(fullName: fullName, number: number, kind: kind, service: service, scheduler: scheduler, now: now))
    }
    public func readme(_ fullName: String) -> Destination { .readme(ReadmeViewModel(fullName: fullName, service: service)) }

    /// The most specific thing an event is about: its issue or pull request, the releases
    /// for a release, the commits for a push, else its repository.
    public func destination(of event: GitHubEvent) -> Destination {
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
