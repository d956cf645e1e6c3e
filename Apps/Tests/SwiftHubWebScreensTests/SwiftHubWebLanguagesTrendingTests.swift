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

/// SwiftHub's last screens in the browser: a repository's languages and what is trending (from
/// Events), headless over the offline GitHub in memory, through the terminal's view models.
/// Every test checks that the patches rebuild the page and that closing it leaves no resource
/// behind.
final class SwiftHubWebLanguagesTrendingTests: SwiftHubWebTestCase, @unchecked Sendable {
    /// A page showing `destination` in a navigation stack, as a click in the app pushes it.
    @MainActor
    private func facts(_ list: FactListView) -> [String] { list.facts.map { "\($0.name) \($0.detail)" } }

    func testARepositorysLanguagesSayEachShareAndSizeThenTheLinesOfCode() throws {
        try MainActor.assumeIsolated {
            let (page, navigation) = open(.repository("carol/swift-forms"))
            let repository = try XCTUnwrap(navigation.topScreen as? RepositoryWebScreen)
            let row = try XCTUnwrap(
                (0..<repository.sections.numberOfRows).first {
                    repository.sections.cell(at: $0)?.text == "Languages"
                })
            page.click(repository.sections, index: row)
            let languages = try XCTUnwrap(navigation.topScreen as? LanguagesWebScreen)
            XCTAssertEqual(page.title, "Languages · carol/swift-forms")
            XCTAssertEqual(languages.summary.text, "2 languages · 53.5 KB of code")
            XCTAssertEqual(facts(languages.languages), ["Kotlin 97.9 % · 52.4 KB", "Shell 2.1 % · 1.1 KB"])
            XCTAssertFalse(languages.linesHeading.isHidden)
            XCTAssertTrue(languages.linesNote.isHidden, "counts, not a note")
            XCTAssertEqual(
                facts(languages.lines),
                [
                    "Kotlin 4 files · 56 code · 4 comments · 0 blank",
                    "Markdown 1 file · 14 code · 0 comments · 8 blank",
                    "JSON 1 file · 9 code · 0 comments · 0 blank",
                ])
            let id = page.id(of: languages.languages)
            XCTAssertTrue(
                page.html.contains(
                    #"<ul id="\#(id)" class="facts" aria-label="Languages"><li id="\#(id).0"><strong>Kotlin</strong> 97.9 % · 52.4 KB</li>"#
                ),
                page.html)
            XCTAssertTrue(page.html.contains(#"<h2 id="\#(page.id(of: languages.linesHeading))">Lines of code</h2>"#))
            XCTAssertEqual(languages.keyHints.text, "r: reload  Esc: back")
            XCTAssertEqual(page.focusedID, page.id(of: languages.reload))
            finish(page)
        }
    }

    /// In virtual time (the server answers after 10 ticks), as the view model's failures come
    /// after the load that asked.
    func testAFailureSaysHowToRetryAndRReloadsWithoutTheLinesWhereTheServerDoesNotCountThem() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .http(status: 502, message: "Bad Gateway")
            let (page, navigation) = open(.languages("dave/swift-json"), service: service)
            let languages = try XCTUnwrap(navigation.topScreen as? LanguagesWebScreen)
            XCTAssertEqual(languages.summary.text, "Loading languages…")
            scheduler.advanceTo(100)
            page.refresh()
            XCTAssertEqual(languages.summary.text, "Could not load the languages — press r to try again")
            XCTAssertEqual(languages.banner.message, "GitHub answered 502: Bad Gateway — press r to retry")
            XCTAssertEqual(
                [languages.languages, languages.linesHeading, languages.linesNote, languages.lines].map(\.isHidden),
                [true, true, true, true], "nothing but the summary")
            // Only the lines fail now: the server does not count them.
            service.failure = .http(status: 404, message: "Not Found")
            service.failurePrefix = "GET /repos/dave/swift-json/lines"
            page.press("r")
            XCTAssertNil(languages.banner.message, "a reload clears the banner")
            XCTAssertEqual(languages.summary.text, "Loading languages…")
            scheduler.advanceTo(200)
            page.refresh()
            XCTAssertNil(languages.banner.message)
            XCTAssertEqual(languages.summary.text, "3 languages · 51.0 KB of code")
            XCTAssertEqual(
                facts(languages.languages), ["Rust 86.0 % · 43.9 KB", "C 12.2 % · 6.2 KB", "Shell 1.8 % · 924 B"])
            XCTAssertEqual(
                languages.linesNote.text, "This server does not count lines (GitHub's API counts only bytes)")
            XCTAssertEqual(
                [languages.languages, languages.linesHeading, languages.linesNote, languages.lines].map(\.isHidden),
                [false, false, false, true])
            // Reload, with the mouse: while it loads the lines say so under the last languages.
            service.failure = nil
            page.click(languages.reload)
            XCTAssertEqual(languages.linesNote.text, "Counting lines…")
            scheduler.advanceTo(300)
            page.refresh()
            XCTAssertEqual(
                service.requests,
                Array(
                    repeating: ["GET /repos/dave/swift-json/languages", "GET /repos/dave/swift-json/lines"], count: 3
                )
                .flatMap { $0 })
            finish(page)
        }
    }

