import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// Builds the screens with their view models and wires navigation between them.
@MainActor
public final class SwiftHubRouter {
    public let service: GitHubService
    public let scheduler: SchedulerType

    public init(service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    public func eventsScreen(_ viewModel: EventsViewModel) -> EventsScreen { EventsScreen(viewModel: viewModel, router: self) }
    public func repositoryScreen(_ viewModel: RepositoryViewModel) -> RepositoryScreen { RepositoryScreen(viewModel: viewModel, router: self) }
    public func userScreen(_ viewModel: UserViewModel) -> UserScreen { UserScreen(viewModel: viewModel, router: self) }
    public func searchScreen() -> SearchScreen { SearchScreen(viewModel: SearchViewModel(service: service, scheduler: scheduler), router: self) }
    public func loginScreen() -> LoginScreen { LoginScreen(viewModel: LoginViewModel(service: service), router: self) }
    public func userListScreen(_ viewModel: UserListViewModel) -> UserListScreen { UserListScreen(viewModel: viewModel, router: self) }
    public func profileScreen() -> ProfileScreen { ProfileScreen(viewModel: ProfileViewModel(service: service), router: self) }

    /// The start screen: `login`'s events.
    public func startScreen(login: String, isOrganization: Bool = false) -> EventsScreen {
        eventsScreen(EventsViewModel(mode: .user(login: login, isOrganization: isOrganization), service: service, scheduler: scheduler))
    }
}

