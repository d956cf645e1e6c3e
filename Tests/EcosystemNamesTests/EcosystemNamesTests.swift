// Compiles a view model that adopts NSObject-Rx's `HasDisposeBag` and calls RxSwiftExt's
// operators (their stand-ins, EcosystemStandIns) next to `import RxCocoa`: the names resolve to
// those libraries, as they do with RxSwift 6.9.1, because our RxCocoa re-exports only
// RxCocoa's own top-level names (docs/Compatibility.md, "The name audit"). Before that, the
// first line of `LoginViewModel` failed with "'HasDisposeBag' is ambiguous for type lookup".
import EcosystemStandIns
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

private final class LoginViewModel: HasDisposeBag, ReactiveCompatible {
    let name = BehaviorRelay<String?>(value: nil)
    let enabled: Driver<Bool>

    init() {
        enabled = name.asObservable().unwrap().map { $0.isEmpty }.not()
            .asDriver(onErrorJustReturn: false)
    }
}

final class EcosystemNamesTests: XCTestCase {
    func testNSObjectRxHasDisposeBagAndRxSwiftExtOperatorsBesideRxCocoa() {
        let before = Resources.total
        drive()
        // The stand-in's bag table (associated objects are Objective-C's) drops the bag of a
        // freed object at its next access, which disposes what it held.
        final class Probe: HasDisposeBag {}
        _ = Probe().disposeBag
        XCTAssertEqual(Resources.total, before, "resources still alive once the view model is gone")
    }

    private func drive() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = LoginViewModel()
        let observer = scheduler.createObserver(Bool.self)
        let codes = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            model.enabled.drive(observer).disposed(by: model.disposeBag)
        }
        Observable.of(1, 2, 3, 2).ignore(2).mapTo(7).apply { $0.take(1) }
            .subscribe(codes).disposed(by: model.rx.disposeBag)
        let filtered = scheduler.createObserver(String.self)
        Observable.fromAsync { (done: @escaping (Int) -> Void) in done(4) }
            .filterMap { $0 > 3 ? FilterMap.map("\($0)") : .ignore }
            .subscribe(filtered).disposed(by: model.disposeBag)
        scheduler.scheduleAt(10) { model.name.accept("") }
        scheduler.scheduleAt(20) { model.name.accept("kim") }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(10, false), .next(20, true)])
        XCTAssertEqual(codes.events, [.next(0, 7), .completed(0)])
        XCTAssertEqual(filtered.events, [.next(0, "4"), .completed(0)])
        // Both bags are NSObject-Rx's: the property and `rx.disposeBag` are the same bag.
        XCTAssertTrue(model.disposeBag === model.rx.disposeBag)
    }
}
