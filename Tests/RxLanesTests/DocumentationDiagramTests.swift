import Foundation
import RxCore
import RxLanes
import RxTesting
import XCTest

/// An error drawn with the description a lane recorded.
private struct RecordedError: Error, CustomStringConvertible {
    let description: String
}

/// The diagrams in docs/ are drawn from these runs: each test asserts the run's events, then
/// compares the SVG drawn from its lanes with the checked-in file (`XCTAssertDiagram`).
/// `Scripts/generate-diagrams.sh` rewrites the files (it runs these tests with `REGENERATE_DIAGRAMS=1`).
final class DocumentationDiagramTests: RxTestCase {
    /// The events of every subscription of `lane`, in virtual time (ends other than disposal).
    private func timeline(_ lane: String, in recorder: LaneRecorder) -> [Recorded<Event<String>>] {
        let entries = recorder.snapshot.first { $0.name == lane }?.entries ?? []
        return entries.compactMap { entry in
            let time = Int(entry.time)
            switch entry.kind {
            case .next(let description): return .next(time, description)
            case .completed: return .completed(time)
            case .error(let description): return .error(time, RecordedError(description: description))
            case .subscribed, .disposed: return nil
            }
        }
    }

    /// `docs/images/NAME`, from this file's path in `Tests/RxLanesTests`.
    private static func image(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/images/\(name)").path
    }

    /// The seeds' search: what is typed, debounced and made distinct, one request per query
    /// with `flatMapLatest` dropping the request a newer query replaces.
    func testTheSearchDiagramIsDrawnFromThisRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = virtualTimeRecorder(scheduler)
        let typed = scheduler.createHotObservable([
            .next(210, "r"), .next(220, "rx"), .next(300, "rxs"), .next(460, "rxsw"), .next(470, "rxs"),
        ])
        let results = scheduler.start(disposed: 700) {
            typed.lane("typed", recorder: recorder)
                .debounce(.seconds(50), scheduler: scheduler)
                .distinctUntilChanged()
                .lane("debounced", recorder: recorder)
                .flatMapLatest { query in
                    Observable.just("\(query.count)").delay(.seconds(100), scheduler: scheduler)
                        .lane("request", recorder: recorder)
                }
                .lane("results", recorder: recorder)
        }
        XCTAssertEqual(results.events, [.next(450, "3")])
        XCTAssertEqual(timeline("debounced", in: recorder), [.next(270, "rx"), .next(350, "rxs")])
        XCTAssertEqual(timeline("request", in: recorder), [.next(450, "3"), .completed(451)])
        XCTAssertEqual(
            recorder.snapshot.first { $0.name == "request" }?.entries.first { $0.kind == .disposed },
            LaneEntry(time: 350, subscription: 4, .disposed, duration: 80))
        XCTAssertDiagram(
            MarbleDiagram.svg([
                MarbleDiagram.Row("typed", timeline("typed", in: recorder)),
                MarbleDiagram.Row("debounced", timeline("debounced", in: recorder)),
                MarbleDiagram.Row("request", timeline("request", in: recorder)),
                MarbleDiagram.Row("results", timeline("results", in: recorder)),
            ]), matchesFile: Self.image("search-lanes.svg"))
    }
}
