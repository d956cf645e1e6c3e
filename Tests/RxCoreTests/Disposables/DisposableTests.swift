import RxCore
import RxTesting
import XCTest

final class DisposableTests: RxTestCase {
    func testAnonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testBinaryAndCompositeCreate() {
        var log: [Int] = []
        Disposables.create(Disposables.create { log.append(1) }, Disposables.create { log.append(2) }).dispose()
        Disposables.create([
            Disposables.create { log.append(3) }, Disposables.create { log.append(4) },
            Disposables.create { log.append(5) },
        ]).dispose()
        XCTAssertEqual(log, [1, 2, 3, 4, 5])
    }

    func testCompositeDisposableInsertRemoveAndLateInsert() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("a") })
        composite.insert(Disposables.create { log.append("b") })
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key!)
        XCTAssertEqual(log, ["a"])
        composite.dispose()
        XCTAssertEqual(log, ["a", "b"])
        XCTAssertNil(composite.insert(Disposables.create { log.append("c") }))
        XCTAssertEqual(log, ["a", "b", "c"])
    }

    func testSerialDisposableDisposesThePrevious() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("1") }
        serial.disposable = Disposables.create { log.append("2") }
        XCTAssertEqual(log, ["1"])
        serial.dispose()
        XCTAssertEqual(log, ["1", "2"])
        serial.disposable = Disposables.create { log.append("3") }
        XCTAssertEqual(log, ["1", "2", "3"])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposableDisposesLateAssignment() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testBooleanDisposable() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testRefCountDisposableWaitsForDependents() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        let dependent = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(disposed)
        dependent.dispose()
        XCTAssertTrue(disposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testScheduledDisposableDisposesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let scheduled = ScheduledDisposable(
            scheduler: scheduler, disposable: Disposables.create { disposedAt = scheduler.clock })
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(disposedAt, 101)
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testDisposeBagDisposesOnDeinitAndImmediatelyAfterwards() {
        var log: [String] = []
        do {
            let bag = DisposeBag()
            Disposables.create { log.append("a") }.disposed(by: bag)
            bag.insert {
                Disposables.create { log.append("b") }
                Disposables.create { log.append("c") }
            }
            XCTAssertEqual(log, [])
        }
        XCTAssertEqual(log, ["a", "b", "c"])
    }

    func testDisposingStopsDeliveryAndRunsOnDisposedOnce() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var disposedCount = 0
        let subscription = subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposedCount += 1 })
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposedCount, 1)
        XCTAssertFalse(subject.hasObservers)
    }
}
