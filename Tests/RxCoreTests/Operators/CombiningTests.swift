import RxCore
import RxTesting
import XCTest

final class CombiningTests: RxTestCase {
    func testFlatMapMergesInnerSequencesAndWaitsForAllToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(10, "b1"), .completed(50)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(230)])
        let observer = scheduler.start { outer.flatMap { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(observer.events, [.next(220, "a1"), .next(235, "b1"), .next(240, "a2"), .completed(275)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(225, 275)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapInnerErrorDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let good = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let bad = scheduler.createColdObservable([.error(5, TestError(7))] as [Recorded<Event<Int>>])
        let outer = scheduler.createHotObservable([.next(210, true), .next(230, false)])
        let observer = scheduler.start { outer.flatMap { $0 ? good : bad } }
        XCTAssertEqual(observer.events, [.next(220, 1), .error(235, TestError(7))])
        XCTAssertEqual(good.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
    }

    func testFlatMapSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.start {
            outer.flatMap { value -> Observable<Int> in
                if value == 2 { throw TestError(2) }
                return .just(value)
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(2))])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapLatestSwitchesToTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(10, "b1"), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let observer = scheduler.start { outer.flatMapLatest { $0 == 1 ? inner1 : inner2 } }
        XCTAssertEqual(observer.events, [.next(220, "a1"), .next(240, "b1"), .completed(300)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 250)])
    }

    func testFlatMapLatestCompletesWhenOuterAndLatestInnerAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let outer = scheduler.createHotObservable([.next(210, ()), .completed(220)])
        let observer = scheduler.start { outer.flatMapLatest { inner } }
        XCTAssertEqual(observer.events, [.next(220, 1), .completed(260)])
    }

    func testFlatMapFirstIgnoresElementsWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(30)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let observer = scheduler.start { outer.flatMapFirst { value in inner.map { "\($0)\(value)" } } }
        XCTAssertEqual(observer.events, [.next(220, "x1"), .next(260, "x3"), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
    }

    /// As in RxSwift, the selector is not called for an element that arrives while an inner
    /// sequence runs: it is dropped, and a selector that would throw for it cannot fail the stream.
    func testFlatMapFirstDoesNotCallItsSelectorForDroppedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(30)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        var selected: [Int] = []
        let observer = scheduler.start {
            outer.flatMapFirst { value -> Observable<String> in
                selected.append(value)
                if value == 2 { throw TestError(2) }
                return inner.map { "\($0)\(value)" }
            }
        }
        XCTAssertEqual(observer.events, [.next(220, "x1"), .next(260, "x3"), .completed(300)])
        XCTAssertEqual(selected, [1, 3])
    }

    func testConcatMapRunsInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, "x"), .completed(30)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { outer.concatMap { value in inner.map { "\($0)\(value)" } } }
        XCTAssertEqual(observer.events, [.next(220, "x1"), .next(250, "x2"), .completed(270)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func testStaticMergeInterleavesAndCompletesLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testMergeMaxConcurrentQueues() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let outer = scheduler.createHotObservable([
            .next(210, inner.asObservable()), .next(211, inner.asObservable()), .next(212, inner.asObservable()),
            .completed(215),
        ])
        let observer = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(221, 1), .next(240, 1), .completed(250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(211, 231), Subscription(230, 250)])
    }

    func testConcatSubscribesToTheNextSourceAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let observer = scheduler.start { first.concat(second) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])
    }

    /// As RxSwift's: the next source is subscribed as soon as the previous one completes, not
    /// queued on the current-thread trampoline behind other work — a concatenation of `just`s
    /// merged with another runs to its end before the other starts, and one whose first source
    /// steps through the trampoline (`of`) takes turns with its neighbour only while it does.
    /// (Queued, they interleaved: 1, 4, 2, 5, 3.) The expected orders are what the same
    /// expressions deliver compiled against RxSwift 6.9.1 (0 marks completion).
    func testConcatenationSubscribesTheNextSourceAtOnce() {
        func received(_ source: Observable<Int>) -> [Int] {
            var received: [Int] = []
            _ = source.subscribe(onNext: { received.append($0) }, onCompleted: { received.append(0) })
            return received
        }
        let cases: [(Observable<Int>, [Int])] = [
            (.merge(.concat(.just(1), .just(2), .just(3)), .concat(.just(4), .just(5))), [1, 2, 3, 4, 5, 0]),
            (
                .merge(
                    Observable.of(Observable.just(1), .just(2)).concat(),
                    Observable.of(Observable.just(3), .just(4)).concat()),
                [1, 3, 2, 4, 0]
            ),
            (.merge(.concat(.of(1, 2), .of(3, 4)), .of(5, 6)), [1, 5, 2, 6, 3, 4, 0]),
            (.merge(Observable.just(1).concat(Observable.just(2)), .just(3)), [1, 2, 3, 0]),
            (.merge(Observable.of(1, 2).startWith(0), Observable.of(5, 6).startWith(4)), [0, 4, 1, 5, 2, 6, 0]),
            (.merge(Observable.of(1, 2).concatMap { Observable.just($0 * 10) }, .of(7, 8)), [10, 7, 20, 8, 0]),
            (
                .merge(Observable.of(1, 2).concatMap { Observable.of($0 * 10, $0 * 10 + 1) }, .of(7, 8)),
                [7, 10, 8, 11, 20, 21, 0]
            ),
            (.merge(.concat(.of(1, 2), .just(3)), .concat(.just(4), .of(5, 6))), [4, 1, 5, 2, 6, 3, 0]),
            (Observable.of(1, 2).flatMap { Observable.concat(.just($0), .just($0 * 10)) }, [1, 10, 2, 20, 0]),
            (.merge(Observable.of(1).concat(Observable.of(2)), .of(3)), [1, 3, 2, 0]),
            (.merge(Observable.repeatElement(1).take(3), .of(5, 6)), [1, 5, 1, 6, 1, 0]),
        ]
        for (index, (source, expected)) in cases.enumerated() {
            XCTAssertEqual(received(source), expected, "case \(index + 1)")
        }
        var late: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.concat(Observable.of(7, 8)).subscribe(onNext: { late.append($0) })
        subject.onNext(6)
        subject.onCompleted()
        XCTAssertEqual(late, [6, 7, 8], "a completion outside any subscription subscribes the next source at once")
        subscription.dispose()
    }

    /// A long chain of sources that complete while subscribed runs in a loop, not a stack.
    func testTenThousandSynchronousSourcesInALoop() {
        var count = 0
        _ = Observable.concat((0..<10_000).map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 10_000)
    }

    func testConcatStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, TestError(1))] as [Recorded<Event<Int>>])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
        XCTAssertEqual(observer.events, [.error(210, TestError(1))])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testCombineLatestWaitsForEverySourceThenEmitsOnEachChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let observer = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestTupleFormAndThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(240, 4)])
        let observer = scheduler.start { Observable.combineLatest(a, b, c).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(observer.events, [.next(230, "123"), .next(240, "124")])
    }

    func testCombineLatestCompletesWhenASourceCanNeverEmit() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let b = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let observer = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.completed(220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestErrorAndSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(240, TestError(1))])
        let b = scheduler.createHotObservable([.next(220, 2), .next(230, 3)])
        let observer = scheduler.start {
            Observable.combineLatest(a, b) { x, y -> Int in
                if y == 3 { throw TestError(3) }
                return x + y
            }
        }
        XCTAssertEqual(observer.events, [.next(220, 3), .error(230, TestError(3))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...3).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(250)])
        }
        let observer = scheduler.start { Observable.combineLatest(sources.map { $0.asObservable() }) }
        XCTAssertEqual(observer.events, [.next(230, [1, 2, 3]), .completed(250)])
    }

    func testZipPairsByIndexAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(225, "a"), .next(235, "b"), .completed(260)])
        let observer = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(observer.events, [.next(225, "1a"), .next(235, "2b"), .completed(260)])
    }

    func testZipCollectionAndTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let b = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
        let observer = scheduler.start { Observable.zip([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(observer.events, [.next(215, [1, 10]), .next(230, [2, 20])])

        let scheduler2 = TestScheduler(initialClock: 0)
        let c = scheduler2.createHotObservable([.next(210, 1)])
        let d = scheduler2.createHotObservable([.next(215, "x")])
        let tuples = scheduler2.start { Observable.zip(c, d).map { "\($0)\($1)" } }
        XCTAssertEqual(tuples.events, [.next(215, "1x")])
    }

    func testWithLatestFromSamplesTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .next(250, ()), .completed(260)])
        let text = scheduler.createHotObservable([.next(220, "a"), .next(240, "ab"), .completed(245)])
        let observer = scheduler.start { taps.withLatestFrom(text) }
        XCTAssertEqual(observer.events, [.next(230, "a"), .next(250, "ab"), .completed(260)])
        XCTAssertEqual(text.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFromSecondErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(230, 1)])
        let second = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(2))])
        let observer = scheduler.start { first.withLatestFrom(second) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.error(220, TestError(2))])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    }

    func testAmbMirrorsTheFirstToReact() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let fast = scheduler.createHotObservable([.next(220, 2), .next(235, 3), .completed(250)])
        let observer = scheduler.start { slow.amb(fast) }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(235, 3), .completed(250)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestOfNoSourcesEmitsTheSelectorOfNothingThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<String>.combineLatest([Observable<Int>](), resultSelector: { "count \($0.count)" })
        }
        XCTAssertEqual(observer.events, [.next(200, "count 0"), .completed(200)])
        let arrays = scheduler.createObserver([Int].self)
        _ = Observable<Int>.combineLatest([Observable<Int>]()).subscribe(arrays)
        XCTAssertEqual(arrays.events.count, 2)
        XCTAssertEqual(arrays.events.first?.value.element, [])
    }

    func testZipOfNoSourcesOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
        XCTAssertEqual(observer.events, [.completed(200)])
    }
}
