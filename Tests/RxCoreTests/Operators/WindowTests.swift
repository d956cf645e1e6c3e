import RxCore
import RxTesting
import XCTest

final class WindowTests: RxTestCase {
    /// Windows open on subscription, close when full or when their time is up; each window's
    /// elements, recorded by a per-window observer, show which window got what.
    func testWindowsCloseWhenFullOrWhenTheirTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .completed(360),
        ])
        var windows: [TestableObserver<Int>] = []
        let bag = DisposeBag()
        let outer = scheduler.start {
            source.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { window -> Int in
                let observer = scheduler.createObserver(Int.self)
                window.subscribe(observer).disposed(by: bag)
                windows.append(observer)
                return windows.count
            }
        }
        XCTAssertEqual(outer.events, [.next(200, 1), .next(240, 2), .next(310, 3), .completed(360)])
        XCTAssertEqual(
            windows.map { $0.events.map { "\($0.time):\($0.value)" } },
            [
                ["205:next(1)", "210:next(2)", "240:next(3)", "240:completed"],
                ["280:next(4)", "310:completed"],
                ["320:next(5)", "350:next(6)", "360:completed"],
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 360)])
    }

    func testAnErrorReachesTheOpenWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(4))])
        let window = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        let outer = scheduler.start {
            source.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler).map { inner -> Int in
                inner.subscribe(window).disposed(by: bag)
                return 0
            }
        }
        XCTAssertEqual(outer.events, [.next(200, 0), .error(220, TestError(4))])
        XCTAssertEqual(window.events, [.next(210, 1), .error(220, TestError(4))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
