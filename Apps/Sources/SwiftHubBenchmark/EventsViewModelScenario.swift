import Foundation
import GitHubAPI
import GitHubSession
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

    func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        guard endpoint.route == .receivedEvents, let page = page as? Response else { return .never() }
        return .just(page)
    }

    func signIn(token: String) -> Single<User> { .never() }
    func signIn(username: String, password: String) -> Single<User> { .never() }

    func signOut() {}
}
