import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Builds the screens with their view models, the tabs, and wires navigation between them.
@MainActor
package final class SwiftHubRouter {
    /// The tabs across the top, in order (keys 1–4).
    package enum Tab: Int, CaseIterable {
        /// Search, the signed-in account's events, its notifications, its profile.
        case search, events, notifications, profile

        /// The tab's title in the tab bar.
        package var title: String { ["Search", "Events", "Notifications", "Profile"][rawValue] }
    }

    /// The GitHub every screen's view model talks to.
    package let service: GitHubService
    /// The scheduler every view model times on (debounce, relative dates); the main scheduler in the app.
    package let scheduler: SchedulerType
    /// A line the sign-in screen shows under its title: which tokens the server accepts, when
    /// the app knows (offline: "fixture-LOGIN"); `nil` shows nothing.
    package var signInTokenHint: String?
    /// The tab bar, once ``tabs(start:)`` built it.
    package private(set) weak var tabBar: TabBarController?

    /// A router whose screens talk to `service` and time on `scheduler`.
    package init(service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    /// The events screen for `viewModel`.
    package func eventsScreen(_ viewModel: EventsViewModel) -> EventsScreen {
        EventsScreen(viewModel: viewModel, router: self)
    }
    /// The repository screen for `viewModel`.
    package func repositoryScreen(_ viewModel: RepositoryViewModel) -> RepositoryScreen {
        RepositoryScreen(viewModel: viewModel, router: self)
    }
    /// The account screen for `viewModel`.
    package func userScreen(_ viewModel: UserViewModel) -> UserScreen { UserScreen(viewModel: viewModel, router: self) }
    /// A new search screen.
    package func searchScreen() -> SearchScreen {
        SearchScreen(viewModel: SearchViewModel(service: service, scheduler: scheduler), router: self)
    }
    /// A new sign-in screen.
    package func loginScreen() -> LoginScreen { LoginScreen(viewModel: LoginViewModel(service: service), router: self) }
    /// The account list screen for `viewModel`.
    package func userListScreen(_ viewModel: UserListViewModel) -> UserListScreen {
        UserListScreen(viewModel: viewModel, router: self)
    }
    /// A new profile screen for the signed-in account.
    package func profileScreen() -> ProfileScreen {
        ProfileScreen(viewModel: ProfileViewModel(service: service), router: self)
    }
    /// A new notifications screen for the signed-in account.
    package func notificationsScreen() -> NotificationsScreen {
        NotificationsScreen(viewModel: NotificationsViewModel(service: service, scheduler: scheduler), router: self)
    }

    /// The screen that shows `destination`.
    package func screen(for destination: Destination) -> Screen {
        switch destination {
        case .repository(let viewModel): return repositoryScreen(viewModel)
        case .user(let viewModel): return userScreen(viewModel)
        case .events(let viewModel): return eventsScreen(viewModel)
        case .users(let viewModel): return userListScreen(viewModel)
        case .section(let viewModel): return SectionListScreen(viewModel: viewModel, router: self)
        case .issues(let viewModel): return IssueListScreen(viewModel: viewModel, router: self)
        case .issue(let viewModel): return IssueScreen(viewModel: viewModel, router: self)
        case .readme(let viewModel): return ReadmeScreen(viewModel: viewModel, router: self)
        case .document(let viewModel): return TextDocumentScreen(viewModel: viewModel, router: self)
        }
    }

    /// The events screen of `login`.
    package func startScreen(login: String, isOrganization: Bool = false) -> EventsScreen {
        eventsScreen(
            EventsViewModel(
                mode: .user(login: login, isOrganization: isOrganization), service: service, scheduler: scheduler))
    }

    /// The application's tabs — Search, Events (of `login`), Notifications, Profile — with
    /// Events shown first.
    package func tabs(login: String, isOrganization: Bool = false) -> TabBarController {
        let roots: [Screen] = [
            searchScreen(), startScreen(login: login, isOrganization: isOrganization), notificationsScreen(),
            profileScreen(),
        ]
        let tabBar = TabBarController(
            tabs: zip(Tab.allCases, roots).map {
                TabBarController.Tab(title: $0.title, navigation: NavigationController(root: $1))
            },
            selectedIndex: Tab.events.rawValue)
        self.tabBar = tabBar
        return tabBar
    }

    /// After a sign-in from `navigation`: the Events tab shows the account's feed (or, without
    /// tabs, the stack starts again with it).
    func showSignedIn(_ user: User, from navigation: NavigationController?) {
        let feed = startScreen(login: user.login, isOrganization: user.isOrganization)
        guard let tabBar else {
            navigation?.setRoot(feed)
            return
        }
        navigation?.pop()
        tabBar.tabs[Tab.events.rawValue].navigation.setRoot(feed)
        tabBar.select(Tab.events.rawValue)
    }
}
