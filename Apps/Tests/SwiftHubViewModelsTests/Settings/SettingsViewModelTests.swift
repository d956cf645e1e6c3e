import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// A store whose saving always fails, as a read-only home folder would.
private final class ReadOnlySettingsStore: SettingsStore {
    func load() -> AppSettings? { nil }
    func save(_ settings: AppSettings) throws { throw FileSettingsStore.Failure.cannotWrite(path: "/ro", errno: EROFS) }
}

final class SettingsViewModelTests: RxTestCase {
    override func tearDown() {
        Localization.language = .english
        super.tearDown()
    }

    func testEnterMovesToTheNextThemeAndLanguageSavesAndAppliesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let store = InMemorySettingsStore()
            let viewModel = SettingsViewModel(
                settings: AppSettings(theme: .light, language: .english), store: store, service: service)
            let output = viewModel.transform(
                input: .init(
                    selection: scheduler.createHotObservable([
                        .next(100, .theme(.light)), .next(200, .language(.english)), .next(300, .about),
                    ]).asObservable()))
            let rows = scheduler.record(output.rows.map { $0.map { "\($0.title) — \($0.detail)" } })
            let applied = scheduler.record(output.applied)
            let destination = scheduler.record(output.destination)
            let banner = scheduler.record(output.banner)
            scheduler.start()
            rows.assertEvents([
                .next(
                    1,
                    [
                        "Theme — Light · Enter: next theme", "Language — English · Enter: next language",
                        "Not signed in — Press l to sign in",
                        "About SwiftHub — Version \(AboutDocument.version) and the licences of its dependencies",
                    ])
            ])
            // Each change starts from the screen's settings: the screen rebuilds with the new ones.
            applied.assertEvents([
                .next(101, AppliedSettings(AppSettings(theme: .highContrast, language: .english))),
                .next(201, AppliedSettings(AppSettings(theme: .light, language: .korean))),
            ])
            XCTAssertEqual(store.load(), AppSettings(theme: .light, language: .korean))
            XCTAssertEqual(destination.events.map(\.time), [301])
            guard case .document(let title, let markdown, _)? = destination.events.first?.value.element else {
                return XCTFail("About opens a document")
            }
            XCTAssertEqual(title, "About SwiftHub")
            XCTAssertTrue(markdown.hasPrefix("# SwiftHub \(AboutDocument.version)\n\n"))
            XCTAssertTrue(markdown.contains("\n- swift-nio — Apache-2.0\n"))
            banner.assertEvents([])
        }
    }

    func testTheAccountRowSignsOutAndASaveThatFailsStillAppliesWithABanner() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let viewModel = SettingsViewModel(settings: AppSettings(), store: ReadOnlySettingsStore(), service: service)
            let output = viewModel.transform(
                input: .init(
                    selection: scheduler.createHotObservable([
                        .next(100, .account(login: "alice")), .next(200, .account(login: nil)),
                        .next(300, .theme(.dark)),
                    ]).asObservable()))
            let account = scheduler.record(output.rows.map { "\($0[2].title) — \($0[2].detail)" })
            let signedOut = scheduler.record(output.signedOut)
            let applied = scheduler.record(output.applied)
            let banner = scheduler.record(output.banner)
            scheduler.start()
            account.assertEvents([
                .next(1, "Sign out — Signed in as alice · Enter: sign out and forget the token"),
                .next(101, "Not signed in — Press l to sign in"),
            ])
            XCTAssertEqual(signedOut.events.map(\.time), [101], "nobody to sign out the second time")
            XCTAssertEqual(service.signOuts, 1)
            applied.assertEvents([
                .next(
                    301,
                    AppliedSettings(
                        AppSettings(theme: .light, language: .english),
                        notSaved:
                            "The settings apply until you quit but could not be saved: cannot write /ro: Read-only file system"
                    ))
            ])
            XCTAssertEqual(banner.events.count, 1)
            XCTAssertEqual(banner.events.first?.time, 301)
            XCTAssertEqual(
                banner.events.first?.value.element ?? nil,
                "The settings apply until you quit but could not be saved: cannot write /ro: Read-only file system")
        }
    }

    /// The settings screen is built again after a change; the reason the change was not saved
    /// comes with it and is the new screen's banner at once (issue 54, item 8).
    func testTheReasonHandedOverIsTheBannerAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SettingsViewModel(
                settings: AppSettings(), store: ReadOnlySettingsStore(), service: FakeGitHub(scheduler: scheduler),
                notSaved: "could not be saved: nothing is kept")
            let output = viewModel.transform(input: .init(selection: .never()))
            let banner = scheduler.record(output.banner)
            scheduler.start()
            banner.assertEvents([.next(1, "could not be saved: nothing is kept")])
        }
    }

    func testClearingTheCacheDeletesTheKeptAnswersAndSaysWhatWent() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let cache = InMemoryResponseCache()
            cache.store(GitHubResponse(status: 200, body: Data(repeating: 0x20, count: 1_536)), for: "GET /user")
            cache.store(GitHubResponse(status: 200, body: Data(repeating: 0x20, count: 512)), for: "GET /users/alice")
            let viewModel = SettingsViewModel(
                settings: AppSettings(), store: InMemorySettingsStore(), service: service, cache: cache)
            let output = viewModel.transform(
                input: .init(
                    selection: scheduler.createHotObservable([
                        .next(100, .cache(cleared: nil)), .next(200, .cache(cleared: nil)),
                    ])
                    .asObservable()))
            let row = scheduler.record(output.rows.map { "\($0[3].title) — \($0[3].detail)" })
            scheduler.start()
            row.assertEvents([
                .next(1, "Clear cache — Answers kept to ask GitHub “changed since?” · Enter: delete them"),
                .next(101, "Clear cache — Deleted 2 kept answers (2.0 KB) · GitHub sends them again when asked"),
                .next(201, "Clear cache — Deleted 0 kept answers (0 B) · GitHub sends them again when asked"),
            ])
            XCTAssertEqual(cache.usage, ResponseCacheUsage(entries: 0, bytes: 0))
        }
    }

    func testRowsSpeakKorean() {
        Localization.language = .korean
        XCTAssertEqual(SettingsViewModel.Row.theme(.highContrast).title, "테마")
        XCTAssertEqual(SettingsViewModel.Row.theme(.highContrast).detail, "고대비 · Enter: 다음 테마")
        XCTAssertEqual(SettingsViewModel.Row.language(.korean).detail, "한국어 · Enter: 다음 언어")
        XCTAssertEqual(
            SettingsViewModel.Row.account(login: "eun-ji").detail, "eun-ji(으)로 로그인됨 · Enter: 로그아웃하고 토큰 지우기")
    }
}