    /// `--lang ko`: the page's own words and the view model's.
    func testTheLanguagesSpeakKorean() throws {
        try MainActor.assumeIsolated {
            SwiftHubWebRouter.use(language: .korean)
            defer { SwiftHubWebRouter.use(language: .english) }
            let (page, navigation) = open(.languages("carol/swift-forms"))
            let languages = try XCTUnwrap(navigation.topScreen as? LanguagesWebScreen)
            XCTAssertEqual(page.title, "언어 · carol/swift-forms")
            XCTAssertEqual(languages.reload.title, "다시 불러오기")
            XCTAssertEqual(languages.summary.text, "언어 2개 · 코드 53.5 KB")
            XCTAssertEqual(languages.linesHeading.text, "코드 줄 수")
            XCTAssertEqual(facts(languages.lines).first, "Kotlin 파일 4개 · 코드 56줄 · 주석 4줄 · 빈 줄 0줄")
            XCTAssertEqual(languages.keyHints.text, "r: 다시 불러오기")
            finish(page)
        }
    }

    /// In virtual time (the server answers after 10 ticks), as over the network: each change
    /// of period, kind or language asks again, and the list shows the latest answer.
    func testEventsOpenTrendingWhosePeriodKindAndLanguageAskAgainAndWhoseRowsOpen() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let service = FakeGitHub(scheduler: scheduler)
            let (page, navigation) = open(.events(.user(login: "octocat", isOrganization: false)), service: service)
            var clock = 0
            @MainActor func answered() {
                clock += 100
                scheduler.advanceTo(clock)
                page.refresh()
            }
            answered()
            let events = try XCTUnwrap(navigation.topScreen as? EventsWebScreen)
            page.click(events.trending)
            let trending = try XCTUnwrap(navigation.topScreen as? TrendingWebScreen)
            XCTAssertEqual(page.title, "Trending repositories today")
            XCTAssertEqual(trending.list.emptyText, "Loading…")
            answered()
            XCTAssertEqual(
                texts(trending.list),
                [
                    "carol/swift-http-3", "carol/swift-http", "carol/swift-forms-3", "carol/swift-forms",
                    "carol/swift-cache-4", "carol/swift-cache-2",
                ])
            XCTAssertEqual(
                trending.list.cell(at: 0)?.detail, "★ 1 today · 5 stars · Kotlin · A http library for reactive apps")
            XCTAssertEqual(trending.language.title, "Language: Any language")
            XCTAssertEqual(trending.keyHints.text, "Enter: open  f: language  r: reload  Esc: back")
            XCTAssertEqual(page.focusedID, page.id(of: trending.list) + ".0")
            let period = page.id(of: trending.period)
            XCTAssertTrue(
                page.html.contains(
                    #"<div id="\#(period)" class="segments" role="group" aria-label="period"><button id="\#(period).0" type="button" data-index="0" aria-pressed="true">Today</button>"#
                ), page.html)
            page.click(trending.period, index: 1)
            XCTAssertEqual(page.title, "Trending repositories this week")
            answered()
            XCTAssertEqual(texts(trending.list).count, 39)
            XCTAssertEqual(
                texts(trending.list).prefix(3), ["alice/swift-keychain", "bob/swift-terminal", "dave/swift-router-4"])
            page.click(trending.kind, index: 1)
            XCTAssertEqual(page.title, "Trending developers this week")
            answered()
            XCTAssertEqual(
                texts(trending.list),
                [
                    "Alice (@alice)", "Carol (@carol)", "김은지 (@eun-ji)", "Dave (@dave)", "Octocat (@octocat)",
                    "Bob (@bob)",
                ])
            XCTAssertEqual(trending.list.cell(at: 0)?.detail, "45 contributions this week · alice/swift-keychain")
            page.click(trending.language)
            XCTAssertEqual(trending.language.title, "Language: Swift")
            XCTAssertEqual(page.title, "Trending developers this week in Swift")
            answered()
            XCTAssertEqual(texts(trending.list).prefix(2), ["김은지 (@eun-ji)", "Alice (@alice)"])
            page.press("f")
            XCTAssertEqual(trending.language.title, "Language: Kotlin")
            answered()
            XCTAssertEqual(texts(trending.list).prefix(2), ["Alice (@alice)", "김은지 (@eun-ji)"])
            page.press("r")
            answered()
            XCTAssertEqual(
                service.requests.filter { $0.contains("trending") },
                [
                    "GET /trending/repositories?since=daily", "GET /trending/repositories?since=weekly",
                    "GET /trending/developers?since=weekly", "GET /trending/developers?since=weekly&language=swift",
                    "GET /trending/developers?since=weekly&language=kotlin",
                    "GET /trending/developers?since=weekly&language=kotlin",
                ])
            // A developer opens the account; a repository the repository.
            page.click(trending.list, index: 0)
            XCTAssertTrue(navigation.topScreen is UserWebScreen)
            answered()
            XCTAssertEqual(page.title, "User · alice")
            navigation.pop()
            page.click(trending.kind, index: 0)
            answered()
            let first = try XCTUnwrap(trending.list.cell(at: 0)?.text)
            page.click(trending.list, index: 0)
            XCTAssertTrue(navigation.topScreen is RepositoryWebScreen)
            XCTAssertEqual(page.title, first)
            // From the events, t opens what is trending too.
            navigation.pop()
            navigation.pop()
            XCTAssertTrue(navigation.topScreen === events)
            page.press("t")
            XCTAssertTrue(navigation.topScreen is TrendingWebScreen)
            finish(page)
        }
    }

    /// `r` on a row empties the list while trending loads again, and the browser loses its
    /// focus with the row: the answer gives the focus back to the row it was on.
    func testAReloadGivesTheFocusBackToTheRowItWasOn() throws {
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let (page, navigation) = open(.trending, service: FakeGitHub(scheduler: scheduler))
            scheduler.advanceTo(100)
            page.refresh()
            let trending = try XCTUnwrap(navigation.topScreen as? TrendingWebScreen)
            let list = page.id(of: trending.list)
            XCTAssertEqual(page.focusedID, list + ".0")
            page.focus(trending.list, index: 2)
            XCTAssertEqual(
                page.press("r").filter { if case .focus = $0 { true } else { false } }, [], "no row while it loads")
            XCTAssertEqual(texts(trending.list), [])
            scheduler.advanceTo(200)
            XCTAssertEqual(page.refresh().last, .focus(id: list + ".2"))
            XCTAssertEqual(texts(trending.list).count, 6)
            finish(page)
        }
    }

    /// `--lang ko`: the controls, the language button, the key hints, the Events page's button.
    func testTrendingSpeaksKorean() throws {
        try MainActor.assumeIsolated {
            SwiftHubWebRouter.use(language: .korean)
            defer { SwiftHubWebRouter.use(language: .english) }
            let (page, navigation) = open(.events(.user(login: "octocat", isOrganization: false)))
            let events = try XCTUnwrap(navigation.topScreen as? EventsWebScreen)
            XCTAssertEqual(events.trending.title, "트렌딩")
            page.click(events.trending)
            let trending = try XCTUnwrap(navigation.topScreen as? TrendingWebScreen)
            XCTAssertEqual(page.title, "트렌딩 저장소 · 오늘")
            XCTAssertEqual(trending.period.segments + trending.kind.segments, ["오늘", "이번 주", "이번 달", "저장소", "개발자"])
            XCTAssertEqual(trending.language.title, "언어: 모든 언어")
            XCTAssertEqual(trending.reload.title, "다시 불러오기")
            XCTAssertEqual(trending.keyHints.text, "Enter: 열기  f: 언어  r: 다시 불러오기  Esc: 뒤로")
            XCTAssertEqual(
                trending.list.cell(at: 0)?.detail, "★ 1 오늘 · 별표 5개 · Kotlin · A http library for reactive apps")
            finish(page)
        }
    }

    /// A server names the languages: its text is escaped, and a change replaces only the item
    /// that changed.
    func testAFactsTextIsEscapedAndAChangeReplacesOnlyItsItem() {
        MainActor.assumeIsolated {
            let list = FactListView(accessibilityLabel: "Languages")
            list.facts = [
                .init(name: "<img src=x onerror=alert(1)>", detail: "1.0 % · 3 B"), .init(name: "C", detail: "&"),
            ]
            let page = HeadlessBrowser(root: list)
            let id = page.id(of: list)
            XCTAssertEqual(
                page.html,
                #"<ul id="\#(id)" class="facts" aria-label="Languages"><li id="\#(id).0"><strong>&lt;img src=x onerror=alert(1)&gt;</strong> 1.0 % · 3 B</li><li id="\#(id).1"><strong>C</strong> &amp;</li></ul>"#
            )
            list.facts[1] = .init(name: "C", detail: "2 B")
            XCTAssertEqual(
                page.refresh(), [.replace(id: "\(id).1", html: #"<li id="\#(id).1"><strong>C</strong> 2 B</li>"#)])
            finish(page)
        }
    }
}
