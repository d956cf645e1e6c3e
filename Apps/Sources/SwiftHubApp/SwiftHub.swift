import ArgumentParser
import CommandLineEntry
import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubHTTPTransport
import GitHubSession
import OutsideValues
import RxCore
import RxLanes
import SecureFiles
import SwiftHubScreens
import SwiftHubViewModels
import SwiftHubWebScreens
import TerminalUI
import WebServing

@main
struct SwiftHub: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swifthub",
        abstract: "A GitHub client in your terminal, built the Input/Output way.",
        discussion: """
            With no options it starts an offline GitHub on loopback, serving bundled users, \
            organizations, repositories and events, and opens octocat's events. Sign in there \
            with a token of the form fixture-LOGIN (for example fixture-alice).

            Keys: 1-5 or Tab/Shift-Tab switch tabs (Search, Events, Notifications, Profile, \
            Settings); \
            arrows move (Down at the last row loads more, Down from a text field reaches the \
            results), Enter opens, Esc leaves a text field or goes back, r refreshes, l signs in, \
            ? lists the keys of the screen, q or Ctrl-C quits.

            The theme and the language chosen on the Settings tab are kept between runs (in \
            $XDG_CONFIG_HOME/reactivemvvm/swifthub/settings.json). Until a language is chosen \
            there, LC_ALL, LC_MESSAGES or LANG picks it (ko_KR.UTF-8: Korean); --lang overrides all.

            With --web the same view models are served to a browser on 127.0.0.1 (PORT, or a free \
            port): open the printed address, which holds this launch's key. Each browser tab has its \
            own pages and its own sign-in, kept in memory only; Ctrl-C stops. The language (--lang, \
            else as above) is every tab's, and so is the theme given with --theme or saved other \
            than dark; without one the page follows the browser's light or dark preference.
            """
    )

    /// Runs with a closed standard descriptor filled and ArgumentParser's messages escaped
    /// (``ParsableCommand/mainWithSafeOutput()``).
    static func main() { mainWithSafeOutput() }

    @Option(help: "The GitHub API to use, such as https://api.github.com (default: the offline server).")
    var api: String?

    @Option(help: "A personal access token, sent as the Authorization header.")
    var token: String?

    @Option(help: "The account whose events open first (default: the token's account, else octocat offline).")
    var user: String?

    @Option(
        help: ArgumentHelp(
            "Offline, the seconds after which a device-flow code (Ctrl-D on the sign-in screen) is approved, as octocat.",
            valueName: "SECONDS"))
    var approveDeviceCodesAfter: Double = 5

    @Option(help: "The OAuth app's client id that the device flow signs in for (against GitHub, your app's).")
    var clientId: String = "reactivemvvm-swifthub"

    @Option(
        help: ArgumentHelp(
            "The language of the interface: en or ko (default: the saved choice, else LANG).", valueName: "LANGUAGE"))
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "The theme: dark, light or high-contrast (default: the saved choice, else dark).", valueName: "THEME"))
    var theme: String?

    @Flag(help: "Open the stream inspector at launch (F12 opens and closes it at any time).")
    var inspect = false

    @Flag(help: "Serve the screens to a browser instead of drawing them in the terminal.")
    var web = false

    @Argument(help: "With --web: the port to listen on (a free one when left out).")
    var port: Int?

    func validate() throws {
        if port != nil && !web { throw ValidationError("A port is for --web only.") }
        if web && inspect { throw ValidationError("--inspect is for the terminal; give --web or --inspect.") }
        if let port, !(0...65_535).contains(port) { throw ValidationError("The port must be 0 to 65535.") }
        if let lang, AppLanguage(localeIdentifier: lang) == nil {
            throw ValidationError("--lang must be en or ko (got \"\(TerminalText.escapedLine(lang))\").")
        }
        if let theme, ThemeName(rawValue: theme) == nil {
            throw ValidationError(
                "--theme must be dark, light or high-contrast (got \"\(TerminalText.escapedLine(theme))\").")
        }
        if let api {
            guard let url = URL(string: api) else {
                throw ValidationError(
                    "--api must be an http(s) URL, such as https://api.github.com (got \"\(TerminalText.escapedLine(api))\")."
                )
            }
            if let problem = HTTPAddress.problem(with: url) {
                throw ValidationError(
                    "--api must be an http(s) URL, such as https://api.github.com (got \"\(TerminalText.escapedLine(api))\": \(problem))."
                )
            }
        }
        // The token itself is never repeated in a message.
        if let token,
            token.isEmpty || token.unicodeScalars.contains(where: { $0 == " " || $0.value < 0x20 || $0.value == 0x7F })
        {
            throw ValidationError("--token must not be empty or contain spaces, line breaks or control characters.")
        }
        if let user, user.isEmpty || user.contains("/") {
            throw ValidationError("--user must be an account login, such as octocat.")
        }
        guard approveDeviceCodesAfter >= 0, approveDeviceCodesAfter <= 900 else {
            throw ValidationError("--approve-device-codes-after must be from 0 to 900 seconds (a code lives 900).")
        }
        guard !clientId.isEmpty, !clientId.contains(" ") else {
            throw ValidationError("--client-id must not be empty or contain spaces.")
        }
    }

    func run() throws {
        var server: GitHubFixtureServer?
        let baseURL: URL
        if let api {
            baseURL = URL(string: api)!
        } else {
            // Dated as of now, so that the lists say "2 hours ago" rather than months.
            let offline = GitHubFixtureServer(
                data: .asOfNow(), deviceApproval: .init(after: approveDeviceCodesAfter, login: "octocat"))
            baseURL = try offline.start()
            server = offline
        }
        if web {
            try serve(baseURL: baseURL, offline: server)
        }
        // Without an absolute HOME (or XDG_CONFIG_HOME / XDG_CACHE_HOME), nothing is kept —
        // never in the current folder or the shared temporary one — and this says so.
        let environment = ProcessInfo.processInfo.environment
        if XDGBaseDirectory.config(environment: environment) == nil
            || XDGBaseDirectory.cache(environment: environment) == nil
        {
            FileWarnings.standardError.report(
                "warning: \(XDGBaseDirectory.unusableReason): the sign-in, the settings or the kept answers are not kept after this run"
            )
        }
        // A successful sign-in is kept for the next launch (0600), one file per origin —
        // scheme, host and port — so a token is sent only to the GitHub it was saved for.
        let tokenStore =
            api.flatMap(URL.init(string:)).map { FileTokenStore.standard(for: $0) }
            ?? FileTokenStore.standard(name: "offline")
        // Answers are kept per origin too — and in it per account, so another account never
        // sends them — and asked for again with their ETag: GitHub answers 304 without a body
        // and without counting it against the rate limit.
        let responseCache =
            api.flatMap(URL.init(string:)).map { FileResponseCache.standard(for: $0) }
            ?? FileResponseCache.standard(name: "offline")
        let service = GitHubSession(
            transport: HTTPTransport(baseURL: baseURL), token: token, tokenStore: tokenStore,
            responseCache: responseCache)
        let savedToken = token == nil ? tokenStore.load() : nil
        if api != nil && token == nil && user == nil && savedToken == nil {
            throw ValidationError("With --api, give --user or --token so there is an account to open.")
        }
        // The account to open: --user, else the token's own account (offline too: a
        // fixture-LOGIN token signs in as LOGIN), else octocat offline. The launch screen works
        // it out while the interface is already up, so a slow or silent server never leaves a
        // blank terminal; q and Ctrl-C work meanwhile.
        let request = LaunchRequest(
            token: token, savedToken: savedToken, user: user, fallback: server?.data.user("octocat"))
        // The saved settings, then what the command line and the locale say: --lang and --theme
        // win for this run; LANG counts only until a language is saved. The settings tab saves
        // what it shows, so a change there keeps the language and theme in use.
        let settingsStore = FileSettingsStore.standard()
        let saved = settingsStore.load()
        var settings = saved ?? AppSettings(language: AppLanguage(environment: environment) ?? .english)
        if let lang { settings.language = AppLanguage(localeIdentifier: lang) ?? settings.language }
        if let theme { settings.theme = ThemeName(rawValue: theme) ?? settings.theme }
        // ArgumentParser calls run() on the main thread; the interface lives on the main actor.
        MainActor.assumeIsolated {
            let router = SwiftHubRouter(service: service)
            router.settingsStore = settingsStore
            router.responseCache = responseCache
            router.use(settings)
            let launch = LaunchViewModel(
                service: service, request: request, forgetSavedToken: { try? tokenStore.remove() })
            let screen = LaunchScreen(viewModel: launch) { account in
                router.deviceClientID = clientId
                if api == nil {
                    router.signInTokenHint = localized(
                        "Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat.")
                    router.signInPasswordHint = localized(
                        "Offline, the bundled server accepts LOGIN with the password fixture-LOGIN, such as octocat and fixture-octocat."
                    )
                }
                return router.tabs(login: account.login, isOrganization: account.isOrganization)
            }
            withExtendedLifetime(server) {
                TerminalApplication.run(NavigationController(root: screen), inspect: inspect)
            }
        }
    }

    /// Serves the screens to browsers: each tab gets its own GitHub session (its sign-in kept in
    /// memory, never in the token file the terminal app keeps) and its own view models, launched
    /// as the terminal app launches. Never returns.
    private func serve(baseURL: URL, offline: GitHubFixtureServer?) throws -> Never {
        // The language as the terminal app picks it — the saved choice, else LANG, with --lang
        // over both — for the whole process: every tab speaks it. The theme likewise, when one
        // was asked for: --theme, or a saved choice other than dark (the terminal's default,
        // which a browser has no reason to force); else the style sheet follows the browser's
        // own light or dark preference (docs/Web.md).
        let environment = ProcessInfo.processInfo.environment
        var settings =
            FileSettingsStore.standard().load()
            ?? AppSettings(language: AppLanguage(environment: environment) ?? .english)
        if let lang { settings.language = AppLanguage(localeIdentifier: lang) ?? settings.language }
        if let theme { settings.theme = ThemeName(rawValue: theme) ?? settings.theme }
        let pageTheme = theme != nil || settings.theme != .dark ? settings.theme.rawValue : nil
        MainActor.assumeIsolated { SwiftHubWebRouter.use(language: settings.language) }
        let transport = HTTPTransport(baseURL: baseURL)
        let (token, user) = (self.token, self.user)
        let fallback = offline?.data.user("octocat")
        let hint =
            offline == nil
            ? nil : localized("Offline, the bundled server accepts fixture-LOGIN, such as fixture-octocat.")
        let passwordHint =
            offline == nil
            ? nil
            : localized(
                "Offline, the bundled server accepts LOGIN with the password fixture-LOGIN, such as octocat and fixture-octocat."
            )
        let clientId = self.clientId
        // The same recorder as the terminal's F12 inspector, for each tab's stream inspector.
        LaneRecorder.shared.start()
        let server = MainActor.assumeIsolated {
            WebAppServer(
                sessions: WebSessions {
                    let service = GitHubSession(transport: transport, token: token)
                    let router = SwiftHubWebRouter(service: service)
                    router.settings = settings
                    router.signInTokenHint = hint
                    router.signInPasswordHint = passwordHint
                    router.deviceClientID = clientId
                    let launch = LaunchViewModel(
                        service: service, request: LaunchRequest(token: token, user: user, fallback: fallback),
                        forgetSavedToken: {})
                    return SwiftHubWebRoot(viewModel: launch, router: router)
                }, title: "SwiftHub", language: settings.language.rawValue, theme: pageTheme)
        }
        do {
            try server.start(port: port ?? 0)
        } catch {
            StandardStream.error.write("error: cannot listen on 127.0.0.1:\(port ?? 0): \(error)\n")
            throw ExitCode(1)
        }
        StandardStream.output.write("SwiftHub in the browser: \(server.address)\n")
        withExtendedLifetime((server, offline)) { dispatchMain() }
    }
}
