import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import GitHubAPI
import SwiftHubViewModels

final class UserViewModelTests: RxTestCase {
    func testUserDetailsRepositoriesAndNextScreens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let repositoryCell = RepositoryCellViewModel(repository: service.data.repositories[5])
            let output = UserViewModel(login: "eun-ji", service: service, scheduler: scheduler).transform(input: .init(
                load: scheduler.taps(at: 100), loadMore: .never(), selection: scheduler.values((200, repositoryCell)),
                eventsSelection: scheduler.taps(at: 50, 300)
            ))
            let title = scheduler.record(output.title)
            let details = scheduler.record(output.details)
            let repositories = scheduler.record(output.repositories.map { $0.map(\.title) })
            let empty = scheduler.record(output.emptyText)
            let footer = scheduler.record(output.footer)
            let events = scheduler.record(output.eventsSelected.map(\.mode))
            let selected = scheduler.record(output.repositorySelected.map(\.fullName))
            scheduler.start()
            title.assertEvents([.next(0, "eun-ji"), .next(111, "User · eun-ji")])
            details.assertLastValue(["김은지 (@eun-ji)", "Writes Swift at swift-lang", "Busan · 3 followers · 3 following"])
            repositories.assertLastValue(service.data.repositories(of: "eun-ji").map(\.fullName))
            empty.assertEvents([.next(0, "Loading repositories…"), .next(111, "No public repositories")])
            footer.assertLastValue("— end of list —")
            // e before the details are known does nothing.
            events.assertEvents([.next(301, .user(login: "eun-ji", isOrganization: false))])
            selected.assertValues(["eun-ji/swift-parser"])
        }
    }

    /// An organization's events are its own feed (no Received/Performed).
    func testAnOrganizationOpensItsOwnEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = UserViewModel(login: "swift-lang", service: service, scheduler: scheduler).transform(input: .init(
                load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: scheduler.taps(at: 200)
            ))
            let title = scheduler.record(output.title)
            let events = scheduler.record(output.eventsSelected.map(\.mode))
            scheduler.start()
            title.assertLastValue("Organization · swift-lang")
            events.assertEvents([.next(201, .user(login: "swift-lang", isOrganization: true))])
        }
    }

    /// Followers and following: f and g open the lists; a list pages, ends, and opens an account.
    func testFollowersAndFollowingLists() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let user = UserViewModel(login: "bob", service: service, scheduler: scheduler).transform(input: .init(
                load: scheduler.taps(at: 100), loadMore: .never(), selection: .never(), eventsSelection: .never(),
                followersSelection: scheduler.taps(at: 200), followingSelection: scheduler.taps(at: 300)
            ))
            let lists = scheduler.record(user.usersSelected.map(\.kind))
            let followers = UserListViewModel(kind: .followers(of: "bob"), service: service, scheduler: scheduler).transform(input: .init(
                load: scheduler.taps(at: 400), loadMore: .never(),
                selection: scheduler.values((500, UserCellViewModel(user: service.data.user("carol")!)))
            ))
            let titles = scheduler.record(followers.title)
            let rows = scheduler.record(followers.users.map { $0.map(\.title) })
            let footer = scheduler.record(followers.footer)
            let opened = scheduler.record(followers.userSelected.map(\.login))
            scheduler.start()
            lists.assertEvents([.next(201, .followers(of: "bob")), .next(301, .following(of: "bob"))])
            titles.assertValues(["Followers of bob"])
            rows.assertEvents([.next(411, ["Octocat (@octocat)", "Alice (@alice)", "Carol (@carol)", "Dave (@dave)", "김은지 (@eun-ji)"])])
            footer.assertEvents([.next(411, "— end of list —")])
            opened.assertEvents([.next(501, "carol")])
        }
    }
}
