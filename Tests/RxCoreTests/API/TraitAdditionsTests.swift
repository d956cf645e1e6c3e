import RxCore
import RxTesting
import XCTest

/// RxSwift 6's trait operators the first wave lacked, in virtual time.
final class TraitAdditionsTests: RxTestCase {
    func testMaybeZipOfTwoToEightAndItsEmptyCase() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Maybe.zip(Maybe.just(1), Maybe.just("a"), Maybe.just(true)) { "\($0)\($1)\($2)" }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(200, "1atrue"), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start {
            Maybe.zip(Maybe<Int>.empty(), Maybe.just(2)).asObservable().map { $0.0 + $0.1 }
        }
        XCTAssertEqual(empty.events, [.completed(200)])
        let eight = TestScheduler(initialClock: 0).start { () -> Observable<Int> in
            let one = Maybe.just(1)
            return Maybe.zip(one, one, one, one, one, one, one, one) {
                (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }.asObservable()
        }
        XCTAssertEqual(eight.events, [.next(200, 8), .completed(200)])
    }

    func testSingleZipOfACollection() throws {
        XCTAssertEqual(try Single.zip([Single.just(1), .just(2), .just(3)]).toBlocking().single(), [1, 2, 3])
        XCTAssertEqual(try Single.zip([Single<Int>](), resultSelector: { $0.count }).toBlocking().single(), 0)
        XCTAssertThrowsError(try Single.zip([Single.just(1), .error(TestError(3))]).toBlocking().single())
    }

    func testTimersOfTraits() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler).asObservable() }
        XCTAssertEqual(single.events, [.next(230, 0), .completed(230)])
        let second = TestScheduler(initialClock: 0)
        let maybe = second.start { Maybe<Int>.timer(.seconds(40), scheduler: second).asObservable() }
        XCTAssertEqual(maybe.events, [.next(240, 0), .completed(240)])
        let third = TestScheduler(initialClock: 0)
        let just = third.start { Maybe.just(7, scheduler: third).asObservable() }
        XCTAssertEqual(
            just.events, [.next(201, 7), .completed(202)], "as RxSwift: the completion is a second scheduled action")
    }

    func testCompletableConcatAndZipOfSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let concatenated = scheduler.start {
            [first, second].map { $0.asObservable().asCompletable() }.reduce(Completable.empty()) { $0.concat($1) }
                .asObservable()
        }
        XCTAssertEqual(concatenated.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let a = scheduler2.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let b = scheduler2.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
        let zipped = scheduler2.start {
            Completable.zip([a, b].map { $0.asObservable().asCompletable() }).asObservable()
        }
        XCTAssertEqual(zipped.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
        let sequence = TestScheduler(initialClock: 0).start {
            Completable.concat(AnySequence([Completable.empty(), .empty()])).asObservable()
        }
        XCTAssertEqual(sequence.events, [.completed(200)])
    }

    func testInfallibleCreationAndOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let of = scheduler.start { Infallible.of(1, 2, 3, scheduler: scheduler).asObservable() }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        let combined = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just("b")) { "\($0)\($1)" }.asObservable()
        }
        XCTAssertEqual(combined.events, [.next(200, "1b"), .completed(200)])
        let zipped = TestScheduler(initialClock: 0).start {
            Infallible.zip([Infallible.of(1, 2), .of(10, 20)]) { $0.reduce(0, +) }.asObservable()
        }
        XCTAssertEqual(zipped.events, [.next(200, 11), .next(200, 22), .completed(200)])
        let chained = TestScheduler(initialClock: 0).start {
            Infallible.concat([Infallible.of(1, 2, 3), .of(4, 5)]).skip(while: { $0 < 2 }).take(while: { $0 < 5 })
                .asObservable()
        }
        XCTAssertEqual(chained.events, [.next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
    }

    func testRelaysAndControlEventsAsInfallible() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asInfallible().subscribe(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
        let publish = PublishRelay<String>()
        var texts: [String] = []
        let other = publish.asInfallible().subscribe(onNext: { texts.append($0) })
        publish.accept("x")
        XCTAssertEqual(texts, ["x"])
        other.dispose()
    }
}
