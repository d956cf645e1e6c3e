import Foundation
import RxCore
import RxTesting
import XCTest

extension ObservableType {
    /// This sequence, with every event it sends also recorded by `observer`: a stage of a
    /// pipeline, drawn as a row of its own.
    fileprivate func recorded(by observer: TestableObserver<Element>) -> Observable<Element> {
        self.do(
            onNext: { observer.onNext($0) }, onError: { observer.onError($0) },
            onCompleted: { observer.onCompleted() })
    }
}

/// The search diagram of RxTesting's article (`RxTesting.docc/Resources/search-marbles.svg`),
/// drawn from this run of the seeds' search: `throttle`, `distinctUntilChanged`, and one request
/// per query with `flatMapLatest`. `Scripts/generate-diagrams.sh` redraws it.
final class SearchDiagramTests: RxTestCase {
    func testTheSearchDiagramIsDrawnFromThisRun() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        // What the field holds after each keystroke, in milliseconds: "rxs", back to "rx", "rxs" again.
        let typed = scheduler.createHotObservable([
            .next(100, "r"), .next(200, "rx"), .next(250, "rxs"), .next(500, "rx"), .next(600, "rxs"),
        ])
        // The fake search answers 350 ms after it is asked, with the number of repositories found.
        let searchR = scheduler.createColdObservable([.next(350, "40"), .completed(350)])
        let searchRxs = scheduler.createColdObservable([.next(350, "7"), .completed(350)])
        let throttled = scheduler.createObserver(String.self)
        let queries = scheduler.createObserver(String.self)
        let answeredR = scheduler.createObserver(String.self)
        let answeredRxs = scheduler.createObserver(String.self)
        let results = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
            typed
                .throttle(.milliseconds(300), scheduler: scheduler).recorded(by: throttled)
                .distinctUntilChanged().recorded(by: queries)
                .flatMapLatest { query in
                    query == "r" ? searchR.recorded(by: answeredR) : searchRxs.recorded(by: answeredRxs)
                }
        }

        XCTAssertEqual(throttled.events, [.next(100, "r"), .next(400, "rxs"), .next(700, "rxs")])
        XCTAssertEqual(queries.events, [.next(100, "r"), .next(400, "rxs")])
        XCTAssertEqual(searchR.subscriptions, [Subscription(100, 400)])
        XCTAssertEqual(searchRxs.subscriptions, [Subscription(400, 750)])
        XCTAssertEqual(answeredR.events, [])
        XCTAssertEqual(answeredRxs.events, [.next(750, "7"), .completed(750)])
        XCTAssertEqual(results.events, [.next(750, "7")])
        XCTAssertDiagram(
            MarbleDiagram.svg([
                MarbleDiagram.Row("typed", typed.recordedEvents),
                MarbleDiagram.Row("throttle 300 ms", throttled.events),
                MarbleDiagram.Row("distinct", queries.events),
                MarbleDiagram.Row("search r 100–400", answeredR.events),
                MarbleDiagram.Row("search rxs 400–750", answeredRxs.events),
                MarbleDiagram.Row("results", results.events),
            ]),
            matchesFile: Self.resources.appendingPathComponent("search-marbles.svg").path)
    }

    /// `Sources/RxTesting/RxTesting.docc/Resources`, from this file's path in `Tests/RxTestingTests`.
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RxTesting/RxTesting.docc/Resources")
}
