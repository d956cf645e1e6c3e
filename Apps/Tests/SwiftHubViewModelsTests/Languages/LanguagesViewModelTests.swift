import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// A repository's languages: shares, sizes, the bar's cells, and failures.
final class LanguagesViewModelTests: RxTestCase {
    func testTheLanguagesLoadMostCodeFirstWithTheirShares() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = LanguagesViewModel(fullName: "dave/swift-json", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100)))
            let rows = scheduler.record(output.rows.map { $0.map { "\($0.name) \($0.percentText) \($0.sizeText)" } })
            let summary = scheduler.record(output.summary)
            let empty = scheduler.record(output.emptyText)
            scheduler.start()
            rows.assertEvents([
                .next(0, []), .next(111, ["Rust 86.0 % 43.9 KB", "C 12.2 % 6.2 KB", "Shell 1.8 % 924 B"]),
            ])
            summary.assertEvents([.next(0, ""), .next(111, "3 languages · 51.0 KB of code")])
            empty.assertEvents([.next(0, "Loading languages…")])
            XCTAssertEqual(service.requests, ["GET /repos/dave/swift-json/languages"])
        }
    }

    func testAFailureSaysHowToRetryAndAReloadClearsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .http(status: 502, message: "Bad Gateway")
            let output = LanguagesViewModel(fullName: "dave/swift-json", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100, 200)))
            let empty = scheduler.record(output.emptyText)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let rows = scheduler.record(output.rows.map(\.count))
            scheduler.scheduleAt(150) { service.failure = nil }
            scheduler.start()
            empty.assertEvents([
                .next(0, "Loading languages…"), .next(111, "Could not load the languages — press r to try again"),
                .next(201, "Loading languages…"),
            ])
            banner.assertEvents([
                .next(101, "(none)"), .next(111, "GitHub answered 502: Bad Gateway — press r to retry"),
                .next(201, "(none)"),
            ])
            rows.assertEvents([.next(0, 0), .next(211, 3)])
        }
    }

    func testTheBarsCellsAddUpAndATraceStillShows() {
        let rows = [
            LanguageRow(name: "Swift", bytes: 9_000, total: 10_000),
            LanguageRow(name: "C", bytes: 994, total: 10_000),
            LanguageRow(name: "Shell", bytes: 6, total: 10_000),
        ]
        XCTAssertEqual(LanguageRow.barCells(rows, width: 46), [40, 5, 1])
        XCTAssertEqual(LanguageRow.barCells(rows, width: 10), [8, 1, 1])
        XCTAssertEqual(rows.map(\.percentText), ["90.0 %", "9.9 %", "< 0.1 %"])
        XCTAssertEqual([812, 9_113, 1_300_000].map(LanguageRow.size), ["812 B", "8.9 KB", "1.2 MB"])
    }

    func testLinesOfCodeComeBesideTheBytesAndAServerWithoutThemSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = LanguagesViewModel(fullName: "carol/swift-forms", service: service)
                .transform(input: .init(load: scheduler.taps(at: 100, 200)))
            let lines = scheduler.record(output.lineCounts.map { $0.map { "\($0.language) \($0.linesOfCode)" } })
            let note = scheduler.record(output.linesNote)
            let banner = scheduler.record(output.banner.compactMap { $0 })
            scheduler.scheduleAt(150) {
                service.failure = .http(status: 404, message: "Not Found")
                service.failurePrefix = "GET /repos/carol/swift-forms/lines"
            }
            scheduler.start()
            lines.assertEvents([
                .next(0, []), .next(101, []), .next(111, ["Kotlin 56", "Markdown 14", "JSON 9"]), .next(201, []),
            ])
            note.assertEvents([
                .next(0, "Counting lines…"), .next(111, ""), .next(201, "Counting lines…"),
                .next(211, "This server does not count lines (GitHub's API counts only bytes)"),
            ])
            // The languages loaded: no banner for the lines.
            banner.assertEvents([])
            XCTAssertEqual(
                service.requests.filter { $0.hasSuffix("/lines") },
                ["GET /repos/carol/swift-forms/lines", "GET /repos/carol/swift-forms/lines"])
        }
    }
}
