import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// What is trending: each period, kind and language asks again; rows open what they show.
final class TrendingViewModelTests: RxTestCase {
    func testPeriodsKindsAndLanguagesAskAgainAndRowsOpenWhatTheyShow() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let rows = PublishSubject<TrendingViewModel.Row>()
            let output = TrendingViewModel(service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), period: scheduler.values((200, .weekly)),
                    kind: scheduler.values((300, .developers)), nextLanguage: scheduler.taps(at: 400),
                    selection: rows))
            let titles = scheduler.record(output.title)
            let firstRows = scheduler.record(output.rows.map { $0.prefix(1).map { "\($0.title) | \($0.detail)" } })
            let language = scheduler.record(output.language)
            let opened = scheduler.record(output.selected)
            var shown: [TrendingViewModel.Row] = []
            let bag = DisposeBag()
            output.rows.drive(onNext: { shown = $0 }).disposed(by: bag)
            scheduler.scheduleAt(500) { rows.onNext(shown[0]) }
            scheduler.start()
            XCTAssertEqual(
                service.requests,
                [
                    "GET /trending/repositories?since=daily", "GET /trending/repositories?since=weekly",
                    "GET /trending/developers?since=weekly", "GET /trending/developers?since=weekly&language=swift",
                ])
            titles.assertEvents([
                .next(1, "Trending repositories today"), .next(201, "Trending repositories this week"),
                .next(301, "Trending developers this week"), .next(401, "Trending developers this week in Swift"),
            ])
            let today = service.data.trendingRepositories(since: .daily, language: nil)[0]
            let developer = service.data.trendingDevelopers(since: .weekly, language: "swift")[0]
            XCTAssertEqual(firstRows.events.first?.value.element, [])
            XCTAssertEqual(
                firstRows.events.map(\.time).filter { [111, 211, 311, 411].contains($0) }, [111, 211, 311, 411])
            XCTAssertEqual(
                firstRows.events.first { $0.time == 111 }?.value.element,
                [
                    "\(today.repository.fullName) | ★ \(today.periodStars) today · \(today.repository.stargazersCount ?? 0) stars · \(today.repository.language!) · \(today.repository.description!)"
                ])
            XCTAssertEqual(
                firstRows.events.first { $0.time == 411 }?.value.element?.first?.hasPrefix(
                    "\(developer.user.name!) (@\(developer.user.login)) | \(developer.periodContributions) contributions this week"
                ),
                true)
            language.assertEvents([.next(1, "Any language (f)"), .next(401, "Swift (f)")])
            opened.assertEvents([.next(501, .user(developer.user.login))])
        }
    }

    func testAServerWithoutTrendingSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .http(status: 404, message: "Not Found")
            let output = TrendingViewModel(service: service).transform(input: .init(load: scheduler.taps(at: 100)))
            let banner = scheduler.record(output.banner.compactMap { $0 })
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            banner.assertEvents([
                .next(111, "This server has no trending (GitHub's API does not offer it; the offline GitHub does)")
            ])
            empty.assertEvents([
                .next(1, "Loading…"), .next(101, "Loading…"),
                .next(111, "Could not load what is trending — press r to try again"),
            ])
        }
    }
}
