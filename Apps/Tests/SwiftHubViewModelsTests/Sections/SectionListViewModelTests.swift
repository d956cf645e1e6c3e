import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// The repository's lists and its README.
final class SectionListViewModelTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400) // 2026-01-04

    private func firstRows(_ section: SectionListViewModel.Section, count: Int = 2) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var result: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let output = SectionListViewModel(section: section, service: service, now: { now })
                .transform(input: .init(load: scheduler.taps(at: 100), loadMore: .never(), selection: .never()))
            let rows = scheduler.record(output.rows.map { $0.prefix(count).map { "\($0.title) | \($0.detail)" } })
            scheduler.start()
            XCTAssertEqual(rows.events.map(\.time), [111])
            result = rows.events.last?.value.element ?? []
        }
        return result
    }

    func testEachSectionSaysWhatMatters() {
        let commits = FixtureData.standard.commits(of: "alice/swift-mvvm")!
        XCTAssertEqual(
            firstRows(.commits(of: "alice/swift-mvvm")),
            [
                "\(commits[0].sha.prefix(7)) Add tests for mvvm | alice committed 3 days ago",
                "\(commits[1].sha.prefix(7)) Refactor mvvm internals | bob committed 3 days ago",
            ])
        XCTAssertEqual(
            firstRows(.branches(of: "alice/swift-mvvm"), count: 3).map { $0.components(separatedBy: " | ")[0] },
            ["feature/mvvm-async", "main (protected)", "release/1.1"])
        XCTAssertEqual(
            firstRows(.releases(of: "alice/swift-mvvm")),
            [
                "Version 1.3 | v1.3.0 published 3 days ago by alice", "v1.2.1 | v1.2.1 published 24 days ago by bob",
            ])
        XCTAssertEqual(
            firstRows(.releases(of: "octocat/swift-rx"), count: 1),
            ["2.0 beta · pre-release | v2.0.0-beta.1 published 3 days ago by octocat"])
        XCTAssertEqual(
            firstRows(.contributors(of: "alice/swift-mvvm"), count: 3),
            ["alice | 419 commits", "bob | 209 commits", "carol | 139 commits"])
        XCTAssertEqual(
            firstRows(.stargazers(of: "alice/swift-mvvm"), count: 1),
            // GitHub lists accounts as simple-user: the login, no profile.
            ["alice | "])
        XCTAssertEqual(
            firstRows(.forks(of: "alice/swift-mvvm")),
            ["eun-ji/swift-mvvm | ★ 0 · updated 8 days ago", "bob/swift-mvvm | ★ 0 · updated 5 days ago"])
        XCTAssertEqual(
            firstRows(.starred(by: "alice"), count: 1),
            ["reactivex/swift-charts | ★ 5 · C · A charts library for reactive apps"])
    }

    func testRowsOpenTheirAccountOrRepositoryAndPagingEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let forks = SectionListViewModel(
                section: .forks(of: "alice/swift-mvvm"), service: service)
            let commits = SectionListViewModel(
                section: .commits(of: "alice/swift-mvvm"), service: service)
            let branchRow = SectionRow(title: "main", detail: "", opens: nil)
            let forkOutput = forks.transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(),
                    selection: scheduler.values(
                        (200, SectionRow(title: "", detail: "", opens: .repository("bob/swift-mvvm"))),
                        (210, branchRow),
                        (220, SectionRow(title: "", detail: "", opens: .user("bob"))))))
            let commitOutput = commits.transform(
                input: .init(load: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 300), selection: .never()))
            let opened = scheduler.record(forkOutput.selected)
            let counts = scheduler.record(commitOutput.rows.map(\.count))
            let footer = scheduler.record(commitOutput.footer)
            let title = scheduler.record(commitOutput.title)
            scheduler.start()
            opened.assertEvents([.next(201, .repository("bob/swift-mvvm")), .next(221, .user("bob"))])
            counts.assertEvents([.next(111, 30), .next(311, 46)])
            footer.assertEvents([.next(111, ""), .next(311, "— end of list —")])
            title.assertValues(["Commits · alice/swift-mvvm"])
        }
    }

    /// Enter opens what the row is: a branch its commits, a commit its message, a release its notes.
    func testBranchesCommitsAndReleasesOpenWhatTheyAre() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let data = FixtureData.standard
            let branches = SectionListViewModel(
                section: .branches(of: "alice/swift-mvvm"), service: service)
            let branchRows = ReplaySubject<[SectionRow]>.createUnbounded()
            let branchOutput = branches.transform(
                input: .init(
                    load: scheduler.taps(at: 100), loadMore: .never(),
                    selection: scheduler.taps(at: 200).withLatestFrom(branchRows).map { $0[2] }))
            let bag = DisposeBag()
            branchOutput.rows.drive(branchRows.asObserver()).disposed(by: bag)
            var branchCommits: OutputRecorder<[String]>?
            let opened = scheduler.record(
                branchOutput.selected.do(onNext: { destination in
                    guard case .section(let section) = destination else { return }
                    let output = SectionListViewModel(section: section, service: service).transform(
                        input: .init(load: scheduler.taps(at: 300), loadMore: .never(), selection: .never()))
                    branchCommits = scheduler.record(output.rows.map { $0.prefix(1).map(\.title) })
                    let title = scheduler.record(output.title)
                    scheduler.scheduleAt(400) { title.assertValues(["Commits on release/1.1 · alice/swift-mvvm"]) }
                }))
            scheduler.start()
            opened.assertEvents([.next(201, .section(.branchCommits(of: "alice/swift-mvvm", branch: "release/1.1")))])
            let head = data.branches(of: "alice/swift-mvvm")!.first { $0.name == "release/1.1" }!.commit.sha
            let headCommit = data.commits(of: "alice/swift-mvvm")!.first { $0.sha == head }!
            XCTAssertEqual(
                branchCommits?.values.last, ["\(headCommit.shortSHA) \(headCommit.headline)"],
                "the branch's history starts at its head")
            XCTAssertEqual(
                service.requests.filter { $0.contains("/commits") },
                ["GET /repos/alice/swift-mvvm/commits?sha=release/1.1"])

            let commit = data.commits(of: "alice/swift-mvvm")![0]
            let release = data.releases(of: "alice/swift-mvvm")![0]
            let rowsOpen = { (section: SectionListViewModel.Section) -> Destination? in
                var opens: Destination?
                let viewModel = SectionListViewModel(
                    section: section, service: FakeGitHub(scheduler: nil))
                viewModel.transform(input: .init(load: .just(()), loadMore: .never(), selection: .never())).rows
                    .drive(onNext: { opens = $0.first?.opens }).disposed(by: bag)
                scheduler.start()
                return opens
            }
            XCTAssertEqual(
                rowsOpen(.commits(of: "alice/swift-mvvm")), .diff(.commit("alice/swift-mvvm", sha: commit.sha)),
                "a commit opens its changes")
            guard case .document(let releaseTitle, let notes, _)? = rowsOpen(.releases(of: "alice/swift-mvvm")) else {
                return XCTFail("a release opens its notes")
            }
            XCTAssertEqual(releaseTitle, "Release \(release.name ?? release.tagName) · alice/swift-mvvm")
            XCTAssertEqual(notes, release.body ?? "")
        }
    }

    func testTheReadmeIsDecodedAndAMissingOneIsNotAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let present = ReadmeViewModel(fullName: "octocat/swift-rx", service: service).transform(
                input: .init(load: scheduler.taps(at: 100)))
            let missing = ReadmeViewModel(fullName: "reactivex/swift-charts", service: service).transform(
                input: .init(load: scheduler.taps(at: 100)))
            let document = scheduler.record(present.document.map { $0.prefix(3).map(\.plainText) })
            let korean = scheduler.record(
                present.document.map { $0.contains { $0.plainText == "한국어" && $0.kind == .heading(level: 2) } })
            let missingText = scheduler.record(missing.emptyText)
            let missingBanner = scheduler.record(missing.banner.map { $0 ?? "(none)" })
            scheduler.start()
            document.assertEvents([
                .next(111, ["swift-rx", "", "A rx library — 한국어 문서 포함 for reactive apps — fast, tested and Sendable."])
            ])
            korean.assertValues([true])
            missingText.assertEvents([.next(0, "Loading README…"), .next(111, "reactivex/swift-charts has no README")])
            missingBanner.assertEvents([.next(101, "(none)")])
        }
    }

    func testAFailedReadmeSaysSoAndRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .timeout
            scheduler.scheduleAt(150) { service.failure = nil }
            let output = ReadmeViewModel(fullName: "octocat/swift-rx", service: service).transform(
                input: .init(load: scheduler.taps(at: 100, 200)))
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let lines = scheduler.record(output.document.map(\.count))
            scheduler.start()
            empty.assertEvents([
                .next(0, "Loading README…"), .next(111, "Could not load the README — press r to try again"),
                .next(201, "Loading README…"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(111, "The server did not answer in time. — press r to retry"),
                .next(201, "(none)"),
            ])
            XCTAssertEqual(lines.events.map(\.time), [211])
        }
    }
}
