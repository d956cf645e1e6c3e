import RxCore
import RxTesting
import RxUI
import XCTest

private struct Failure: Error {}

final class DriverSignalTests: RxTestCase {
    func testAsDriverDeliversOnTheSharingSchedulerAndReplacesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1).map { $0 * 2 } }
            XCTAssertEqual(observer.events, [.next(211, 2), .next(221, -2), .completed(221)])
        }
    }

    func testDriverReplaysTheLatestElementToLateObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: "a")
            let driver = relay.asDriver()
            let first = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            var bag: [Disposable] = []
            scheduler.scheduleAt(100) { bag.append(driver.drive(first)) }
            scheduler.scheduleAt(110) { relay.accept("b") }
            scheduler.scheduleAt(120) { bag.append(driver.drive(late)) }
            scheduler.scheduleAt(200) { bag.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(101, "a"), .next(111, "b")])
            XCTAssertEqual(late.events, [.next(120, "b")])
        }
    }

    func testSignalDoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var bag: [Disposable] = []
            scheduler.scheduleAt(100) { bag.append(signal.emit(to: first)) }
            scheduler.scheduleAt(110) { relay.accept(1) }
            scheduler.scheduleAt(120) { bag.append(signal.emit(to: late)) }
            scheduler.scheduleAt(130) { relay.accept(2) }
            scheduler.scheduleAt(200) { bag.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(111, 1), .next(131, 2)])
            XCTAssertEqual(late.events, [.next(131, 2)])
        }
    }

    func testDriverOperatorsRunOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable([
                .next(210, "r"), .next(215, "rx"), .next(240, "rxs"), .next(245, "rxs"),
            ])
            let observer = scheduler.start {
                text.asDriver(onErrorJustReturn: "")
                    .debounce(.seconds(10))
                    .distinctUntilChanged()
                    .flatMapLatest { query in Driver.just(query.count) }
            }
            XCTAssertEqual(observer.events, [.next(227, 2), .next(257, 3)])
        }
    }

    func testDriverCreationAndCombining() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.start {
                Driver.combineLatest([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(observer.events, [.next(201, 3), .completed(201)])

            let merged = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
                Driver.merge(Driver.of(1, 2), Driver.just(3))
            }
            XCTAssertEqual(merged.events.map(\.value.element), [1, 3, 2, nil])
        }
    }

    func testDriveToRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 0)
            var seen: [Int] = []
            let bag = DisposeBag()
            Driver.just(5).drive(relay).disposed(by: bag)
            Driver.just(6).drive(onNext: { seen.append($0) }).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(relay.value, 5)
            XCTAssertEqual(seen, [6])
        }
    }

    func testDriverOnTheRealMainScheduler() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received, [1], "delivered inline on the main thread")
        DispatchQueue.global().async { subject.onNext(2) }
        XCTAssertTrue(waitUntilMain { received == [1, 2] })
        subscription.dispose()
    }
}

final class BinderAndControlTests: RxTestCase {
    final class Label {
        var text = ""
        var hidden = false
    }

