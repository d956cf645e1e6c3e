import Foundation
import RxCore
import RxTesting
import XCTest

/// Operators RxSwift 6 has that the first wave lacked, tested the way RxTest tests are.
final class NewOperatorTests: RxTestCase {
    // MARK: buffer(timeSpan:count:scheduler:)

    func testBufferEmitsWhenFullOrWhenTheTimeSpanEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let observer = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            observer.events.map { "\($0.time) \($0.value)" },
            [
                "240 next([1, 2, 3])", "310 next([4])", "370 next([5, 6, 7])", "440 next([8])",
                "510 next([9])", "580 next([])", "600 next([])", "600 completed",
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    func testBufferForwardsAnErrorAndDropsTheArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .error(230, TestError(1))])
        let observer = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(observer.events.map { "\($0.time) \($0.value)" }, ["230 error(TestError(1))"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testBufferDisposedStopsItsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .next(280, 2)])
        let observer = scheduler.start(disposed: 300) {
            source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events.map { "\($0.time) \($0.value)" }, ["270 next([1])"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    // MARK: sample(_:defaultValue:)

    func testSampleEmitsTheLatestElementOncePerSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(320),
        ])
        let sampler = scheduler.createHotObservable([
            .next(250, "a"), .next(260, "b"), .next(300, "c"), .next(330, "d"), .next(400, "e"),
        ])
        let observer = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(observer.events, [.next(250, 3), .next(300, 4), .completed(330)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 320)], "ended when the source completed")
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 330)])
    }

    func testSampleWithADefaultValueEmitsItWhenNothingNewArrived() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let sampler = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .next(240, ())])
        let observer = scheduler.start { source.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(observer.events, [.next(210, 0), .next(230, 2), .next(240, 0)])
    }

    func testSampleForwardsErrorsOfEitherSide() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 2)])
        let sampler = scheduler.createHotObservable([.error(230, TestError(2))] as [Recorded<Event<Int>>])
        let observer = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(observer.events, [.error(230, TestError(2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    // MARK: withUnretained, bind(with:)

    func testWithUnretainedPairsElementsWithTheObjectAndCompletesOnceItIsGone() {
        final class Owner { let name = "owner" }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        var received: [String] = []
        var completed = false
        let subscription = subject.withUnretained(owner!).subscribe(
            onNext: { received.append("\($0.0.name) \($0.1)") }, onCompleted: { completed = true })
        subject.onNext(1)
        owner = nil
        XCTAssertFalse(completed, "completes at the next element, when it finds the object gone")
        subject.onNext(2)
        XCTAssertEqual(received, ["owner 1"])
        XCTAssertTrue(completed)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testBindWithHandsTheObjectToTheClosureWhileItLives() {
        final class Screen { var shown: [Int] = [] }
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subscription = subject.bind(with: screen!) { screen, value in screen.shown.append(value) }
        subject.onNext(1)
        XCTAssertEqual(screen?.shown, [1])
        screen = nil
        XCTAssertNil(weakScreen, "bind(with:) holds the object weakly")
        subject.onNext(2)
        subscription.dispose()
    }

    // MARK: decode(type:decoder:)

    func testDecodeTurnsDataIntoValuesAndFailsOnBadData() {
        struct Repo: Decodable, Equatable { let name: String }
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"RxSwift"}"#.utf8)), .next(220, Data("{".utf8)),
        ])
        let observer = scheduler.start { source.decode(type: Repo.self, decoder: JSONDecoder()).map { $0.name } }
        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(observer.events.first, .next(210, "RxSwift"))
        XCTAssertEqual(observer.events.last?.time, 220)
        XCTAssertNotNil(observer.events.last?.value.error as? DecodingError)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    // MARK: catch(sequence:), concat of a sequence

    func testCatchSequenceMovesToTheNextSourceOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(1))])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let observer = scheduler.start { Observable.catch(sequence: [first, second, third].map { $0.asObservable() }) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(third.subscriptions, [Subscription(240, 260)])
    }

    func testCatchSequenceForwardsTheLastErrorWhenAllFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, TestError(1))] as [Recorded<Event<Int>>])
        let second = scheduler.createColdObservable([.error(10, TestError(2))] as [Recorded<Event<Int>>])
        let observer = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(observer.events, [.error(220, TestError(2))])
        let none = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(none.events, [.completed(1000)])
    }

    func testConcatOfALazySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.concat((1...3).lazy.map { Observable.just($0) }) }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    // MARK: skip(_:scheduler:)

    func testTimeBasedSkipSpelledAsRxSwiftDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { source.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }
}

/// RxSwift 6's `Hooks`, `CompositeDisposable` and `Resources` additions.
final class HooksAndResourcesTests: RxTestCase {
    func testDefaultErrorHandlerReceivesTheSubscriptionCallStackWhenRecording() {
        let previous = (
            Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError
        )
        defer {
            (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError) =
                previous
        }
        var reports: [String] = []
        Hooks.defaultErrorHandler = { stack, error in reports.append("\(error) from \(stack)") }
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }

        _ = Observable<Int>.error(TestError(1)).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError(2)).subscribe()
        _ = Single<Int>.error(TestError(3)).subscribe()
        _ = Observable<Int>.error(TestError(4)).subscribe(onError: { _ in })
        XCTAssertEqual(
            reports,
            [
                "TestError(1) from []",
                "TestError(2) from [\"frame 1\", \"frame 2\"]",
                "TestError(3) from [\"frame 1\", \"frame 2\"]",
            ])
    }

    func testCompositeDisposableOfFourOrMore() {
        var disposed: [Int] = []
        let composite = CompositeDisposable(
            Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) },
            Disposables.create { disposed.append(5) })
        XCTAssertEqual(composite.count, 5)
        composite.dispose()
        XCTAssertEqual(disposed.sorted(), [1, 2, 3, 4, 5])
    }

    func testSerialDispatchQueueObservablesAreCounted() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        let subscription = PublishSubject<Int>().observe(on: MainScheduler.instance).subscribe()
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        subscription.dispose()
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }
}
