import RxCore
import RxTesting
import RxUI
import XCTest

// Every shape of `drive`, `emit`, `Binder` and `bind(to:)` that compiled before the `@MainActor`
// forms of `drive`/`emit`/`Binder` were added, written as users write them. This file is
// compiled twice: here in Swift 6 language mode, and through a symbolic link in
// RxSwiftAPICompileTests in Swift 5 language mode. A shape that the new forms made ambiguous,
// or sent to a `@MainActor` form where it captures non-Sendable state ("sending … risks causing
// data races"), breaks the build; a shape that now reaches another handler breaks the test.

/// Non-Sendable state that the closures capture and that the caller keeps using afterwards.
private final class Tally {
    var log: [String] = []
    var number = 0
    func record(_ value: Int) { log.append("method \(value)") }
}

private final class Target: ReactiveCompatible {
    var number = 0
}

/// Calls every shape from a nonisolated context; returns what the handlers saw.
private func driveEveryShape(
    _ driver: Driver<Int>, _ signal: Signal<Int>, _ tally: Tally, _ target: Target, _ bag: DisposeBag,
    _ scheduler: TestScheduler
) -> [String] {
    var seen: [String] = []
    let keyPath = \Target.number
    let handler: (Int) -> Void = { seen.append("value \($0)") }
    let optionalHandler: ((Int) -> Void)? = nil
    driver.drive(
        onNext: { seen.append("next \($0)") }, onCompleted: { seen.append("completed") },
        onDisposed: {
            tally.log.append("disposed")
        }
    ).disposed(by: bag)
    driver.drive(onCompleted: { tally.log.append("only completed") }).disposed(by: bag)
    driver.drive(onDisposed: { tally.log.append("only disposed") }).disposed(by: bag)
    driver.drive(onNext: nil).disposed(by: bag)
    driver.drive(onNext: nil, onCompleted: nil, onDisposed: nil).disposed(by: bag)
    driver.drive(onNext: optionalHandler).disposed(by: bag)
    driver.drive { tally.number += $0 }.disposed(by: bag)
    driver.drive(onNext: handler).disposed(by: bag)
    driver.drive(onNext: tally.record).disposed(by: bag)
    driver.drive(with: tally, onNext: { tally, value in tally.log.append("with \(value)") }).disposed(by: bag)
    let observer = scheduler.createObserver(Int.self)
    driver.drive(observer).disposed(by: bag)
    let relay = BehaviorRelay(value: 0)
    let optionalRelay = BehaviorRelay<Int?>(value: nil)
    driver.drive(relay).disposed(by: bag)
    driver.drive(optionalRelay).disposed(by: bag)
    let binder = Binder(target) { target, value in target[keyPath: keyPath] = value * 10 }
    driver.drive(binder).disposed(by: bag)
    driver.drive(Binder(target, scheduler: MainScheduler.instance) { _, value in tally.number += value }).disposed(
        by: bag)
    driver.drive(target.rx.number).disposed(by: bag)
    signal.emit(onNext: { seen.append("signal \($0)") }, onCompleted: { seen.append("signal completed") })
        .disposed(by: bag)
    signal.emit(onNext: tally.record).disposed(by: bag)
    signal.emit(with: tally, onNext: { tally, value in tally.log.append("signal with \(value)") }).disposed(by: bag)
    let publish = PublishRelay<Int>()
    signal.emit(to: publish).disposed(by: bag)
    signal.emit(to: observer).disposed(by: bag)
    Observable.just(7).bind(to: binder).disposed(by: bag)
    scheduler.start()
    tally.log.append("after \(tally.number) \(relay.value) \(optionalRelay.value ?? -1) \(target.number)")
    return seen + observer.events.map { "observer \($0.time) \($0.value)" }
}

/// The same from the main actor's context (a view controller's method); returns what the
/// handlers saw once `scheduler` has run.
@MainActor
private func driveFromTheMainActor(
    _ driver: Driver<Int>, _ signal: Signal<Int>, _ bag: DisposeBag, _ scheduler: TestScheduler
) -> [String] {
    let tally = Tally()
    var count = 0
    driver.drive(onNext: { tally.log.append("next \($0)") }, onCompleted: { tally.log.append("completed \(count)") })
        .disposed(by: bag)
    driver.drive(onNext: tally.record).disposed(by: bag)
    driver.drive { count += $0 }.disposed(by: bag)
    signal.emit(onNext: { tally.log.append("signal \($0)") }).disposed(by: bag)
    scheduler.start()
    return tally.log
}

final class DriveCallShapesTests: RxTestCase {
    func testEveryShapeThatCompiledBeforeReachesTheSameHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        let tally = Tally()
        let target = Target()
        var seen: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let bag = DisposeBag()
            let driver = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
                .asDriver(onErrorJustReturn: -1)
            let signal = scheduler.createColdObservable([.next(15, 5), .completed(25)]).asSignal(onErrorJustReturn: -1)
            seen = driveEveryShape(driver, signal, tally, target, bag, scheduler)
        }
        XCTAssertEqual(
            seen,
            [
                "next 1", "value 1", "signal 5", "next 2", "value 2", "signal completed", "completed",
                "observer 11 next(1)", "observer 16 next(5)", "observer 21 next(2)", "observer 26 completed",
                "observer 31 completed",
            ])
        // The binder made at 0 by `bind(to:)` wrote 70; at 21 `binder` wrote 20, then `rx.number` 2.
        XCTAssertEqual(
            tally.log,
            [
                "method 1", "with 1", "method 5", "signal with 5", "method 2", "with 2", "disposed", "only completed",
                "only disposed", "after 6 2 2 2",
            ])
    }

    func testShapesFromTheMainActorReachTheSameHandlers() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let bag = DisposeBag()
            let driver = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
                .asDriver(onErrorJustReturn: -1)
            let signal = scheduler.createColdObservable([.next(15, 5)]).asSignal(onErrorJustReturn: -1)
            seen = MainActor.assumeIsolated { driveFromTheMainActor(driver, signal, bag, scheduler) }
        }
        XCTAssertEqual(seen, ["next 1", "method 1", "signal 5", "next 2", "method 2", "completed 3"])
    }
}
