import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

/// The replay diagram of RxUI's article (`RxUI.docc/Resources/driver-replay.svg`), drawn from
/// this run: a screen that binds late to a Driver gets the latest element at once; bound to a
/// Signal of the same source, it waits for the next one. `Scripts/generate-diagrams.sh` redraws it.
final class DriverReplayDiagramTests: RxTestCase {
    func testTheReplayDiagramIsDrawnFromThisRun() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let state = scheduler.createHotObservable([
                .next(150, "a"), .next(250, "b"), .next(350, "c"), .next(450, "d"),
            ])
            let driver = state.asDriver(onErrorJustReturn: "")
            let signal = state.asSignal(onErrorJustReturn: "")
            let first = scheduler.createObserver(String.self)
            let lateDriver = scheduler.createObserver(String.self)
            let lateSignal = scheduler.createObserver(String.self)
            var bindings: [Disposable] = []
            scheduler.scheduleAt(200) { bindings.append(driver.drive(first)) }
            scheduler.scheduleAt(200) { bindings.append(signal.emit(to: scheduler.createObserver(String.self))) }
            scheduler.scheduleAt(400) { bindings.append(driver.drive(lateDriver)) }
            scheduler.scheduleAt(400) { bindings.append(signal.emit(to: lateSignal)) }
            scheduler.scheduleAt(500) { bindings.forEach { $0.dispose() } }
            scheduler.start()

            XCTAssertEqual(first.events, [.next(251, "b"), .next(351, "c"), .next(451, "d")])
            XCTAssertEqual(lateDriver.events, [.next(400, "c"), .next(451, "d")])
            XCTAssertEqual(lateSignal.events, [.next(451, "d")])
            XCTAssertEqual(state.subscriptions, [Subscription(200, 500), Subscription(200, 500)])
            XCTAssertDiagram(
                MarbleDiagram.svg([
                    MarbleDiagram.Row("source", state.recordedEvents),
                    MarbleDiagram.Row("Driver from 200", first.events),
                    MarbleDiagram.Row("Driver from 400", lateDriver.events),
                    MarbleDiagram.Row("Signal from 400", lateSignal.events),
                ]),
                matchesFile: Self.resources.appendingPathComponent("driver-replay.svg").path)
        }
    }

    /// `Sources/RxUI/RxUI.docc/Resources`, from this file's path in `Tests/RxUITests`.
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RxUI/RxUI.docc/Resources")
}