    func testBinderAppliesOnItsSchedulerAndHoldsTheTargetWeakly() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        let binder = Binder<String>(label!, scheduler: scheduler) { $0.text = $1 }
        let source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let subscription = source.bind(to: binder)
        scheduler.advanceTo(220)
        XCTAssertEqual(label?.text, "a")
        weak let weakLabel = label
        label = nil
        XCTAssertNil(weakLabel)
        scheduler.start()
        subscription.dispose()
    }

    func testMainActorBinder() {
        @MainActor final class View { var title = "" }
        let view = MainActor.assumeIsolated { View() }
        let binder = Binder<String>(mainActor: view) { view, title in view.title = title }
        let subscription = Observable.just("Hello").bind(to: binder)
        XCTAssertEqual(MainActor.assumeIsolated { view.title }, "Hello")
        subscription.dispose()
    }

    func testControlPropertyOrEmptyAndChanged() {
        let storage = BehaviorRelay<String?>(value: nil)
        let property = ControlProperty<String?>(
            values: storage.asObservable(), valueSink: Binder(storage) { $0.accept($1) })
        var texts: [String] = []
        var changes: [String] = []
        let a = property.orEmpty.subscribe(onNext: { texts.append($0) })
        let b = property.orEmpty.changed.subscribe(onNext: { changes.append($0) })
        Observable.just("typed").bind(to: property.orEmpty).dispose()
        XCTAssertEqual(texts, ["", "typed"])
        XCTAssertEqual(changes, ["typed"])
        a.dispose()
        b.dispose()
    }

    func testControlEventAsSignal() {
        let taps = PublishRelay<Void>()
        let event = ControlEvent(events: taps)
        var count = 0
        let subscription = event.asSignal().emit(onNext: { count += 1 })
        taps.accept(())
        taps.accept(())
        XCTAssertEqual(count, 2)
        subscription.dispose()
    }

    func testHasDisposeBagGivesAnyClassABag() {
        final class Screen: HasDisposeBag {}
        var disposed = false
        var screen: Screen? = Screen()
        Disposables.create { disposed = true }.disposed(by: screen!.rx.disposeBag)
        screen = nil
        DisposeBagTable.sweep()
        XCTAssertTrue(disposed)

        final class OwnBag: HasDisposeBag { var disposeBag = DisposeBag() }
        var ownDisposed = false
        var owner: OwnBag? = OwnBag()
        Disposables.create { ownDisposed = true }.disposed(by: owner!.rx.disposeBag)
        owner = nil
        XCTAssertTrue(ownDisposed)
    }
}

func waitUntilMain(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
    return true
}

/// Driver's and Signal's `map` and `filter` build the stage and its sharing as one producer
/// (`mapShared`, `filterShared`): the replay of each kind holds through them.
final class SharedStageOperatorTests: RxTestCase {
    func testDriverMapAndFilterReplayTheLatestToALateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            let driver = relay.asDriver().map { $0 * 10 }.filter { $0 != 20 }
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var bag: [Disposable] = []
            scheduler.scheduleAt(100) { bag.append(driver.drive(first)) }
            scheduler.scheduleAt(110) { relay.accept(2) }
            scheduler.scheduleAt(120) { relay.accept(3) }
            scheduler.scheduleAt(130) { bag.append(driver.drive(late)) }
            scheduler.scheduleAt(200) { bag.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(101, 10), .next(121, 30)])
            XCTAssertEqual(late.events, [.next(130, 30)])
        }
    }

    func testSignalMapAndFilterDoNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal().map { $0 * 10 }.filter { $0 != 20 }
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var bag: [Disposable] = []
            scheduler.scheduleAt(100) { bag.append(signal.emit(to: first)) }
            scheduler.scheduleAt(110) { relay.accept(1) }
            scheduler.scheduleAt(120) { bag.append(signal.emit(to: late)) }
            scheduler.scheduleAt(130) { relay.accept(2) }
            scheduler.scheduleAt(140) { relay.accept(3) }
            scheduler.scheduleAt(200) { bag.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(111, 10), .next(141, 30)])
            XCTAssertEqual(late.events, [.next(141, 30)])
        }
    }

    /// One live resource per Driver stage (its connection) — the stage's own sink is gone.
    func testADriverStageCostsOneConnection() throws {
        try XCTSkipUnless(Resources.isTracing)
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            func liveWhileDriven(_ driver: Driver<Int>) -> Int32 {
                let before = Resources.total
                let subscription = driver.drive(onNext: { _ in })
                defer { subscription.dispose() }
                return Resources.total - before
            }
            _ = liveWhileDriven(relay.asDriver()) // what the first subscription creates once
            let base = liveWhileDriven(relay.asDriver())
            XCTAssertEqual(liveWhileDriven(relay.asDriver().map { $0 }.filter { _ in true }), base + 2)
        }
    }
}
