import GitHubAPI
import GitHubSession
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import WebUI
import XCTest

@testable import SwiftHubWebScreens

/// The screens reached from the walk's: a user (an issue's author, an event's actor), lists of
/// accounts and of a repository's parts, a folder and a file of code, a commit's changes — each
/// headless over the offline GitHub in memory, through the terminal's view models. Every test
/// checks that the patches rebuild the page and that closing it leaves no resource behind.
final class SwiftHubWebDetailScreensTests: SwiftHubWebTestCase, @unchecked Sendable {
    @MainActor
    private func row(_ text: String, of list: ListView) throws -> Int {
        try XCTUnwrap((0..<list.numberOfRows).first { list.cell(at: $0)?.text == text }, "\(texts(list))")
    }

    func testAnIssuesAuthorOpensTheUserWhoseFollowersOpenAnotherUser() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.issue("alice/swift-keychain", number: 1, .issue))
            let issue = try XCTUnwrap(navigation.topScreen as? IssueWebScreen)
            XCTAssertTrue(issue.files.isHidden, "an issue has no files")
            page.click(issue.author)
            let user = try XCTUnwrap(navigation.topScreen as? UserWebScreen)
            XCTAssertEqual(page.title, "User · dave")
            XCTAssertEqual(
                user.details.map(\.text),
                [
                    "Dave (@dave)", "Writes Swift at reactivex", "Oslo · 4 followers · 4 following",
                    "@reactivex · dave.example · 6 public repositories",
                ])
            XCTAssertEqual(
                texts(user.list),
                [
                    "dave/swift-json", "dave/swift-json-3", "dave/swift-router-2", "dave/swift-router-4",
                    "dave/swift-rx-2", "dave/swift-rx-4",
                ])
            XCTAssertEqual(
                UserViewModel.Action.allCases.filter { user.actions[$0]?.isHidden == false },
                UserViewModel.Action.allCases,
                "signed in as octocat: Follow too")
            page.click(try XCTUnwrap(user.actions[.followers]))
            let followers = try XCTUnwrap(navigation.topScreen as? ListWebScreen)
            XCTAssertEqual(page.title, "Followers of dave")
            XCTAssertEqual(texts(followers.list), ["octocat", "bob", "carol", "eun-ji"])
            page.click(followers.list, index: 1)
            XCTAssertTrue(navigation.topScreen is UserWebScreen)
            XCTAssertEqual(page.title, "User · bob")
            XCTAssertEqual(navigation.screens.count, 4)
            finish(page)
        }
    }

    func testAnEventsActorOpensWithU() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.events(.user(login: "octocat", isOrganization: false)))
            let events = try XCTUnwrap(navigation.topScreen as? EventsWebScreen)
            XCTAssertEqual(events.keyHints.text, "Enter: open  u: user  t: trending  r: refresh")
            page.focus(events.refresh)
            page.press("u")
            XCTAssertTrue(navigation.topScreen === events, "u with the focus on a button opens nothing")
            page.focus(events.list, index: 1)
            page.press("u")
            XCTAssertTrue(navigation.topScreen is UserWebScreen)
            XCTAssertEqual(page.title, "User · dave", "the second event's actor")
            finish(page)
        }
    }

    func testTheStargazersOpenAnAccount() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.repository("alice/swift-keychain"))
            let repository = try XCTUnwrap(navigation.topScreen as? RepositoryWebScreen)
            page.click(repository.sections, index: try row("Stargazers", of: repository.sections))
            let stargazers = try XCTUnwrap(navigation.topScreen as? ListWebScreen)
            XCTAssertEqual(page.title, "Stargazers · alice/swift-keychain")
            XCTAssertEqual(texts(stargazers.list), ["carol", "dave", "eun-ji", "octocat", "alice", "bob"])
            page.click(stargazers.list, index: 0)
            XCTAssertTrue(navigation.topScreen is UserWebScreen)
            XCTAssertEqual(page.title, "User · carol")
            finish(page)
        }
    }

    func testTheCodeOpensAFolderThenAFileWithItsLinesNumberedAndEscaped() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.repository("alice/swift-keychain"))
            let repository = try XCTUnwrap(navigation.topScreen as? RepositoryWebScreen)
            page.click(repository.sections, index: try row("Code", of: repository.sections))
            let folder = try XCTUnwrap(navigation.topScreen as? ListWebScreen)
            XCTAssertEqual(page.title, "Code · alice/swift-keychain")
            XCTAssertEqual(texts(folder.list), ["Sources/", "Tests/", ".swift-format", "Package.swift", "README.md"])
            page.click(folder.list, index: 0)
            XCTAssertEqual(page.title, "Sources · alice/swift-keychain")
            let inner = try XCTUnwrap(navigation.topScreen as? ListWebScreen)
            XCTAssertEqual(texts(inner.list), ["Keychain/"])
            navigation.pop()
            page.click(folder.list, index: try row("Package.swift", of: folder.list))
            let file = try XCTUnwrap(navigation.topScreen as? FileWebScreen)
            XCTAssertEqual(page.title, "Package.swift · alice/swift-keychain")
            XCTAssertEqual(file.footer.text, "Swift · 11 lines · 296 B")
            XCTAssertEqual(
                file.code.lines.prefix(2).map { $0.gutter + $0.spans.map(\.text).joined() },
                [" 1  // swift-tools-version:6.0", " 2  import PackageDescription"])
            XCTAssertTrue(
                page.html.contains(
                    #"<div id="\#(page.id(of: file.code)).1" class="line"><span class="dim"> 2  </span><span class="syntax-keyword">import</span>"#
                ), page.html)
            XCTAssertTrue(file.document.isHidden, "code, not a document")
            finish(page)
        }
    }

    func testACommitOpensItsChangesWithAddedAndRemovedLinesAndItsAuthor() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.repository("alice/swift-keychain"))
            let repository = try XCTUnwrap(navigation.topScreen as? RepositoryWebScreen)
            page.click(repository.sections, index: try row("Commits", of: repository.sections))
            let commits = try XCTUnwrap(navigation.topScreen as? ListWebScreen)
            XCTAssertEqual(texts(commits.list).prefix(2), ["6f7118e Remove unused code", "88568b8 Update README"])
            page.click(commits.list, index: 0)
            let diff = try XCTUnwrap(navigation.topScreen as? DiffWebScreen)
            XCTAssertEqual(page.title, "Commit 6f7118e · alice/swift-keychain")
            XCTAssertTrue(diff.more.isHidden, "a commit's changes come at once")
            XCTAssertEqual(diff.footer.text, "1 file changed · +3 −1")
            XCTAssertEqual(
                diff.code.lines.prefix(8).map { $0.gutter + $0.spans.map(\.text).joined() },
                [
                    "Remove unused code", "Longer explanation of the change.",
                    "carol committed 9 minutes ago · 6f7118e494aabc08c145d726b22626fb186ef92d", "",
                    "M Package.swift  +3 −1", "@@ -4,6 +4,7 @@ extension Observable {",
                    " 4  4      guard !input.isEmpty else { return nil }",
                    " 5  5      // Keep the order the caller gave.",
                ])
            let id = page.id(of: diff.code)
            XCTAssertTrue(
                page.html.contains(
                    #"<div id="\#(id).9" class="line added"><span class="dim">    7 </span>+import Foundation</div>"#),
                page.html)
            XCTAssertTrue(
                page.html.contains(#"<span class="dim">25    </span>-import Foundation</div>"#), page.html)
            XCTAssertTrue(page.html.contains(#"class="line removed""#))
            page.click(diff.author)
            XCTAssertTrue(navigation.topScreen is UserWebScreen)
            XCTAssertEqual(page.title, "User · carol")
            finish(page)
        }
    }

    func testAPullRequestsFilesOpenItsChanges() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.issues("alice/swift-keychain", .pullRequest))
            let list = try XCTUnwrap(navigation.topScreen as? IssueListWebScreen)
            page.click(list.list, index: 0)
            let pullRequest = try XCTUnwrap(navigation.topScreen as? IssueWebScreen)
            XCTAssertFalse(pullRequest.files.isHidden)
            page.click(pullRequest.files)
            let diff = try XCTUnwrap(navigation.topScreen as? DiffWebScreen)
            XCTAssertEqual(page.title, "Files of #36 · alice/swift-keychain")
            XCTAssertTrue(diff.author.isHidden, "a pull request's files have no one author")
            XCTAssertFalse(diff.more.isHidden)
            XCTAssertEqual(diff.footer.text, "1 file changed · +1 −2")
            finish(page)
        }
    }

    /// `swifthub --web --lang ko` sets the process's language before the first tab: the tabs,
    /// the screens' own words, WebUI's (Back, the inspector's button) and the view models' all
    /// speak it, and Settings shows it.
    func testTheAppsLanguageIsTheTabsLanguage() throws {
        try MainActor.assumeIsolated {
            SwiftHubWebRouter.use(language: .korean)
            defer { SwiftHubWebRouter.use(language: .english) }
            let service = FakeGitHub(scheduler: nil)
            let router = SwiftHubWebRouter(service: service, now: { FixtureData.standardBase })
            router.settings = AppSettings(language: .korean)
            let tabs = router.tabs(login: "octocat")
            let page = HeadlessBrowser(root: tabs)
            page.refresh()
            XCTAssertEqual(tabs.tabs.map(\.title), ["검색", "이벤트", "알림", "프로필", "설정"])
            XCTAssertEqual(page.title, "이벤트 · octocat")
            XCTAssertTrue(page.html.contains(#"<nav id="w2" class="tabbar" aria-label="탭">"#), page.html)
            XCTAssertTrue(tabs.topScreen is EventsWebScreen)
            tabs.select(4)
            page.refresh()
            let settings = try XCTUnwrap(tabs.topScreen as? SettingsWebScreen)
            XCTAssertEqual(
                (0..<settings.list.numberOfRows).map { settings.list.cell(at: $0)?.text ?? "" },
                ["테마", "언어", "로그인하지 않음", "SwiftHub 정보"])
            XCTAssertEqual(settings.list.cell(at: 1)?.detail, "한국어 · Enter: 다음 언어")
            // A repository pushed on the Search tab: every button of the page is in Korean.
            tabs.select(0)
            tabs.tabs[0].navigation.push(router.screen(for: .repository("octocat/swift-rx")))
            page.refresh()
            XCTAssertEqual(
                try buttonTitles(page.html),
                [
                    "검색", "이벤트", "알림", "프로필", "설정", "뒤로", "스트림 (F12)", "로그인", "☆ 별표하려면 로그인", "○ 지켜보려면 로그인",
                    "포크", "소유자", "README", "이슈", "풀 리퀘스트", "커밋", "브랜치", "릴리스", "기여자", "별표한 사람3", "포크1", "이벤트",
                    "코드", "언어Swift",
                ])
            finish(page)
        }
    }

    /// Choosing a theme on the Settings tab says where the page's theme is chosen (at launch):
    /// every tab of the process shares it, and the list shows the choice as the terminal's does.
    func testChoosingAThemeInATabSaysItIsChosenAtLaunch() throws {
        try MainActor.assumeIsolated {
            let router = SwiftHubWebRouter(service: FakeGitHub(scheduler: nil), now: { FixtureData.standardBase })
            let tabs = router.tabs(login: "octocat")
            let page = HeadlessBrowser(root: tabs)
            tabs.select(SwiftHubWebRouter.Tab.settings.rawValue)
            page.refresh()
            let settings = try XCTUnwrap(tabs.topScreen as? SettingsWebScreen)
            XCTAssertTrue(settings.banner.message == nil)
            page.click(settings.list, index: 0)
            XCTAssertEqual(
                settings.banner.message,
                "A browser tab does not switch the language or the theme: every tab shares them. "
                    + "Start swifthub --web with --lang or --theme to choose them.")
            finish(page)
        }
    }

    /// The text of every `<button>` of `html`, in order, tags inside taken out.
    private func buttonTitles(_ html: String) throws -> [String] {
        let button = try NSRegularExpression(pattern: "<button[^>]*>(.*?)</button>")
        return button.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            Range(match.range(at: 1), in: html).map {
                html[$0].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            }
        }
    }
}
