import Foundation
import GitHubAPI
import GitHubSession
import MVVMTesting
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubViewModels
import XCTest

/// Every SwiftHub view model that shows what a server sends, fed mutated answers (see
/// ``ServerDataMutator``) through ``MutatingGitHub``: loaded, paged, toggled and searched in
/// virtual time with every output subscribed. Each run ends with the view model showing a value
/// or an error message — never a trap, never a loop that does not end.
final class ServerDataViewModelFuzzTests: XCTestCase {
    /// Runs (each with its own seed) per view model.
    static let runsPerViewModel = 30

    typealias Scenario = (name: String, drive: (any GitHubService, TestScheduler) -> Any)

    static let repository = "octocat/swift-rx"

    static func scenarios(_ data: FixtureData) -> [Scenario] {
        let name = repository
        let issue = data.issues(of: name, state: .open)?.first?.number ?? 1
        let pull = data.pullRequests(of: name, state: .open)?.first?.number ?? 1
        let sha = data.commits(of: name)?.first?.sha ?? "0"
        var scenarios: [Scenario] = [
            (
                "events of a user",
                { service, s in
                    EventsViewModel(mode: .user(login: "octocat", isOrganization: false), service: service).transform(
                        input: .init(
                            headerRefresh: s.taps(at: 10, 60), footerRefresh: s.taps(at: 20, 30),
                            segmentSelection: s.values((40, .performed)), selection: .never(), actorSelection: .never())
                    )
                }
            ),
            (
                "events of a repository",
                { service, s in
                    EventsViewModel(mode: .repository(fullName: name), service: service).transform(
                        input: .init(
                            headerRefresh: s.taps(at: 10), footerRefresh: s.taps(at: 20), segmentSelection: .never(),
                            selection: .never(), actorSelection: .never()))
                }
            ),
            (
                "repository",
                { service, s in
                    RepositoryViewModel(fullName: name, service: service).transform(
                        input: .init(
                            reload: s.taps(at: 10, 50), sectionSelection: .never(), ownerSelection: s.taps(at: 60),
                            starToggle: s.taps(at: 20, 25), watchToggle: s.taps(at: 30), fork: s.taps(at: 40)))
                }
            ),
            (
                "user",
                { service, s in
                    UserViewModel(login: "alice", service: service).transform(
                        input: .init(
                            load: s.taps(at: 10), loadMore: s.taps(at: 20), selection: .never(),
                            eventsSelection: .never(),
                            followToggle: s.taps(at: 30)))
                }
            ),
            (
                "file",
                { service, s in
                    FileViewModel(fullName: name, path: "Sources/Rx/Rx.swift", service: service).transform(
                        input: .init(load: s.taps(at: 10)))
                }
            ),
            (
                "readme file",
                { service, s in
                    FileViewModel(fullName: name, path: "README.md", service: service).transform(
                        input: .init(load: s.taps(at: 10)))
                }
            ),
            (
                "folder",
                { service, s in
                    FolderViewModel(fullName: name, path: "", service: service).transform(
                        input: .init(load: s.taps(at: 10)))
                }
            ),
            (
                "languages",
                { service, s in
                    LanguagesViewModel(fullName: name, service: service).transform(input: .init(load: s.taps(at: 10)))
                }
            ),
            (
                "readme",
                { service, s in
                    ReadmeViewModel(fullName: name, service: service).transform(input: .init(load: s.taps(at: 10)))
                }
            ),
            (
                "commit diff",
                { service, s in
                    DiffViewModel(source: .commit(name, sha: sha), service: service).transform(
                        input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20)))
                }
            ),
            (
                "pull request files",
                { service, s in
                    DiffViewModel(source: .pullRequest(name, number: pull), service: service).transform(
                        input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20)))
                }
            ),
            (
                "issue",
                { service, s in
                    IssueViewModel(fullName: name, number: issue, kind: .issue, service: service).transform(
                        input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20)))
                }
            ),
            (
                "pull request",
                { service, s in
                    IssueViewModel(fullName: name, number: pull, kind: .pullRequest, service: service).transform(
                        input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20)))
                }
            ),
            (
                "notifications",
                { service, s in
                    NotificationsViewModel(service: service).transform(
                        input: .init(
                            load: s.taps(at: 10), loadMore: s.taps(at: 20), filterSelection: s.values((30, .all)),
                            selection: .never(), markRead: .never(), markAllRead: s.taps(at: 40)))
                }
            ),
            (
                "search",
                { service, s in
                    SearchViewModel(service: service, scheduler: s).transform(
                        input: .init(
                            query: s.values((10, "swift")), search: s.taps(at: 2_000), loadMore: s.taps(at: 3_000),
                            selection: .never(),
                            kind: s.values((4_000, .users), (5_000, .issues), (6_000, .code))))
                }
            ),
            (
                "trending",
                { service, s in
                    TrendingViewModel(service: service).transform(
                        input: .init(
                            load: s.taps(at: 10), period: s.values((20, .weekly)), kind: s.values((30, .developers))))
                }
            ),
            (
                "compose",
                { service, s in
                    ComposeViewModel(target: .comment(on: name, number: issue, .issue), service: service).transform(
                        input: .init(body: s.values((10, "hello")), send: s.taps(at: 20)))
                }
            ),
            (
                "launch",
                { service, s in
                    LaunchViewModel(
                        service: service, request: LaunchRequest(token: "fixture-octocat", user: "alice"),
                        forgetSavedToken: {}
                    ).transform(input: .init(start: s.taps(at: 10)))
                }
            ),
            (
                "device sign-in",
                { service, s in
                    DeviceSignInViewModel(
                        service: service, clientID: "swifthub", scheduler: s, now: { FixtureData.standardBase }
                    )
                    .transform(input: .init(start: s.taps(at: 10)))
                }
            ),
            (
                "profile",
                { service, _ in ProfileViewModel(service: service).transform(input: .init(signOut: .never())) }
            ),
        ]
        for kind in [IssueKind.issue, .pullRequest] {
            scenarios.append(
                (
                    "\(kind) list",
                    { service, s in
                        IssueListViewModel(fullName: name, kind: kind, service: service).transform(
                            input: .init(
                                load: s.taps(at: 10), loadMore: s.taps(at: 20), stateSelection: s.values((30, .closed)),
                                selection: .never()))
                    }
                ))
        }
        let sections: [SectionListViewModel.Section] = [
            .commits(of: name), .branchCommits(of: name, branch: "main"), .branches(of: name), .releases(of: name),
            .contributors(of: name), .stargazers(of: name), .forks(of: name),
        ]
        for section in sections {
            scenarios.append(
                (
                    "section \(section)",
                    { service, s in
                        SectionListViewModel(section: section, service: service).transform(
                            input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20), selection: .never()))
                    }
                ))
        }
        let lists: [UserListViewModel.Kind] = [
            .followers(of: "alice"), .following(of: "alice"), .organizations(of: "octocat"),
        ]
        for kind in lists {
            scenarios.append(
                (
                    "users \(kind)",
                    { service, s in
                        UserListViewModel(kind: kind, service: service).transform(
                            input: .init(load: s.taps(at: 10), loadMore: s.taps(at: 20), selection: .never()))
                    }
                ))
        }
        return scenarios
    }

    func testEveryViewModelShowsMutatedAnswersWithoutTrapping() {
        let github = InMemoryGitHub()
        let scenarios = Self.scenarios(github.data)
        let kept = MutatingGitHub.Answers()
        var (runs, answers, decoded) = (0, 0, 0)
        let started = Date()
        for (number, scenario) in scenarios.enumerated() {
            for run in 0..<Self.runsPerViewModel {
                let scheduler = TestScheduler(initialClock: 0)
                let service = MutatingGitHub(
                    github: github, seed: UInt64(number) << 32 | UInt64(run), answers: kept)
                SharingScheduler.mock(scheduler: scheduler) {
                    let output = scenario.drive(service, scheduler)
                    let subscriptions = Self.subscribeToEveryOutput(of: output)
                    // Far enough for every tap, debounce and poll; a timer that never stops does not hang it.
                    scheduler.advanceTo(20_000)
                    subscriptions.forEach { $0.dispose() }
                }
                runs += 1
                answers += service.answered
                decoded += service.decoded
            }
        }
        XCTAssertEqual(runs, scenarios.count * Self.runsPerViewModel)
        XCTAssertGreaterThan(answers, runs, "every run asked for answers")
        print(
            "server-data view-model fuzz: \(runs) runs over \(scenarios.count) view models, \(answers) mutated answers "
                + "(\(decoded) decoded), in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// Subscribes to every observable output (drivers, signals, observables) of `output`.
    static func subscribeToEveryOutput(of output: Any) -> [Disposable] {
        func drain(_ source: some ObservableConvertibleType) -> Disposable {
            source.asObservable().subscribe(onNext: { _ in }, onError: { _ in })
        }
        return Mirror(reflecting: output).children.compactMap { child in
            (child.value as? any ObservableConvertibleType).map { drain($0) }
        }
    }
}
