import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// A commit's changes and a pull request's files, read as one document.
final class DiffViewModelTests: RxTestCase {
    private let now = Date(timeIntervalSince1970: 1_767_225_600 + 3 * 86_400) // 2026-01-04

    /// A row as a line of text, so that a whole document reads as what the screen shows.
    private func describe(_ row: DiffRow) -> String {
        switch row {
        case .heading(let text): "# \(text)"
        case .text(let text): text
        case .detail(let text): "~ \(text)"
        case .blank: ""
        case .file(let heading): "\(heading.letter) \(heading.path) \(heading.counts)"
        case .hunk(let text): text
        case .context(let old, let new, let text): "\(old) \(new)  \(text)"
        case .added(let new, let text): "- \(new) +\(text)"
        case .removed(let old, let text): "\(old) - -\(text)"
        case .note(let text): "(\(text))"
        }
    }

    func testACommitShowsItsMessageThenEachFilesNumberedLines() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let now = self.now
            let sha = "6d32b9fefd68b60c98d2ed7f82624ac85079d46d"
            XCTAssertEqual(service.data.commits(of: "alice/swift-mvvm")?.first?.sha, sha, "the newest commit")
            let output = DiffViewModel(source: .commit("alice/swift-mvvm", sha: sha), service: service, now: { now })
                .transform(input: .init(load: scheduler.taps(at: 100)))
            let rows = scheduler.record(output.rows.map { $0.map(self.describe) })
            let footer = scheduler.record(output.footer)
            let empty = scheduler.record(output.emptyText)
            let title = scheduler.record(output.title)
            scheduler.start()
            rows.assertEvents([
                .next(0, []),
                .next(
                    111,
                    [
                        "# Add tests for mvvm", "Longer explanation of the change.",
                        "~ alice committed 3 days ago · \(sha)", "",
                        "M Sources/Mvvm/MvvmOptions.swift +1 −1",
                        "@@ -14,7 +14,7 @@ extension Observable {",
                        "14 14      return values.map { $0 * 2 }",
                        "15 15  }",
                        "16 16      case empty(String)",
                        "17 - -import Foundation",
                        "- 17 +    case empty(String)",
                        "18 18      throw ParseError.empty(\"한국어 입력\")",
                        "19 19      XCTAssertEqual(result, [1, 2, 3])",
                        "20 20          .package(url: \"https://example.com/x.git\", from: \"1.0.0\"),",
                        "(No newline at end of file)",
                    ]),
            ])
            footer.assertEvents([.next(0, ""), .next(111, "1 file changed · +1 −1")])
            empty.assertEvents([.next(0, "Loading commit 6d32b9f…")])
            title.assertValues(["Commit 6d32b9f · alice/swift-mvvm"])
            XCTAssertEqual(service.requests, ["GET /repos/alice/swift-mvvm/commits/\(sha)"])
        }
    }

    func testAFailureSaysHowToRetryAndAReloadLoadsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .http(status: 404, message: "Not Found")
            let output = DiffViewModel(source: .commit("alice/swift-mvvm", sha: "0000000"), service: service)
                .transform(input: .init(load: scheduler.taps(at: 100, 200)))
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let rows = scheduler.record(output.rows.map(\.count))
            scheduler.start()
            empty.assertEvents([
                .next(0, "Loading commit 0000000…"), .next(111, "Could not load the commit — press r to try again"),
                .next(201, "Loading commit 0000000…"), .next(211, "Could not load the commit — press r to try again"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(111, "GitHub answered 404: Not Found"),
                .next(201, "(none)"), .next(211, "GitHub answered 404: Not Found"),
            ])
            rows.assertEvents([.next(0, 0)])
        }
    }

    func testTheAuthorOpensOnceTheCommitIsIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let sha = service.data.commits(of: "alice/swift-mvvm")![0].sha
            let viewModel = DiffViewModel(source: .commit("alice/swift-mvvm", sha: sha), service: service)
            XCTAssertTrue(viewModel.hasAuthor)
            let output = viewModel.transform(
                input: .init(load: scheduler.taps(at: 100), authorSelection: scheduler.taps(at: 105, 200)))
            let selected = scheduler.record(output.selected)
            scheduler.start()
            selected.assertEvents([.next(201, .user("alice"))])
        }
    }

    func testAPullRequestsFilesComeInPathOrderWithTheirTotals() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let viewModel = DiffViewModel(source: .pullRequest("octocat/swift-rx", number: 3), service: service)
            XCTAssertFalse(viewModel.hasAuthor)
            let output = viewModel.transform(
                input: .init(load: scheduler.taps(at: 100), loadMore: scheduler.taps(at: 200)))
            let files = scheduler.record(
                output.rows.map {
                    $0.compactMap { row in if case .file(let heading) = row { heading.path } else { nil } }
                })
            let blanks = scheduler.record(output.rows.map { $0.filter { $0 == .blank }.count })
            let footer = scheduler.record(output.footer)
            let empty = scheduler.record(output.emptyText)
            let title = scheduler.record(output.title)
            scheduler.start()
            let served = service.data.pullRequestFiles(of: "octocat/swift-rx", number: 3)!
            files.assertEvents([
                .next(
                    111,
                    [
                        "Package.swift → LegacyPackage.swift", "README.md", "Sources/Rx/Rx.swift",
                        "Tests/RxTests/RxTests.swift",
                    ])
            ])
            // A blank line between files, none before the first.
            blanks.assertEvents([.next(111, 3)])
            XCTAssertEqual(
                [served.map(\.additions).reduce(0, +), served.map(\.deletions).reduce(0, +)], [12, 5],
                "the footer's totals")
            footer.assertEvents([.next(0, ""), .next(111, "4 files changed · +12 −5")])
            empty.assertEvents([.next(0, "Loading the files of #3…"), .next(111, "No files changed in #3")])
            title.assertValues(["Files of #3 · octocat/swift-rx"])
            XCTAssertEqual(
                service.requests, ["GET /repos/octocat/swift-rx/pulls/3/files"],
                "one page holds them: nothing more is asked")
        }
    }
}
