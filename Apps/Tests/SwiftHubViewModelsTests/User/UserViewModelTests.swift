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
                .next(411, ["Octocat (@octocat)", "Alice (@alice)", "Carol (@carol)", "Dave (@dave)", "김은지 (@eun-ji)"])
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
                .next(0, [.events]), .next(111, [.events, .followers, .following, .starred, .organizations]),
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
}
