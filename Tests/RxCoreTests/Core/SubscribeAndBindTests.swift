import RxCore
import RxTesting
import XCTest

final class SubscribeAndBindTests: RxTestCase {
    func testSubscribeCallbacksAndOnDisposedAfterTerminalEvent() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    /// Without `onCompleted` and `onDisposed` a subscription gets the smaller subscriber; it
    /// must behave as the full one: an error without a handler goes to the default handler,
    /// nothing is delivered after a terminal event or after `dispose()`.
    func testSubscribeWithOnlyElementAndErrorHandlers() {
        var log: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in log.append("unhandled \(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        let subject = PublishSubject<Int>()
        let onlyNext = subject.subscribe(onNext: { log.append("a \($0)") })
        let withError = subject.subscribe(onNext: { log.append("b \($0)") }, onError: { log.append("b \($0)") })
        let disposedEarly = subject.subscribe(onNext: { log.append("c \($0)") })
        subject.onNext(1)
        disposedEarly.dispose()
        subject.onNext(2)
        subject.onError(TestError(7))
        XCTAssertEqual(
            log, ["a 1", "b 1", "c 1", "a 2", "b 2", "unhandled TestError(7)", "b TestError(7)"])
        onlyNext.dispose()
        withError.dispose()
        let misbehaving = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError(8))
            return Disposables.create()
        }
        log = []
        _ = misbehaving.subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["next 1"])
    }

    func testSubscribeWithObjectHoldsItWeakly() {
        final class Owner { var values: [Int] = [] }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
        subject.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        subscription.dispose()
    }

    func testBindToObserversAndClosures() {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject<Int?>(value: nil)
        var received: [Int] = []
        let bag = DisposeBag()
        first.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        Observable.of(1, 2).bind(to: first).disposed(by: bag)
        Observable.of(3).bind(to: second).disposed(by: bag)
        Observable.of(4).bind(onNext: { received.append($0) }).disposed(by: bag)
        XCTAssertEqual(received, [1, 2, 4])
        XCTAssertEqual(try second.value(), 3)
    }

    func testBindingErrorGoesToTheHook() {
        var reported: [String] = []
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { reported.append("\($0)") }
        defer { Hooks.bindingErrorHandler = previous }
        _ = Observable<Int>.error(TestError(4)).bind(onNext: { _ in })
        XCTAssertEqual(reported, ["TestError(4)"])
    }

    /// As RxCocoa: `bind(to: observer)` forwards every event, errors included, to the
    /// observer; only a `Binder` (and relays) treat an error as a programming error.
    func testBindToAnObserverForwardsErrors() {
        var reported: [String] = []
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { reported.append("\($0)") }
        defer { Hooks.bindingErrorHandler = previous }
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        _ = Observable<Int>.concat(.just(1), .error(TestError(5))).bind(to: observer)
        XCTAssertEqual(received, [.next(1), .error(TestError(5))])
        XCTAssertEqual(reported, [], "the observer got the error; no binding error")
        _ = Observable<Int>.error(TestError(6)).bind(to: Binder(self) { _, _ in })
        XCTAssertEqual(reported, ["TestError(6)"], "a Binder reports it")
    }

    func testAnyObserverAndMapObserver() {
        var received: [Event<String>] = []
        let observer = AnyObserver<String> { received.append($0) }
        let mapped: AnyObserver<Int> = observer.mapObserver { "#\($0)" }
        mapped.onNext(1)
        mapped.onCompleted()
        XCTAssertEqual(received, [.next("#1"), .completed])
    }

    func testEventAccessors() {
        let next = Event.next(1)
        let failure = Event<Int>.error(TestError(2))
        XCTAssertEqual(next.element, 1)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(failure.isStopEvent)
        XCTAssertEqual(failure.error as? TestError, TestError(2))
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertEqual(next.map { $0 + 1 }, .next(2))
        XCTAssertEqual(next.debugDescription, "next(1)")
    }

    /// As RxSwift 6: `object.rx.property` is a `Binder` for any writable property of a class,
    /// applied on the main scheduler (inline here, on the main thread), holding it weakly.
    func testReactiveNamespaceBindsWritableProperties() {
        final class Counter: ReactiveCompatible { var value = 3 }
        let counter = Counter()
        XCTAssertTrue(counter.rx.base === counter)
        let subscription = Observable.of(10, 11).bind(to: counter.rx.value)
        XCTAssertEqual(counter.value, 11)
        subscription.dispose()
    }

    func testCustomObservableTypeIsWrapped() {
        struct Numbers: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(try Numbers().map { $0 * 5 }.toBlocking().toArray(), [5])
    }
}
