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

final class UserViewModelTests: RxTestCase {
    func testUserDetailsRepositoriesAndNextScreens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let repositoryCell = RepositoryCellViewModel(repository: service.data.repositories[5])
            let output = UserViewModel(login: "eun-ji", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(),
                    selection: scheduler.values((200, repositoryCell)),
                    eventsSelection: scheduler.taps(at: 50, 300)
                ))
            let title = scheduler.record(output.title)
            let details = scheduler.record(output.details)
            let repositories = scheduler.record(output.repositories.map { $0.map(\.title) })
            let empty = scheduler.record(output.emptyText)
            let footer = scheduler.record(output.footer)
            let selected = scheduler.record(output.selected)
            scheduler.start()
            title.assertEvents([.next(0, "eun-ji"), .next(111, "User · eun-ji")])
            details.assertLastValue([
                "김은지 (@eun-ji)", "Writes Swift at swift-lang", "Busan · 3 followers · 3 following",
                "6 public repositories",
            ])
            repositories.assertLastValue(service.data.repositories(of: "eun-ji").map(\.fullName))
            empty.assertEvents([.next(0, "Loading repositories…"), .next(111, "No public repositories")])
            footer.assertLastValue("— end of list —")
            // e before the details are known does nothing.
            selected.assertEvents([
                .next(201, .repository("eun-ji/swift-parser")),
                .next(301, .events(.user(login: "eun-ji", isOrganization: false))),
            ])
        }
    }

    /// An organization's events are its own feed (no Received/Performed).
    func testAnOrganizationOpensItsOwnEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = UserViewModel(login: "swift-lang", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(),
                    eventsSelection: scheduler.taps(at: 200)
                ))
            let title = scheduler.record(output.title)
            let actions = scheduler.record(output.possibleActions)
            let events = scheduler.record(
                output.selected.compactMap { destination -> EventsViewModel.Mode? in
                    if case .events(let mode) = destination { return mode } else { return nil }
                })
            scheduler.start()
            title.assertLastValue("Organization · swift-lang")
            // An organization has followers but follows nobody, stars nothing, belongs to no organization.
            actions.assertEvents([.next(0, [.events]), .next(111, [.events, .followers])])
            events.assertEvents([.next(201, .user(login: "swift-lang", isOrganization: true))])
        }
    }

    /// Followers and following: f and g open the lists; a list pages, ends, and opens an account.
    func testFollowersAndFollowingLists() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let user = UserViewModel(login: "bob", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: .never(),
                    followersSelection: scheduler.taps(at: 200), followingSelection: scheduler.taps(at: 300)
                ))
            let lists = scheduler.record(
                user.selected.compactMap { destination -> UserListViewModel.Kind? in
                    if case .users(let kind) = destination { return kind } else { return nil }
                })
            let followers = UserListViewModel(kind: .followers(of: "bob"), service: service)
                .transform(
                    input: .init(
                        load: scheduler.taps(at: 400), loadMore: .never(),
                        selection: scheduler.values((500, UserCellViewModel(user: service.data.user("carol")!)))
                    ))
            let titles = scheduler.record(followers.title)
            let rows = scheduler.record(followers.users.map { $0.map(\.title) })
            let footer = scheduler.record(followers.footer)
            let opened = scheduler.record(followers.selected)
            scheduler.start()
            lists.assertEvents([.next(201, .followers(of: "bob")), .next(301, .following(of: "bob"))])
            titles.assertValues(["Followers of bob"])
            rows.assertEvents([
                // GitHub lists accounts as simple-user: the login, no name.
                .next(411, ["octocat", "alice", "carol", "dave", "eun-ji"])
            ])
            footer.assertEvents([.next(411, "— end of list —")])
            opened.assertEvents([.next(501, .user("carol"))])
        }
    }

    /// `s` opens the repositories the account starred, `o` its organizations (as accounts); a
    /// user (not an organization) can open all of them.
    func testStarredRepositoriesAndOrganizations() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let user = UserViewModel(login: "eun-ji", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: .never(),
                    starredSelection: scheduler.taps(at: 200), organizationsSelection: scheduler.taps(at: 300)
                ))
            let opened = scheduler.record(user.selected)
            let actions = scheduler.record(user.possibleActions)
            let organizations = UserListViewModel(
                kind: .organizations(of: "eun-ji"), service: service
            )
            .transform(input: .init(load: scheduler.taps(at: 400), loadMore: .never(), selection: .never()))
            let rows = scheduler.record(organizations.users.map { $0.map { "\($0.title) | \($0.detail)" } })
            let title = scheduler.record(organizations.title)
            scheduler.start()
            opened.assertEvents([
                .next(201, .section(.starred(by: "eun-ji"))), .next(301, .users(.organizations(of: "eun-ji"))),
            ])
            actions.assertEvents([
                .next(0, [.events]), .next(111, [.events, .followers, .following, .starred, .organizations, .follow]),
            ])
            rows.assertEvents([
                .next(
                    411,
                    [
                        "reactivex | Organization · The reactivex organization",
                        "swift-lang | Organization · The swift-lang organization",
                    ])
            ])
            title.assertValues(["Organizations of eun-ji"])
        }
    }

    /// F follows at once, with the follower count; a refused unfollow puts both back and says why.
    func testFollowAndAFailedUnfollowPutsItBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("alice"))
            let output = UserViewModel(login: "dave", service: service).transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: .never(),
                    followToggle: scheduler.taps(at: 50, 200, 300)))
            let follow = scheduler.record(output.follow)
            let followers = scheduler.record(output.details.compactMap { $0.count > 2 ? $0[2] : nil })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let actions = scheduler.record(output.possibleActions.map { $0.contains(.follow) })
            scheduler.scheduleAt(250) {
                service.failure = .unreachable(reason: "down")
                service.failurePrefix = "DELETE /user/following"
            }
            scheduler.start()
            follow.assertEvents([
                .next(111, "＋ Not following (F: follow)"),
                .next(201, "✓ Following (F: unfollow)"),
                .next(301, "＋ Not following (F: follow)"),
                .next(311, "✓ Following (F: unfollow)"),
            ])
            followers.assertEvents([
                .next(111, "Oslo · 4 followers · 4 following"), .next(201, "Oslo · 5 followers · 4 following"),
                .next(301, "Oslo · 4 followers · 4 following"), .next(311, "Oslo · 5 followers · 4 following"),
            ])
            banner.assertEvents([
                .next(311, "Could not unfollow dave: The server is unreachable (down). — as it was")
            ])
            actions.assertEvents([.next(0, false), .next(111, true)])
            XCTAssertEqual(
                service.requests.filter { $0.contains("/user/following") },
                [
                    "GET /user/following/dave", "PUT /user/following/dave", "DELETE /user/following/dave",
                ], "the toggle at 50, before the details, asks nothing")
        }
    }

    /// Nobody to follow: signed out, F asks to sign in; an organization and the signed-in
    /// account itself have no follow line at all.
    func testSignedOutOrganizationsAndOneselfCannotBeFollowed() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            func open(_ login: String, loadAt load: TestTime = 100, toggles: [TestTime] = []) -> UserViewModel.Output {
                UserViewModel(login: login, service: service).transform(
                    input: .init(
                        load: scheduler.taps(at: load), loadMore: .never(), selection: .never(),
                        eventsSelection: .never(), followToggle: scheduler.taps(at: toggles)))
            }
            let signedOut = open("dave", toggles: [200])
            let signedOutLine = scheduler.record(signedOut.follow)
            let signedOutBanner = scheduler.record(signedOut.banner.map { $0 ?? "(none)" })
            scheduler.start()
            signedOutLine.assertEvents([.next(111, "Sign in (l) to follow")])
            signedOutBanner.assertEvents([.next(201, "Sign in to follow people — press l")])

            service.accountRelay.accept(service.data.user("dave"))
            let organization = scheduler.record(open("reactivex", loadAt: 1_000).follow)
            let oneself = scheduler.record(open("dave", loadAt: 1_000).follow)
            scheduler.advanceTo(2_000)
            organization.assertEvents([.next(1_011, "")])
            oneself.assertEvents([.next(1_011, "")])
            XCTAssertFalse(service.requests.contains { $0.hasPrefix("PUT") || $0.hasPrefix("DELETE") })
        }
    }
}
