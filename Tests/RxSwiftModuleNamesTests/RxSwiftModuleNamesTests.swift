import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
// Compiled in Swift 5 mode with RxSwift's own module names only, as an RxSwift code base
// imports them: nothing here names RxCore, RxUI or RxTesting.
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession and URLRequest on Linux, as RxCocoa's users import it
#endif

// Generic code over "any Driver or Signal", as RxSwiftExt writes it: the operators it calls are
// declared on the protocol, as in RxCocoa.
extension SharedSequenceConvertibleType {
    func replacingEach<Result>(with value: Result) -> SharedSequence<SharingStrategy, Result> {
        map { _ in value }
    }
}

extension SharedSequenceConvertibleType where Element == Bool {
    func negated() -> SharedSequence<SharingStrategy, Bool> {
        map(!).distinctUntilChanged()
    }
}

final class RxSwiftModuleNamesTests: XCTestCase {
    func testCompletableTimeoutTakesADispatchTimeInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval: DispatchTimeInterval = .seconds(5)
        let observer = scheduler.start { Completable.never().timeout(interval, scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.error(205, RxError.timeout)])
        let other = scheduler.createObserver(Never.self)
        _ = Completable.never().timeout(.milliseconds(10), other: .empty(), scheduler: scheduler).asObservable()
            .subscribe(other)
    }

    func testOperatorsThroughSharedSequenceConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let flags = scheduler.createHotObservable([.next(210, true), .next(220, true), .next(230, false)])
            let driver = flags.asDriver(onErrorJustReturn: false)
            let negated = scheduler.start { driver.negated() }
            XCTAssertEqual(negated.events, [.next(211, false), .next(231, true)])
            let constant = scheduler.createObserver(String.self)
            _ = driver.asSignal().replacingEach(with: "tap").emit(to: constant)
            XCTAssertEqual(constant.events, [])
        }
    }

    /// As in RxCocoa, the inner sequences decide the result's strategy: a Driver of Signals
    /// switched is a Signal, a Signal of Drivers merged is a Driver.
    func testSwitchLatestAndMergeAcrossSharingStrategies() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = PublishRelay<Int>()
            let outer = BehaviorRelay<Signal<Int>>(value: first.asSignal())
            let switched: Signal<Int> = outer.asDriver().switchLatest()
            let merged: Driver<Int> = outer.asDriver().asSignal().map { $0.asDriver(onErrorJustReturn: -1) }.merge()
            let switchedObserver = scheduler.createObserver(Int.self)
            let mergedObserver = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(100) {
                switched.emit(to: switchedObserver).disposed(by: bag)
                merged.drive(mergedObserver).disposed(by: bag)
            }
            scheduler.scheduleAt(200) { first.accept(1) }
            scheduler.start()
            XCTAssertEqual(switchedObserver.events, [.next(201, 1)], "one hop: the relay's Signal")
            XCTAssertEqual(
                mergedObserver.events, [.next(202, 1)], "two hops: the Signal, then asDriver(onErrorJustReturn:)")
        }
    }

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

    /// RxCocoa's hook, as code that silences the request log writes it (issue 55: this did not
    /// compile before); its behaviour is tested in RxUITests' URLSessionRxTests.
    func testURLSessionShouldLogRequestIsRxCocoasSettableHook() {
        let previous = URLSession.rx.shouldLogRequest
        defer { URLSession.rx.shouldLogRequest = previous }
        URLSession.rx.shouldLogRequest = { request in request.url?.host != "quiet.example" }
        let request = URLRequest(url: URL(string: "https://quiet.example/")!) // our literal
        XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
    }
}
