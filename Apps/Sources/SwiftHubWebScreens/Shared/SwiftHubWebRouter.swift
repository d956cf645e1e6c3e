import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Builds one browser tab's web screens with their view models — the same view models the
/// terminal's `SwiftHubRouter` builds, on this tab's own GitHub session — and the tabs.
@MainActor
package final class SwiftHubWebRouter {
    /// The tabs, in the terminal app's order.
    package typealias Tab = SwiftHubTab

    /// The GitHub every view model of this tab talks to, as this tab's account.
    package let service: GitHubService
    /// The scheduler the view models time on (debounce); the main scheduler in the app.
    package let scheduler: SchedulerType
    /// The clock relative dates read.
    package let now: () -> Date
    /// A line the sign-in screen shows: which tokens the server accepts, when the app knows.
    package var signInTokenHint: String?
    /// A line the username-and-password screen shows: which passwords the server accepts.
    package var signInPasswordHint: String?
    /// The OAuth app the device flow signs in for (the offline GitHub takes any; against
    /// GitHub, `--client-id`).
    package var deviceClientID = "reactivemvvm-swifthub"
    /// The language and theme the Settings tab shows: the app's (`--lang`, `--theme`, else the
    /// saved choice). The language is process-wide (``Localization``); the theme is not applied.
    package var settings = AppSettings()
    /// The tab bar, once ``tabs(login:isOrganization:)`` built it.
    package private(set) weak var tabBar: TabBarController?

    /// A router whose screens talk to `service`, time on `scheduler` and date by `now`.
    package init(
        service: GitHubService, scheduler: SchedulerType = MainScheduler.instance, now: @escaping () -> Date = Date.init
    ) {
        self.service = service
        self.scheduler = scheduler
        self.now = now
    }

    /// Makes `language` the language of every page built from now on: the view models' words
    /// (``Localization``, process-wide) and WebUI's own (``WebStrings``: Back, an empty list, a
    /// spinner, the inspector's button, the tab bar's name). The app calls it before serving the first tab.
    package static func use(language: AppLanguage) {
        Localization.language = language
        WebStrings.current = WebStrings(
            back: localized("Back"), noItems: localized("No items"), loading: localized("Loading…"),
            inspectorToggle: localized("Streams (F12)"), tabs: localized("Tabs"))
    }

    /// The tabs — Search, Events (of `login`), Notifications, Profile, Settings — showing Events.
    package func tabs(login: String, isOrganization: Bool = false) -> TabBarController {
        let roots: [Screen] = [
            SearchWebScreen(viewModel: SearchViewModel(service: service, scheduler: scheduler), router: self),
            eventsScreen(login: login, isOrganization: isOrganization),
            NotificationsWebScreen(viewModel: NotificationsViewModel(service: service, now: now), router: self),
            ProfileWebScreen(viewModel: ProfileViewModel(service: service), router: self),
            SettingsWebScreen(
                viewModel: SettingsViewModel(settings: settings, store: InMemorySettingsStore(), service: service),
                router: self),
        ]
        let tabs = TabBarController(
            tabs: zip(Tab.allCases, roots).map { tab, root in
                // Each tab's stack has the stream inspector (F12 or the bar's button) for its top screen.
                let navigation = NavigationController(root: root)
                navigation.inspector = LaneInspectorView()
                return TabBarController.Tab(title: tab.title, navigation: navigation)
            },
            selectedIndex: Tab.events.rawValue)
        tabBar = tabs
        return tabs
    }

    /// A new sign-in screen.
    package func loginScreen() -> Screen {
        LoginWebScreen(viewModel: LoginViewModel(service: service), router: self)
    }

    /// The events screen of `login`.
    func eventsScreen(login: String, isOrganization: Bool) -> Screen {
        screen(for: .events(.user(login: login, isOrganization: isOrganization)))
    }

    /// The screen that shows `destination`, with a new view model: every destination the
    /// terminal opens has its web screen.
    package func screen(for destination: Destination) -> Screen {
        switch destination {
        case .repository(let fullName):
            return RepositoryWebScreen(
                viewModel: RepositoryViewModel(fullName: fullName, service: service, now: now), router: self)
        case .events(let mode):
            return EventsWebScreen(viewModel: EventsViewModel(mode: mode, service: service, now: now), router: self)
        case .issues(let fullName, let kind):
            return IssueListWebScreen(
                viewModel: IssueListViewModel(fullName: fullName, kind: kind, service: service, now: now), router: self)
        case .issue(let fullName, let number, let kind):
            return IssueWebScreen(
                viewModel: IssueViewModel(fullName: fullName, number: number, kind: kind, service: service, now: now),
                router: self)
        case .compose(let target):
            return ComposeWebScreen(viewModel: ComposeViewModel(target: target, service: service), router: self)
        case .document(let title, let markdown, let emptyText):
            return DocumentWebScreen(
                viewModel: TextDocumentViewModel(title: title, markdown: markdown, emptyText: emptyText), router: self)
        case .readme(let fullName):
            return DocumentWebScreen(
                viewModel: ReadmeViewModel(fullName: fullName, service: service, now: now), router: self)
        case .user(let login):
            return UserWebScreen(viewModel: UserViewModel(login: login, service: service, now: now), router: self)
        case .users(let kind):
            return ListWebScreen(viewModel: UserListViewModel(kind: kind, service: service, now: now), router: self)
        case .section(let section):
            return ListWebScreen(
                viewModel: SectionListViewModel(section: section, service: service, now: now), router: self)
        case .folder(let fullName, let path):
            return ListWebScreen(
                viewModel: FolderViewModel(fullName: fullName, path: path, service: service, now: now), router: self)
        case .file(let fullName, let path):
            return FileWebScreen(
                viewModel: FileViewModel(fullName: fullName, path: path, service: service, now: now), router: self)
        case .diff(let source):
            return DiffWebScreen(viewModel: DiffViewModel(source: source, service: service, now: now), router: self)
        case .deviceSignIn:
            return DeviceSignInWebScreen(
                viewModel: DeviceSignInViewModel(
                    service: service, clientID: deviceClientID, scheduler: scheduler, now: now),
                router: self)
        case .basicSignIn:
            return BasicSignInWebScreen(viewModel: BasicSignInViewModel(service: service), router: self)
        case .languages(let fullName):
            return LanguagesWebScreen(
                viewModel: LanguagesViewModel(fullName: fullName, service: service, now: now), router: self)
        case .trending:
            return TrendingWebScreen(viewModel: TrendingViewModel(service: service, now: now), router: self)
        }
    }

    /// After a sign-in from `navigation`: the sign-in screen goes and the Events tab shows the
    /// account's feed.
    func showSignedIn(_ user: User, from navigation: NavigationController?) {
        navigation?.pop()
        guard let tabBar else { return }
        let events = tabBar.tabs[Tab.events.rawValue].navigation
        events.setRoot(eventsScreen(login: user.login, isOrganization: user.isOrganization))
        tabBar.select(Tab.events.rawValue)
    }
}
