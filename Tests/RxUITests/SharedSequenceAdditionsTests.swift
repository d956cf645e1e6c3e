import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

private struct Failure: Error {}

/// RxCocoa 6's SharedSequence API the first wave lacked, in virtual time.
final class SharedSequenceAdditionsTests: RxTestCase {
    func testCreationFromSequencesTimersAndConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let from = scheduler.start { Driver.from(AnySequence([1, 2])) }
            XCTAssertEqual(from.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let ticks = scheduler2.start(disposed: 235) { Signal<Int>.interval(.seconds(10)) }
            XCTAssertEqual(ticks.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let concatenated = scheduler3.start { Driver.concat([Driver.just(1), Driver.just(2)]) }
            XCTAssertEqual(concatenated.events, [.next(201, 1), .next(202, 2), .completed(202)])
        }
    }

    func testCollectionsWithoutASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asDriver(onErrorJustReturn: 0)
            let second = scheduler.createHotObservable([.next(220, 2)]).asDriver(onErrorJustReturn: 0)
            let combined = scheduler.start { Driver.combineLatest([first, second]) }
            XCTAssertEqual(
                combined.events.map { "\($0.time) \($0.value.element ?? [])" }, ["221 [1, 2]", "231 [3, 2]"])
        }
    }

    /// A Signal of taps mapped to Drivers: the inner sharing strategy wins.
    func testFlatMapLatestIntoAnotherSharingStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(210, ()), .next(240, ())]).asSignal(onErrorJustReturn: ())
            var count = 0
            let observer = scheduler.start { () -> Driver<Int> in
                taps.flatMapLatest { () -> Driver<Int> in
                    count += 1
                    return Driver.just(count)
                }
            }
            XCTAssertEqual(observer.events, [.next(212, 1), .next(242, 2)])
        }
    }

    func testMergeAtMostNAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let inner1 = scheduler.createColdObservable([.next(10, "a"), .completed(20)]).asDriver(
                onErrorJustReturn: "")
            let inner2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)]).asDriver(
                onErrorJustReturn: "")
            let outer = scheduler.createHotObservable([.next(210, inner1), .next(212, inner2)]).asDriver(
                onErrorJustReturn: .empty())
            let observer = scheduler.start { outer.merge(maxConcurrent: 1) }
            // inner1 from 211: "a" at 221 (+1 tick to deliver), done at 232; then inner2: "b" at 242 + 1.
            XCTAssertEqual(observer.events, [.next(222, "a"), .next(243, "b")])
        }
    }

    func testGenericSharedSequenceConversionAndCreateUnsafe() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
            let observer = scheduler.start {
                source.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1)
            }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        let unsafe = scheduler2.start { Driver<Int>.createUnsafe(source: Observable.of(1, 2)) }
        XCTAssertEqual(unsafe.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    /// A type that only provides `asSharedSequence()` — the well-known `ActivityIndicator`
    /// shape — is usable as an `Observable` and as a `Driver`.
    func testSharedSequenceConvertibleDefaults() {
        struct Loading: SharedSequenceConvertibleType {
            typealias Element = Bool
            typealias SharingStrategy = DriverSharingStrategy
            let relay: BehaviorRelay<Bool>
            func asSharedSequence() -> Driver<Bool> { relay.asDriver() }
        }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let loading = Loading(relay: BehaviorRelay(value: false))
            let asObservable = scheduler.start { loading.asObservable() }
            XCTAssertEqual(asObservable.events, [.next(201, false)])
            _ = loading.asDriver()
        }
    }

    func testDriveAndEmitIntoRelaysOfOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let publish = PublishRelay<Int?>()
            let replay = ReplayRelay<Int?>.create(bufferSize: 2)
            let behavior = BehaviorRelay<Int?>(value: nil)
            var published: [Int?] = []
            let bag = DisposeBag()
            publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
            let numbers = Driver.of(1, 2)
            numbers.drive(publish).disposed(by: bag)
            numbers.drive(replay).disposed(by: bag)
            Signal.of(3).emit(to: behavior).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(published, [1, 2])
            XCTAssertEqual(behavior.value, 3)
            var replayed: [Int?] = []
            replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
            XCTAssertEqual(replayed, [1, 2])
        }
    }
}

final class SharedSequenceValuesTests: RxTestCase {
    func testDriverValuesAsAnAsyncStream() {
        var stream: AsyncStream<Int>?
        SharingScheduler.mock(scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) {
            stream = Driver.of(1, 2, 3).values
        }
        let collected = Collected()
        let done = expectation(description: "the stream ended")
        let values = stream!
        Task {
            for await value in values { collected.append(value) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(collected.all, [1, 2, 3])
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}
