import Foundation
import GitHubAPI
import MVVMTesting
import OfflineGitHub
import RxCore
import RxTesting
import RxUI
import SwiftHubViewModels
import XCTest

/// SwiftHub's screens fed what GitHub sends: the recorded shapes of its answers, and answers
/// generated from its REST description.
final class GitHubShapeViewModelTests: RxTestCase {
    /// The first recorded answer of `key` that `accept` takes.
    private func recorded(_ key: String, where accept: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        let answers = GitHubShapeFiles.recordedAnswers().first { $0.operation == key }?.answers ?? []
        return try XCTUnwrap(answers.first(where: accept), "a recorded answer of \(key)")
    }

    /// GitHub's notifications carry a minimal repository (no counts, no dates): the screen
    /// lists the thread under its repository, with no error. Before, it said "Unexpected data
    /// from GET /notifications: missing "stargazersCount" at [0].repository".
    func testNotificationsShowGitHubsRecordedShape() throws {
        let answer = try recorded("GET /notifications")
        let service = SchemaGitHub(github: InMemoryGitHub()) { operation, _ in
            operation.key == "GET /notifications" ? answer : nil
        }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = NotificationsViewModel(service: service, now: { Date(timeIntervalSince1970: 1_700_000_000) })
                .transform(
                    input: .init(
                        load: scheduler.taps(at: 100), loadMore: .never(), filterSelection: .never(),
                        selection: .never(), markRead: .never(), markAllRead: .never()))
            let rows = scheduler.record(output.rows.map { $0.map(\.title) })
            let details = scheduler.record(output.rows.map { $0.map(output.detail) })
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            // The recorded shape's values are ours: each string is its key's name.
            rows.assertEvents([.next(101, ["full_name", "● title"])])
            details.assertEvents([.next(101, ["", "Pull request · subscribed · 2 years ago"])])
            banner.assertEvents([.next(101, "(none)")])
        }
        XCTAssertEqual(service.failures, [])
        XCTAssertEqual(service.operations, ["GET /notifications"])
    }

    /// GitHub's code search carries minimal repositories too, and the matched lines when asked
    /// for them (SwiftHub asks): each row shows the file and its fragment.
    func testCodeSearchShowsGitHubsRecordedShape() throws {
        let answer = try recorded("GET /search/code") { $0["items"]?.items?.first?["text_matches"] != nil }
        let service = SchemaGitHub(github: InMemoryGitHub()) { operation, _ in
            operation.key == "GET /search/code" ? answer : nil
        }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = SearchViewModel(service: service, scheduler: scheduler).transform(
                input: .init(
                    query: scheduler.values((100, "text")), search: .never(), loadMore: .never(), selection: .never(),
                    kind: scheduler.values((300, .code))))
            let rows = scheduler.record(output.code.map { $0.map { "\($0.title) | \($0.detail)" } })
            let titles = scheduler.record(output.title)
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            scheduler.start()
            // The query waits out the debounce (0.3 s) and searches repositories (the offline
            // GitHub's: none match), then code, answered with GitHub's recorded shape.
            rows.assertEvents([
                .next(131, []), .next(301, ["full_name · path | fragment", "full_name · path | fragment"]),
            ])
            titles.assertEvents([.next(0, "Type to search"), .next(131, "0 repositories"), .next(301, "7 files")])
            banner.assertEvents([.next(131, "(none)"), .next(301, "(none)")])
        }
        XCTAssertEqual(service.failures, [])
        XCTAssertEqual(service.operations, ["GET /search/code"])
    }

    /// Every screen that shows what GitHub sends, fed answers generated from GitHub's
    /// description (minimal, full and random ones, by turns): every answer decodes, so each
    /// screen shows it rather than an error.
    func testEveryScreenShowsGeneratedAnswersWithoutAnError() throws {
        let schema = try XCTUnwrap(GitHubSchema.committed)
        let types = Dictionary(uniqueKeysWithValues: schema.operations.map { ($0.key, $0.type) })
        let github = InMemoryGitHub()
        // Those that show only what GitHub's description does not cover: trending (ours), the
        // device flow (the website's, polled for minutes of virtual time), the profile (the account).
        let scenarios = ServerDataViewModelFuzzTests.scenarios(github.data).filter {
            !["trending", "device sign-in", "profile"].contains($0.name)
        }
        XCTAssertEqual(scenarios.count, 29)
        let runs = 10
        var (described, failures, asked) = (0, [String](), Set<String>())
        for (number, scenario) in scenarios.enumerated() {
            for run in 0..<runs {
                let service = SchemaGitHub(github: github) { operation, made in
                    guard let type = types[operation.key] else { return nil }
                    let variants = SchemaAnswerGenerator.Variant.allCases
                    var generator = SchemaAnswerGenerator(
                        schema: schema, variant: variants[(run + made) % variants.count],
                        seed: UInt64(number) << 32 | UInt64(run) << 16 | UInt64(made))
                    return generator.answer(type)
                }
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let output = scenario.drive(service, scheduler)
                    let subscriptions = ServerDataViewModelFuzzTests.subscribeToEveryOutput(of: output)
                    scheduler.advanceTo(20_000)
                    subscriptions.forEach { $0.dispose() }
                }
                described += service.described
                failures += service.failures.map { "\(scenario.name), run \(run): \($0)" }
                asked.formUnion(service.operations)
            }
        }
        XCTAssertEqual(failures.prefix(20), [])
        XCTAssertEqual(failures.count, 0)
        XCTAssertEqual(described, 459)
        XCTAssertEqual(asked.count, 33)
    }
}
