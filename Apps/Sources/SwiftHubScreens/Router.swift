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
    /// The tabs across the top, in order (keys 1–5).
    package typealias Tab = SwiftHubTab

    /// The GitHub every screen's view model talks to.
    package let service: GitHubService
    /// The scheduler every view model times on (debounce, relative dates); the main scheduler in the app.
    package let scheduler: SchedulerType
    /// A line the sign-in screen shows under its title: which tokens the server accepts, when
    /// the app knows (offline: "fixture-LOGIN"); `nil` shows nothing.
    package var signInTokenHint: String?
    /// A line the username-and-password screen shows: which pairs the server accepts, when the
    /// app knows (offline: "LOGIN and fixture-LOGIN"); `nil` shows nothing.
    package var signInPasswordHint: String?
    /// The OAuth app the device flow signs in for (the offline GitHub takes any; against
    /// GitHub, `--client-id`).
    package var deviceClientID = "reactivemvvm-swifthub"
    /// The tab bar, once ``tabs(start:)`` built it.
    package private(set) weak var tabBar: TabBarController?

    /// The clock relative dates ("3 hours ago") read.
    package let now: () -> Date
    /// The theme and language in use; ``apply(_:)`` changes them.
    package private(set) var settings = AppSettings()
    /// Where the settings screen saves a change.
    package var settingsStore: SettingsStore = InMemorySettingsStore()
    /// The answers the settings screen can clear; `nil` hides its row.
    package var responseCache: ResponseCache?
    /// The account whose events the Events tab shows, kept to rebuild the tabs.
    private var start: (login: String, isOrganization: Bool) = ("octocat", false)
    /// Why the settings being applied could not be saved, for the settings screen built next.
    private var settingsNotSaved: String?

    /// A router whose screens talk to `service`, time on `scheduler` and date by `now`.
    package init(
        service: GitHubService, scheduler: SchedulerType = MainScheduler.instance,
        now: @escaping () -> Date = Date.init
    ) {
        self.service = service
        self.scheduler = scheduler
        self.now = now
    }

    /// A new search screen.
    package func searchScreen() -> SearchScreen {
        SearchScreen(viewModel: SearchViewModel(service: service, scheduler: scheduler), router: self)
    }
    /// A new sign-in screen.
    package func loginScreen() -> LoginScreen { LoginScreen(viewModel: LoginViewModel(service: service), router: self) }
    /// A new profile screen for the signed-in account.
    package func profileScreen() -> ProfileScreen {
        ProfileScreen(viewModel: ProfileViewModel(service: service), router: self)
    }
    /// A new notifications screen for the signed-in account.
    package func notificationsScreen() -> NotificationsScreen {
        NotificationsScreen(viewModel: NotificationsViewModel(service: service, now: now), router: self)
    }

    /// A new settings screen.
    package func settingsScreen() -> SettingsScreen {
        SettingsScreen(
            viewModel: SettingsViewModel(
                settings: settings, store: settingsStore, service: service, cache: responseCache,
                notSaved: settingsNotSaved),
            router: self)
    }

    /// Makes `settings` the theme and language of everything drawn from now on — SwiftHub's
    /// screens, TerminalUI's widgets, every view model's words — without rebuilding anything.
    /// The app calls it before it builds the first screen.
    package func use(_ settings: AppSettings) {
        self.settings = settings
        Localization.language = settings.language
        Theme.apply(.named(settings.theme))
        WidgetStrings.current = Self.widgetStrings()
    }

    /// After a change on the settings screen: ``use(_:)``, then the tabs are built again (the
    /// old screens keep the old words and colours), showing the settings tab, whose banner says
    /// why the change could not be saved when it could not.
    ///
    /// A tab holding text not yet sent (a comment, a new issue) keeps its whole stack as it is —
    /// in the words and colours it was opened in, until the user leaves it — so a settings
    /// change never drops what is being written (issue 54, item 7).
    package func apply(_ applied: AppliedSettings) {
        use(applied.settings)
        guard let application = TerminalApplication.current, let previous = tabBar else { return }
        settingsNotSaved = applied.notSaved
        defer { settingsNotSaved = nil }
        let fresh = self.tabs(login: start.login, isOrganization: start.isOrganization)
        let stacks = zip(fresh.tabs, previous.tabs).map { new, old in
            Self.holdsUnsentWork(old.navigation)
                ? TabBarController.Tab(title: new.title, navigation: old.navigation) : new
        }
        let tabs = TabBarController(tabs: stacks, selectedIndex: Tab.settings.rawValue)
        tabBar = tabs
        application.root = tabs
    }

    /// Whether a screen of `navigation` holds text the user wrote and has not sent.
    static func holdsUnsentWork(_ navigation: NavigationController) -> Bool {
        (navigation.screens + [navigation.presented].compactMap { $0 }).contains {
            ($0 as? SwiftHubScreen)?.hasUnsentWork == true
        }
    }

    /// TerminalUI's words in the current language.
    private static func widgetStrings() -> WidgetStrings {
        var strings = WidgetStrings()
        strings.back = localized("‹ Back (Esc)")
        strings.leaveField = localized("Esc: leave field")
        strings.noItems = localized("No items")
        strings.loading = localized("Loading…")
        strings.ok = localized("OK")
        let format = localized(
            "Terminal too small: %ld×%ld, needs %ld×%ld. Enlarge the window to continue.")
        strings.terminalTooSmall = { size, needed in
            String(format: format, size.width, size.height, needed.width, needed.height)
        }
        // TerminalUI says these in both of SwiftHub's languages already.
        let widgetWords = Localization.language == .korean ? WidgetStrings.korean : WidgetStrings.english
        strings.terminalTooLarge = widgetWords.terminalTooLarge
        strings.textCut = widgetWords.textCut
        return strings
    }

    /// The screen that shows `destination`, with a new view model on this router's service,
    /// scheduler and clock: view models name where to go, the router builds it.
    package func screen(for destination: Destination) -> Screen {
        switch destination {
        case .repository(let fullName):
            return RepositoryScreen(
                viewModel: RepositoryViewModel(fullName: fullName, service: service, now: now),
                router: self)
        case .user(let login):
            return UserScreen(viewModel: UserViewModel(login: login, service: service, now: now), router: self)
        case .events(let mode):
            return EventsScreen(
                viewModel: EventsViewModel(mode: mode, service: service, now: now), router: self)
        case .users(let kind):
            return UserListScreen(
                viewModel: UserListViewModel(kind: kind, service: service, now: now), router: self)
        case .section(let section):
            return SectionListScreen(
                viewModel: SectionListViewModel(section: section, service: service, now: now), router: self)
        case .issues(let fullName, let kind):
            return IssueListScreen(
                viewModel: IssueListViewModel(fullName: fullName, kind: kind, service: service, now: now), router: self)
        case .issue(let fullName, let number, let kind):
            return IssueScreen(
                viewModel: IssueViewModel(fullName: fullName, number: number, kind: kind, service: service, now: now),
                router: self)
        case .languages(let fullName):
            return LanguagesScreen(
                viewModel: LanguagesViewModel(fullName: fullName, service: service, now: now), router: self)
        case .folder(let fullName, let path):
            return FolderScreen(
                viewModel: FolderViewModel(fullName: fullName, path: path, service: service, now: now), router: self)
        case .file(let fullName, let path):
            return FileScreen(
                viewModel: FileViewModel(fullName: fullName, path: path, service: service, now: now), router: self)
        case .deviceSignIn:
            return DeviceSignInScreen(
                viewModel: DeviceSignInViewModel(
                    service: service, clientID: deviceClientID, scheduler: scheduler, now: now),
                router: self)
        case .basicSignIn:
            return BasicSignInScreen(viewModel: BasicSignInViewModel(service: service), router: self)
        case .trending:
            return TrendingScreen(viewModel: TrendingViewModel(service: service, now: now), router: self)
        case .compose(let target):
            return ComposeScreen(viewModel: ComposeViewModel(target: target, service: service), router: self)
        case .diff(let source):
            return DiffScreen(viewModel: DiffViewModel(source: source, service: service, now: now), router: self)
        case .readme(let fullName):
            return ReadmeScreen(
                viewModel: ReadmeViewModel(fullName: fullName, service: service, now: now), router: self)
        case .document(let title, let markdown, let emptyText):
            return TextDocumentScreen(
                viewModel: TextDocumentViewModel(title: title, markdown: markdown, emptyText: emptyText), router: self)
        }
    }

    /// The events screen of `login`.
    package func startScreen(login: String, isOrganization: Bool = false) -> Screen {
        screen(for: .events(.user(login: login, isOrganization: isOrganization)))
    }

    /// The application's tabs — Search, Events (of `login`), Notifications, Profile,
    /// Settings — with Events shown first.
    package func tabs(login: String, isOrganization: Bool = false) -> TabBarController {
        start = (login, isOrganization)
        let roots: [Screen] = [
            searchScreen(), startScreen(login: login, isOrganization: isOrganization), notificationsScreen(),
            profileScreen(), settingsScreen(),
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
        // A comment being written on the Events tab stays under the new account's feed: Esc
        // goes back to it (issue 54, item 7).
        let events = tabBar.tabs[Tab.events.rawValue].navigation
        if Self.holdsUnsentWork(events) {
            events.push(feed)
        } else {
            events.setRoot(feed)
        }
        tabBar.select(Tab.events.rawValue)
    }
}