final class SettingsStorageTests: XCTestCase {
    func testSettingsAreKeptInAFileOnlyTheOwnerCanReadAndSurviveOddContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileSettingsStore.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        XCTAssertEqual(store.path, folder.path + "/reactivemvvm/swifthub/settings.json")
        XCTAssertNil(store.load())
        try store.save(AppSettings(theme: .highContrast, language: .korean))
        XCTAssertEqual(store.load(), AppSettings(theme: .highContrast, language: .korean))
        XCTAssertEqual(
            String(decoding: FileManager.default.contents(atPath: store.path)!, as: UTF8.self),
            "{\n  \"language\" : \"ko\",\n  \"theme\" : \"high-contrast\"\n}\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path + ".new"))
        // A value from a newer version (or a typo) loses only that value.
        try Data(#"{"theme": "solarized", "language": "ko", "font": 3}"#.utf8).write(
            to: URL(fileURLWithPath: store.path))
        XCTAssertEqual(store.load(), AppSettings(theme: .dark, language: .korean))
        try Data("not json".utf8).write(to: URL(fileURLWithPath: store.path))
        XCTAssertNil(store.load())
        XCTAssertThrowsError(try FileSettingsStore(path: "/proc/nope/settings.json").save(AppSettings()))
    }

    func testTheLanguageComesFromTheLocaleTheWayTheCLibraryReadsIt() {
        XCTAssertEqual(AppLanguage(environment: ["LANG": "ko_KR.UTF-8"]), .korean)
        XCTAssertEqual(AppLanguage(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"]), .english)
        XCTAssertEqual(AppLanguage(environment: ["LANG": "en_GB", "LC_MESSAGES": "ko"]), .korean)
        XCTAssertEqual(AppLanguage(environment: ["LC_ALL": "", "LANG": "ko-KR"]), .korean)
        XCTAssertNil(AppLanguage(environment: ["LANG": "C.UTF-8"]))
        XCTAssertNil(AppLanguage(environment: ["LANG": "fr_FR.UTF-8"]))
        XCTAssertNil(AppLanguage(environment: [:]))
        XCTAssertEqual(AppLanguage(localeIdentifier: "KO"), .korean)
    }

    /// About names every package the apps' package resolves, and nothing else.
    func testAboutListsEveryResolvedPackage() throws {
        let resolved = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.resolved")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: resolved.path), "run after swift build")
        let pins = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["pins"] as? [[String: Any]])
        XCTAssertEqual(
            AboutDocument.dependencies.map(\.identity), pins.compactMap { $0["identity"] as? String }.sorted())
    }
}
