import Foundation
import GitHubAPI
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels

/// A screen's whole life in one unit: SwiftHub's events view model is built, transformed with
/// the inputs its screen gives it, every output is bound (as `EventsScreen` binds them), the
/// first page of 30 events arrives from an in-memory service, and everything is disposed —
/// what opening and closing the screen costs in the library, without drawing.
func runEventsViewModelScenario(count: Int) -> Int {
    let service = InMemoryGitHub()
    var sum = 0
    for _ in 0..<count {
        let bag = CompositeDisposable()
        let output = EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service).transform(
            input: .init(
                // As EventsScreen gives them: the first load comes from the feed switch's start.
                headerRefresh: .never(), footerRefresh: .never(), segmentSelection: .never(), selection: .never(),
                actorSelection: .never()
            ))
        _ = bag.insert(output.navigationTitle.drive(onNext: { _ in }))
        _ = bag.insert(output.items.drive(onNext: { sum += $0.isEmpty ? 0 : 1 }))
        _ = bag.insert(output.hidesSegment.drive(onNext: { _ in }))
        _ = bag.insert(output.headerLoading.drive(onNext: { _ in }))
        _ = bag.insert(output.footerLoading.drive(onNext: { _ in }))
        _ = bag.insert(output.hasMore.drive(onNext: { _ in }))
        _ = bag.insert(output.emptyText.drive(onNext: { _ in }))
        _ = bag.insert(output.footer.drive(onNext: { _ in }))
        _ = bag.insert(output.keyHints.drive(onNext: { _ in }))
        _ = bag.insert(output.account.drive(onNext: { _ in }))
        _ = bag.insert(output.selected.drive(onNext: { _ in }))
        _ = bag.insert(output.banner.emit(onNext: { _ in }))
        bag.dispose()
    }
    return sum
}

/// Answers the received-events feed at once from memory; nothing else is asked by the
/// events screen, and the rest never answers.
final class InMemoryGitHub: GitHubService, @unchecked Sendable {
    private let page: Paged<GitHubEvent>
    private let accountRelay = BehaviorRelay<User?>(value: nil)

    init() {
        let base = Date(timeIntervalSince1970: 1_767_225_600)
        let events = (0..<30).map { index in
            GitHubEvent(
                id: "\(index)", type: index % 2 == 0 ? .watch : .push,
                actor: EventActor(id: index, login: "user\(index % 6)", avatarUrl: ""),
                repo: EventRepository(id: index, name: "owner/repository-\(index % 12)"),
                payload: EventPayload(ref: "refs/heads/main", size: 1),
                createdAt: base.addingTimeInterval(Double(-index) * 1_800))
        }
        page = Paged(items: events, nextPage: 2)
    }

    var account: Observable<User?> { accountRelay.asObservable() }
    func receivedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { .just(self.page) }
    func performedEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { .never() }
    func organizationEvents(login: String, page: Int) -> Single<Paged<GitHubEvent>> { .never() }
    func repositoryEvents(fullName: String, page: Int) -> Single<Paged<GitHubEvent>> { .never() }
    func user(login: String) -> Single<User> { .never() }
    func repository(fullName: String) -> Single<Repository> { .never() }
    func userRepositories(login: String, page: Int) -> Single<Paged<Repository>> { .never() }
    func followers(login: String, page: Int) -> Single<Paged<User>> { .never() }
    func following(login: String, page: Int) -> Single<Paged<User>> { .never() }
    func searchRepositories(query: String, sort: String?, page: Int) -> Single<Paged<Repository>> { .never() }
    func searchUsers(query: String, page: Int) -> Single<Paged<User>> { .never() }
    func signIn(token: String) -> Single<User> { .never() }
    func signOut() {}
    func isStarred(fullName: String) -> Single<Bool> { .never() }
    func setStarred(_ starred: Bool, fullName: String) -> Completable { .never() }
    func issues(fullName: String, state: IssueState, page: Int) -> Single<Paged<Issue>> { .never() }
    func issue(fullName: String, number: Int) -> Single<Issue> { .never() }
    func issueComments(fullName: String, number: Int, page: Int) -> Single<Paged<IssueComment>> { .never() }
    func pullRequests(fullName: String, state: IssueState, page: Int) -> Single<Paged<PullRequest>> { .never() }
    func pullRequest(fullName: String, number: Int) -> Single<PullRequest> { .never() }
    func commits(fullName: String, branch: String?, page: Int) -> Single<Paged<Commit>> { .never() }
    func branches(fullName: String, page: Int) -> Single<Paged<Branch>> { .never() }
    func releases(fullName: String, page: Int) -> Single<Paged<Release>> { .never() }
    func contributors(fullName: String, page: Int) -> Single<Paged<Contributor>> { .never() }
    func stargazers(fullName: String, page: Int) -> Single<Paged<User>> { .never() }
    func forks(fullName: String, page: Int) -> Single<Paged<Repository>> { .never() }
    func readme(fullName: String) -> Single<Readme> { .never() }
    func notifications(filter: NotificationFilter, page: Int) -> Single<Paged<GitHubNotification>> { .never() }
    func markNotificationRead(id: String) -> Completable { .never() }
    func starredRepositories(login: String, page: Int) -> Single<Paged<Repository>> { .never() }
    func organizations(login: String, page: Int) -> Single<Paged<Organization>> { .never() }
}
