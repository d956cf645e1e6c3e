import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

/// Drivers and Signals on the real main scheduler, called on the main thread (XCTest runs
/// tests there): as in RxCocoa, each shared sequence's scheduler is a main scheduler of its
/// own, so a Driver subscribed from inside another's delivery delivers at once instead of a
/// run-loop turn later.
final class MainThreadDeliveryTests: RxTestCase {
    func testDriversSubscribedFromInsideASignalsDeliveryDeliverAtOnceAndInOrder() {
        XCTAssertTrue(MainScheduler.isMainThread)
        let bag = DisposeBag()
        let nestedBag = DisposeBag()
        let target = BehaviorRelay(value: 0)
        var seen: [Int] = []
        target.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        let trigger = PublishRelay<Int>()
        trigger.asSignal().emit(onNext: { value in
            Driver.just(value).drive(target).disposed(by: nestedBag)
            Driver.just(value + 1).drive(target).disposed(by: nestedBag)
            Observable.of(value + 2, value + 3).asDriver(onErrorJustReturn: -1).drive(target).disposed(by: nestedBag)
            seen.append(-value)
        }).disposed(by: bag)
        trigger.accept(100)
        XCTAssertEqual(seen, [0, 100, 101, 102, 103, -100])
    }

    func testSeveralDriversDrivingOneRelayDeliverImmediatelyInSubscriptionOrder() {
        let bag = DisposeBag()
        let first = BehaviorRelay(value: 1).asDriver()
        let second = BehaviorRelay(value: 2).asDriver()
        let driven = BehaviorRelay(value: 0)
        var seen: [Int] = []
        driven.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        Driver.merge(first, second).drive(driven).disposed(by: bag)
        first.map { $0 * 10 }.drive(driven).disposed(by: bag)
        XCTAssertEqual(seen, [0, 1, 2, 10])
    }
}
