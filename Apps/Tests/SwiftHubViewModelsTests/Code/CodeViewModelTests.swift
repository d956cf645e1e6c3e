import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// A repository's code: folders listed and opened, files read as coloured lines or Markdown.
final class CodeViewModelTests: RxTestCase {
    func testTheRootListsFoldersFirstAndEachRowOpensWhatItIs() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let rows = PublishSubject<FolderViewModel.Row>()
            let output = FolderViewModel(fullName: "octocat/swift-rx", path: "", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100), selection: rows))
            let titles = scheduler.record(output.rows.map { $0.map { "\($0.title) \($0.detail)" } })
            let empty = scheduler.record(output.emptyText)
            let title = scheduler.record(output.title)
            let selected = scheduler.record(output.selected)
            var loaded: [FolderViewModel.Row] = []
            let bag = DisposeBag()
            output.rows.drive(onNext: { loaded = $0 }).disposed(by: bag)
            scheduler.scheduleAt(200) { rows.onNext(loaded[0]) }
            scheduler.scheduleAt(300) { rows.onNext(loaded[3]) }
            scheduler.start()
            titles.assertEvents([
                .next(0, []),
                .next(
                    111,
                    [
                        "Sources/ folder", "Tests/ folder", ".swift-format 302 B", "Package.swift 260 B",
                        "README.md 509 B",
                    ]),
            ])
            empty.assertEvents([.next(0, "Loading…")])
            title.assertValues(["Code · octocat/swift-rx"])
            selected.assertEvents([
                .next(201, .folder("octocat/swift-rx", path: "Sources")),
                .next(301, .file("octocat/swift-rx", path: "Package.swift")),
            ])
            XCTAssertEqual(service.requests, ["GET /repos/octocat/swift-rx/contents"])
        }
    }

    func testAFolderThatIsNotThereSaysSoAndAReloadAsksAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = FolderViewModel(fullName: "octocat/swift-rx", path: "Nothing/here", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100, 200)))
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            empty.assertEvents([
                .next(0, "Loading…"), .next(111, "Could not load the folder — press r to try again"),
                .next(201, "Loading…"), .next(211, "Could not load the folder — press r to try again"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(111, "GitHub answered 404: Not Found"), .next(201, "(none)"),
                .next(211, "GitHub answered 404: Not Found"),
            ])
            XCTAssertEqual(
                service.requests,
                [
                    "GET /repos/octocat/swift-rx/contents/Nothing/here",
                    "GET /repos/octocat/swift-rx/contents/Nothing/here",
                ])
        }
    }

    func testASwiftFileIsColouredLineByLine() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = FileViewModel(fullName: "octocat/swift-rx", path: "Sources/Rx/RxError.swift", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100)))
            let firstLines = scheduler.record(
                output.document.map { document -> [[CodeToken]] in
                    guard case .code(let lines) = document else { return [] }
                    return Array(lines.prefix(2))
                })
            let footer = scheduler.record(output.footer)
            let title = scheduler.record(output.title)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            firstLines.assertEvents([
                .next(
                    111,
                    [
                        [CodeToken(.comment, "/// Why a rx could not run.")],
                        [
                            CodeToken(.keyword, "public"), CodeToken(.plain, " "), CodeToken(.keyword, "enum"),
                            CodeToken(.plain, " "), CodeToken(.type, "RxError"), CodeToken(.plain, ": "),
                            CodeToken(.type, "Error"), CodeToken(.plain, ", "), CodeToken(.type, "Equatable"),
                            CodeToken(.plain, ", "), CodeToken(.type, "Sendable"), CodeToken(.plain, " {"),
                        ],
                    ])
            ])
            footer.assertEvents([.next(0, ""), .next(111, "Swift · 7 lines · 297 B")])
            title.assertValues(["RxError.swift · octocat/swift-rx"])
            empty.assertEvents([.next(0, "Loading RxError.swift…")])
        }
    }

    func testMarkdownIsRenderedAndAFolderAskedForAsAFileIsAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let readme = FileViewModel(fullName: "octocat/swift-rx", path: "README.md", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100)))
            let folder = FileViewModel(fullName: "octocat/swift-rx", path: "Sources", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100)))
            let headings = scheduler.record(
                readme.document.map { document -> [String] in
                    guard case .markdown(let blocks) = document else { return [] }
                    return blocks.prefix(1).map(\.plainText)
                })
            let banner = scheduler.record(folder.banner.map { $0 ?? "(none)" })
            let folderDocuments = scheduler.record(folder.document.map { _ in "a document" })
            scheduler.start()
            folderDocuments.assertEvents([])
            headings.assertEvents([.next(111, ["swift-rx"])])
            banner.assertEvents([
                .next(101, "(none)"),
                .next(
                    111,
                    "Unexpected data from GET /repos/octocat/swift-rx/contents/Sources: Sources is a folder, not a file"
                ),
            ])
        }
    }
}
