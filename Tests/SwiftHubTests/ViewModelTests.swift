import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import GitHubAPI
import SwiftHubViewModels
import SwiftHubScreens

final class SwiftHubEventsViewModelTests: RxTestCase {
    private func input(_ scheduler: TestScheduler, header: Observable<Void> = .never(), footer: Observable<Void> = .never(), segment: Observable<EventSegment> = .never(), selection: Observable<EventCellViewModel> = .never(), actor: Observable<EventCellViewModel> = .never()) -> EventsViewModel.Input {
        .init(headerRefresh: header, footerRefresh: footer, segmentSelection: segment, selection: selection, actorSelection: actor)
    }

    func testFirstPageThenFooterRefreshAppendsAndHeaderRefreshReplaces() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service, scheduler: scheduler)
                .transform(input: input(scheduler, header: scheduler.taps(at: 300), footer: scheduler.taps(at: 100, 200)))
            let counts = scheduler.record(output.items.map(\.count))
            let footer = scheduler.record(output.footerLoading)
            let first = scheduler.record(output.items.compactMap(\.first?.title))
            scheduler.start()
            counts.assertEvents([.next(11, 30), .next(111, 60), .next(211, 90), .next(311, 30)])
            footer.assertValues([false, true, false, true, false])
            first.assertLastValue("eun-ji starred carol/swift-forms")
            XCTAssertEqual(service.requests, ["received octocat 1", "received octocat 2", "received octocat 3", "received octocat 1"])
        }
    }

    func testSegmentSwitchLoadsPerformedEventsAndOrganizationsHideIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let user = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service, scheduler: scheduler)
                .transform(input: input(scheduler, segment: scheduler.values((100, .performed))))
            let organization = EventsViewModel(mode: .user(login: "reactivex", isOrganization: true), service: service, scheduler: scheduler)
                .transform(input: input(scheduler))
            let repository = EventsViewModel(mode: .repository(fullName: "octocat/swift-rx"), service: service, scheduler: scheduler)
                .transform(input: input(scheduler))
            let actors = scheduler.record(user.items.map { Set($0.map(\.event.actor.login)) })
            let hides = scheduler.record(Driver.combineLatest(user.hidesSegment, organization.hidesSegment, repository.hidesSegment) { [$0, $1, $2] })
            let titles = scheduler.record(Driver.combineLatest(user.navigationTitle, organization.navigationTitle, repository.navigationTitle) { [$0, $1, $2] })
            let organizationItems = scheduler.record(organization.items)
            let repositoryItems = scheduler.record(repository.items)
            scheduler.start()
            XCTAssertFalse(actors.values[0].contains("octocat"))
            XCTAssertEqual(actors.values.last, ["octocat"])
            hides.assertLastValue([false, true, true])
            titles.assertLastValue(["octocat", "reactivex", "octocat/swift-rx"])
            XCTAssertTrue(organizationItems.lastValue!.allSatisfy { $0.event.repo.name.hasPrefix("reactivex/") })
            XCTAssertTrue(repositoryItems.lastValue!.allSatisfy { $0.event.repo.name == "octocat/swift-rx" })
        }
    }

    func testSelectingAnEventOpensItsRepositoryAndTheActorOpensTheUser() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let cell = EventCellViewModel(event: service.data.events[1])
            let output = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service, scheduler: scheduler)
                .transform(input: input(scheduler, selection: scheduler.values((100, cell)), actor: scheduler.values((200, cell))))
            let repositories = scheduler.record(output.repositorySelected.map(\.fullName))
            let users = scheduler.record(output.userSelected.map(\.login))
            scheduler.start()
            repositories.assertEvents([.next(101, "carol/swift-forms")])
            users.assertEvents([.next(201, "eun-ji")])
        }
    }

    func testErrorsReachTheBannerAndRetryRecovers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .rateLimited(resetAt: nil)
            let output = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service, scheduler: scheduler)
                .transform(input: input(scheduler, header: scheduler.taps(at: 100)))
            let errors = scheduler.record(output.error)
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(50) { service.failure = nil }
            scheduler.start()
            errors.assertEvents([.next(11, "Rate limit exceeded. — press r to retry")])
            counts.assertEvents([.next(111, 30)])
        }
    }

    /// The banner shows the error and is cleared as soon as the user retries, not when the
    /// answer arrives.
    func testTheBannerClearsWhenTheUserRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .timeout
            let output = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service, scheduler: scheduler)
                .transform(input: input(scheduler, header: scheduler.taps(at: 100)))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let counts = scheduler.record(output.items.map(\.count))
            scheduler.scheduleAt(50) { service.failure = nil }
            scheduler.start()
            banner.assertEvents([
                .next(11, "The server did not answer in time. — press r to retry"),
                .next(101, "(none)"),
            ])
            counts.assertEvents([.next(111, 30)])
        }
    }
}

