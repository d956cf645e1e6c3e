// Compiled in Swift 5 mode with RxSwift's own module names only, as an RxSwift code base
// imports them: nothing here names RxCore, RxUI or RxTesting.
import XCTest
import RxSwift
import RxRelay
import RxCocoa
import RxTest
import RxBlocking

final class RxSwiftModuleNamesTests: XCTestCase {
    func testQualifiedNamesResolveThroughRxSwiftsModules() throws {
        let bag = RxSwift.DisposeBag()
        let relay = RxRelay.BehaviorRelay<Int>(value: 1)
        let source: RxSwift.Observable<Int> = relay.asObservable().map { $0 * 10 }
        let driver: RxCocoa.Driver<Int> = source.asDriver(onErrorJustReturn: -1)
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let observer: RxTest.TestableObserver<Int> = scheduler.createObserver(Int.self)
        let subscription: RxSwift.Disposable = source.subscribe(observer)
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(0, 10), .next(0, 20)])
        RxSwift.Disposables.create().disposed(by: bag)
        _ = driver
        XCTAssertEqual(try RxSwift.Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        let events: [RxTest.Recorded<RxSwift.Event<Int>>] = RxTest.Recorded.events(.next(10, 1), .completed(20))
        XCTAssertEqual(events.count, 2)
        let fromArray: [RxTest.Recorded<RxSwift.Event<Int>>] = Recorded.events([.next(10, 1), .completed(20)])
        XCTAssertEqual(fromArray, events, "the array form, as RxSwiftExt's tests write it")
    }
}
