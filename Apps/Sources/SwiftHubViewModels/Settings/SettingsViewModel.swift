import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The settings screen: theme, language, the account (sign out) and About. A change is saved
/// at once and handed to the screen to apply (it rebuilds every screen in the new theme or
/// language).
package final class SettingsViewModel: ViewModelType {
    /// One line of the settings list.
    package enum Row: Equatable, Sendable {
        /// The theme; Enter moves to the next one.
        case theme(ThemeName)
        /// The language; Enter moves to the next one.
        case language(AppLanguage)
        /// Who is signed in (`nil`: nobody); Enter signs out.
        case account(login: String?)
        /// The kept answers; Enter deletes them. `cleared` says what the last clearing removed.
        case cache(cleared: ResponseCacheUsage?)
        /// Version and licences; Enter opens them.
        case about

        /// What the row is about ("Theme").
        package var title: String {
            switch self {
            case .theme: localized("Theme")
            case .language: localized("Language")
            case .account(let login): login == nil ? localized("Not signed in") : localized("Sign out")
            case .cache: localized("Clear cache")
            case .about: localized("About SwiftHub")
            }
        }

        /// The row's value or what Enter does ("Dark · Enter: next").
        package var detail: String {
            switch self {
            case .theme(let theme): Self.name(of: theme) + " · " + localized("Enter: next theme")
            case .language(let language): language.endonym + " · " + localized("Enter: next language")
            case .account(let login):
                login.map { localized("Signed in as %@ · Enter: sign out and forget the token", $0) }
                    ?? localized("Press l to sign in")
            case .cache(nil): localized("Answers kept to ask GitHub “changed since?” · Enter: delete them")
            case .cache(let cleared?):
                localized(
                    "Deleted %ld kept answers (%@) · GitHub sends them again when asked",
                    cleared.entries, Self.size(cleared.bytes))
            case .about: localized("Version %@ and the licences of its dependencies", AboutDocument.version)
            }
        }

        /// "12.3 KB".
        static func size(_ bytes: Int) -> String { LanguageRow.size(bytes) }

        /// A theme's name in the current language.
        package static func name(of theme: ThemeName) -> String {
            switch theme {
            case .dark: localized("Dark")
            case .light: localized("Light")
            case .highContrast: localized("High contrast")
            }
        }
    }

    /// What the screen sends in.
    package struct Input {
        /// Enter on a row.
        package let selection: Observable<Row>
        /// The input from the list's selections.
        package init(selection: Observable<Row>) { self.selection = selection }
    }

    /// What the screen shows and does.
    package struct Output {
        /// The rows, in order: theme, language, account, cache (with one), about.
        package let rows: Driver<[Row]>
        /// Each changed setting, saved or with why it could not be: the screen applies it (and
        /// rebuilds, handing the reason to the next settings screen).
        package let applied: Signal<AppliedSettings>
        /// About to open.
        package let destination: Driver<Destination>
        /// A setting that could not be saved (it still applies until the app quits) — the
        /// reason handed over from the screen before, first — `nil` clears.
        package let banner: Signal<String?>
        /// Each sign-out from the account row; the screen binds it so that it happens.
        package let signedOut: Signal<Void>
    }

    private let service: GitHubService
    private let store: SettingsStore
    private let settings: AppSettings
    private let cache: ResponseCache?
    private let notSaved: String?

    /// The settings screen showing `settings`, saving changes to `store`, signing out of
    /// `service`, clearing `cache` (no row without one). `notSaved` is why the change that led
    /// here could not be saved: the banner says it at once.
    package init(
        settings: AppSettings, store: SettingsStore, service: GitHubService, cache: ResponseCache? = nil,
        notSaved: String? = nil
    ) {
        self.settings = settings
        self.notSaved = notSaved
        self.cache = cache
        self.store = store
        self.service = service
    }

    /// Builds the outputs; nothing is saved before a row is chosen.
    package func transform(input: Input) -> Output {
        let (service, store, initial, cache) = (self.service, self.store, self.settings, self.cache)
        let choices = input.selection.share()
        let changed = choices.compactMap { row -> AppSettings? in
            var next = initial
            switch row {
            case .theme(let theme): next.theme = Self.after(theme)
            case .language(let language): next.language = Self.after(language)
            default: return nil
            }
            return next
        }.share()
        let saved = changed.map { settings -> AppliedSettings in
            do {
                try store.save(settings)
                return AppliedSettings(settings)
            } catch {
                return AppliedSettings(
                    settings,
                    notSaved: localized("The settings apply until you quit but could not be saved: %@", "\(error)"))
            }
        }.share()
        let signedOut = choices.compactMap { row -> Void? in
            if case .account(.some) = row { return () }
            return nil
        }.do(onNext: { service.signOut() })
        let cleared = choices.compactMap { row -> ResponseCacheUsage? in
            guard case .cache = row, let cache else { return nil }
            return cache.removeAll()
        }
        let rows = Observable.combineLatest(
            service.account, Observable.merge(.just(nil), cleared.map { Optional($0) })
        ) { account, cleared -> [Row] in
            [.theme(initial.theme), .language(initial.language), .account(login: account?.login)]
                + (cache == nil ? [] : [.cache(cleared: cleared)]) + [.about]
        }
        return Output(
            rows: rows.asDriver(onErrorJustReturn: []),
            applied: saved.asSignal(onErrorSignalWith: .empty()),
            destination: choices.filter { $0 == .about }
                .map { _ in
                    Destination.document(
                        title: localized("About SwiftHub"), markdown: AboutDocument.markdown, emptyText: "")
                }
                .asDriver(onErrorDriveWith: .empty()),
            banner: Observable.merge(
                notSaved.map { Observable.just(Optional($0)) } ?? .empty(),
                saved.compactMap(\.notSaved).map { Optional($0) }
            ).asSignal(onErrorSignalWith: .empty()),
            signedOut: signedOut.asSignal(onErrorSignalWith: .empty()))
    }

    private static func after<Choice: CaseIterable & Equatable>(_ choice: Choice) -> Choice
    where Choice.AllCases.Index == Int {
        let all = Array(Choice.allCases)
        let index = all.firstIndex(of: choice) ?? 0
        return all[(index + 1) % all.count]
    }
}
