import RxCore
import RxTesting
import XCTest

final class DoTests: RxTestCase {
    /// RxSwift's order for a source that ends while it is being subscribed: the events, the
    /// source's own disposal, `onSubscribed`, then `onDispose`.
    func testOnDisposeRunsAfterTheSourceIsDisposedAndAfterOnSubscribed() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        _ = source.do(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        ).subscribe()
        XCTAssertEqual(log, ["subscribe", "next 1", "completed", "source disposed", "subscribed", "dispose"])
    }

    func testOnDisposeAfterALaterTerminalEventFollowsTheSourceDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let observer = scheduler.start {
            source.do(
                onCompleted: { log.append("completed \(scheduler.clock)") },
                onSubscribed: { log.append("subscribed \(scheduler.clock)") },
                onDispose: { log.append("dispose \(scheduler.clock)") })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(log, ["subscribed 200", "completed 220", "dispose 220"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testOnDisposeRunsOnceOnExplicitDisposal() {
        var disposals = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.do(onDispose: { disposals += 1 }).subscribe()
        XCTAssertEqual(disposals, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        XCTAssertFalse(subject.hasObservers)
    }
}