final class SwiftHubOtherViewModelTests: RxTestCase {
    func testSearchDebouncesAndTheLatestQueryWins() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(input: .init(
                query: scheduler.values((100, "key"), (110, "keychain"), (200, "http"), (210, "http "), (400, "")),
                selection: .never()
            ))
            let titles = scheduler.record(output.title)
            let searching = scheduler.record(output.isSearching)
            scheduler.start()
            XCTAssertEqual(service.requests, ["search keychain", "search http"])
            // "key" is debounced away; "http " is "http" again once trimmed.
            titles.assertEvents([.next(0, "Type to search"), .next(161, "4 Repositories"), .next(261, "4 Repositories"), .next(431, "0 Repositories")])
            searching.assertValues([false, true, false, true, false])
        }
    }

    func testSearchErrorsAreShownAndSearchingGoesOn() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler, latency: .milliseconds(200))
            service.failure = .unreachable(reason: "down")
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(input: .init(
                query: scheduler.values((100, "rx"), (500, "http")), selection: .never()
            ))
            let errors = scheduler.record(output.error)
            let titles = scheduler.record(output.title)
            scheduler.scheduleAt(300) { service.failure = nil }
            scheduler.start()
            errors.assertEvents([.next(151, "The server is unreachable (down). — change the query to search again")])
            titles.assertLastValue("4 Repositories")
        }
    }

    func testLoginValidatesSignsInAndReportsBadTokens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(input: .init(
                token: scheduler.values((100, "short"), (110, "bad-token-1"), (200, "fixture-alice")),
                loginTap: scheduler.taps(at: 105, 120, 210, 215)
            ))
            let valid = scheduler.record(output.isValid)
            let signedIn = scheduler.record(output.signedIn.map(\.login))
            let errors = scheduler.record(output.error)
            scheduler.start()
            valid.assertValues([false, true])
            XCTAssertEqual(service.requests, ["sign-in", "sign-in"], "the tap while invalid and the tap during a sign-in are ignored")
            errors.assertEvents([.next(131, "GitHub answered 404: Not Found")])
            signedIn.assertEvents([.next(221, "alice")])
        }
    }

    func testUserDetailsRepositoriesAndNextScreens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let repositoryCell = RepositoryCellViewModel(repository: service.data.repositories[5])
            let output = UserViewModel(login: "eun-ji", service: service, scheduler: scheduler).transform(input: .init(
                load: scheduler.taps(at: 100), loadMore: .never(), selection: scheduler.values((200, repositoryCell))
            ))
            let details = scheduler.record(output.details)
            let repositories = scheduler.record(output.repositories.map { $0.map(\.title) })
            let events = scheduler.record(output.events.map(\.mode))
            let selected = scheduler.record(output.repositorySelected.map(\.fullName))
            scheduler.start()
            details.assertLastValue(["김은지 (@eun-ji)", "Writes Swift at swift-lang", "Busan · 60 followers · 5 following"])
            repositories.assertLastValue(service.data.repositories(of: "eun-ji").map(\.fullName))
            events.assertValues([.user(login: "eun-ji", isOrganization: false)])
            selected.assertValues(["eun-ji/swift-parser"])
        }
    }

    func testRepositoryDetailsAndItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let viewModel = RepositoryViewModel(fullName: "octocat/swift-rx", service: service, scheduler: scheduler)
            let output = viewModel.transform(input: .init(load: scheduler.taps(at: 100)))
            let details = scheduler.record(output.details)
            let loading = scheduler.record(output.isLoading)
            scheduler.start()
            details.assertEvents([.next(0, []), .next(111, [
                "A rx library — 한국어 문서 포함 for reactive apps",
                "★ 0   Forks 0   Issues 0   Swift",
                "Owner octocat · updated 2026-01-01 00:00",
            ])])
            loading.assertValues([false, true, false])
            XCTAssertEqual(viewModel.events.mode, .repository(fullName: "octocat/swift-rx"))
        }
    }
}

/// What the banner says for each kind of failure, and which key it offers.
final class ErrorMessageTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    func testRetryableErrorsOfferRetryAndOthersDoNot() {
        XCTAssertEqual(errorMessage(GitHubError.unreachable(reason: "connection refused"), now: now),
                       "The server is unreachable (connection refused). — press r to retry")
        XCTAssertEqual(errorMessage(GitHubError.http(status: 503, message: "Service Unavailable"), now: now),
                       "GitHub answered 503: Service Unavailable — press r to retry")
        XCTAssertEqual(errorMessage(GitHubError.http(status: 404, message: "Not Found"), now: now),
                       "GitHub answered 404: Not Found")
        XCTAssertEqual(errorMessage(GitHubError.http(status: 422, message: "Validation Failed: q is missing"), now: now),
                       "GitHub answered 422: Validation Failed: q is missing")
    }

    func testARefusedTokenOffersSignIn() {
        XCTAssertEqual(errorMessage(GitHubError.http(status: 401, message: "Bad credentials"), now: now),
                       "GitHub answered 401: Bad credentials — press l to sign in")
    }

    func testTheRateLimitResetIsSaidRelativeToNow() {
        func message(_ seconds: TimeInterval) -> String {
            errorMessage(GitHubError.rateLimited(resetAt: now.addingTimeInterval(seconds)), now: now)
        }
        XCTAssertEqual(message(720), "Rate limit exceeded; it resets in 12 min. — press r to retry")
        XCTAssertEqual(message(45), "Rate limit exceeded; it resets in 45 s. — press r to retry")
        XCTAssertEqual(message(7_500), "Rate limit exceeded; it resets in 2 h 5 min. — press r to retry")
        XCTAssertEqual(message(-10), "Rate limit exceeded; it resets now. — press r to retry")
    }

    func testSearchSaysHowToSearchAgain() {
        XCTAssertEqual(errorMessage(GitHubError.timeout, retryHint: "change the query to search again", now: now),
                       "The server did not answer in time. — change the query to search again")
    }
}
