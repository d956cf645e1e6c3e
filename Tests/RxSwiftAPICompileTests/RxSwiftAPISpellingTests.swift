import Foundation
import RxCore
import RxTesting
import RxUI
// Compiled in Swift 5 language mode, like most RxSwift users' code, importing only what an
// RxSwift user's imports become: every name of `shared/reference/rxswift-api-gaps.md`,
// spelled as RxSwift's documentation spells it. It is built by every `swift test`; the test
// builds each sequence (without running it) and counts them, so a name that stops compiling
// breaks the build and one that traps breaks the test.
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct SpellingError: Error {}

private final class Owner: ReactiveCompatible {
    var number = 0
}

/// A custom `SharedSequenceConvertibleType`, the shape of the well-known `ActivityIndicator`.
private struct Spinner: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy
    func asSharedSequence() -> Driver<Bool> { Driver.just(false) }
}

/// RxSwift 5's deprecated names, reached through a protocol so that this target builds
/// without deprecation warnings while still spelling each of them.
protocol DeprecatedSpellings {
    func build() -> [Any]
}

struct RxSwift5Spellings: DeprecatedSpellings {
    @available(*, deprecated, message: "spells RxSwift 5's names on purpose")
    func build() -> [Any] {
        let source = Observable.of(1, 2, 3)
        let scheduler = MainScheduler.instance
        return [
            source.observeOn(scheduler), source.subscribeOn(scheduler),
            source.catchError { _ in .empty() }, source.catchErrorJustReturn(0),
            source.takeUntil(source), source.takeUntil(.inclusive) { $0 > 1 }, source.takeWhile { $0 < 2 },
            source.skipUntil(source), source.skipWhile { $0 < 2 }, source.elementAt(0),
            source.retryWhen { (errors: Observable<Error>) in errors },
            source.take(.seconds(1), scheduler: scheduler),
            ReplayRelay<Int>.createUnbound(),
            Single.just(1).catchErrorJustReturn(2),
        ]
    }
}

func spellRxSwift6Names() -> [Any] {
    let scheduler = MainScheduler.instance
    let source = Observable.of(1, 2, 3)
    let owner = Owner()
    var built: [Any] = []

    // Observable operators
    built.append(source.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler))
    built.append(source.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler))
    built.append(
        source.groupBy(keySelector: { $0 % 2 }).flatMap { group in group.asObservable().map { (group.key, $0) } })
    built.append(source.sample(source))
    built.append(source.sample(source, defaultValue: 0))
    built.append(source.retry(when: { (errors: Observable<Error>) in errors }))
    built.append(source.retry(when: { (errors: Observable<SpellingError>) in errors }))
    built.append(source.multicast({ PublishSubject<Int>() }, selector: { $0 }))
    built.append(Observable.catch(sequence: [source, source]))
    built.append(Observable.concat(AnySequence([source, source])))
    built.append(source.withUnretained(owner))
    built.append(source.withUnretained(owner) { owner, value in owner.number + value })
    built.append(Observable.just(Data()).decode(type: [Int].self, decoder: JSONDecoder()))
    built.append(source.skip(.seconds(1), scheduler: scheduler))
    built.append(source.take(for: .seconds(1), scheduler: scheduler))
    built.append(source.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    built.append(Observable.combineLatest([source], resultSelector: { $0.count }))
    built.append(source.bind(with: owner) { owner, value in owner.number = value })
    built.append(source.bind(to: owner.rx.number))

    // Traits
    built.append(Single.just(1).retry(when: { (errors: Observable<Error>) in errors }))
    built.append(Maybe.just(1).retry(when: { (errors: Observable<SpellingError>) in errors }))
    built.append(Single.zip([Single.just(1), Single.just(2)]))
    built.append(Single.zip([Single.just(1)], resultSelector: { $0.count }))
    built.append(Maybe.zip(Maybe.just(1), Maybe.just("a")))
    built.append(Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3)) { $0 + $1 + $2 })
    built.append(Completable.zip([Completable.empty()]))
    built.append(Completable.concat([Completable.empty()]))
    built.append(Completable.concat(AnySequence([Completable.empty()])))
    built.append(Completable.concat(Completable.empty(), Completable.empty()))
    built.append(Completable.empty().concat(Completable.empty()))
    built.append(Single<Int>.timer(.seconds(1), scheduler: scheduler))
    built.append(Maybe<Int>.timer(.seconds(1), scheduler: scheduler))
    built.append(Maybe.just(1, scheduler: scheduler))

    // Infallible
    let infallible = Infallible.of(1, 2, scheduler: scheduler)
    built.append(
        Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        })
    built.append(Infallible.just(1, scheduler: scheduler))
    built.append(Infallible.from([1, 2], scheduler: scheduler))
    built.append(Infallible.combineLatest(infallible, infallible))
    built.append(Infallible.combineLatest(infallible, infallible) { $0 + $1 })
    built.append(Infallible.combineLatest([infallible, infallible]))
    built.append(Infallible.zip(infallible, infallible) { $0 + $1 })
    built.append(Infallible.concat([infallible, infallible]))
    built.append(infallible.take(for: .seconds(1), scheduler: scheduler))
    built.append(infallible.take(until: infallible))
    built.append(infallible.take(while: { $0 < 2 }))
    built.append(infallible.skip(until: infallible))
    built.append(infallible.skip(while: { $0 < 2 }))
    built.append(infallible.distinctUntilChanged(at: \.self))
    built.append(infallible.debug("spelling"))
    built.append(infallible.take(until: { $0 > 1 }, behavior: .inclusive))
    built.append(infallible.withUnretained(owner))
    built.append(infallible.concat(infallible))
    built.append(Infallible.from(AnySequence([1]), scheduler: scheduler))
    built.append(BehaviorRelay(value: 1).asInfallible())
    built.append(PublishRelay<Int>().asInfallible())
    built.append(ReplayRelay<Int>.create(bufferSize: 1).asInfallible())

    // RxCocoa's portable part
    built.append(source.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0))
    built.append(source.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: Signal.empty()))
    built.append(
        source.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in Driver.empty() }))
    let driver = Driver.just(1)
    built.append(Driver.concat([driver, driver]))
    built.append(Driver.from(AnySequence([1, 2])))
    built.append(Driver<Int>.interval(.seconds(1)))
    built.append(Driver<Int>.timer(.seconds(1), period: .seconds(1)))
    built.append(Driver.deferred { driver })
    built.append(Driver.just(driver).merge(maxConcurrent: 1))
    built.append(Driver.zip([driver, driver]))
    built.append(Driver.combineLatest([driver, driver]))
    built.append(Driver<Int>.createUnsafe(source: source))
    built.append(Signal.just(()).flatMapLatest { driver })
    built.append(driver.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    let optionalRelay = PublishRelay<Int?>()
    built.append(driver.drive(optionalRelay))
    built.append(Signal.just(1).emit(to: optionalRelay))
    built.append(source.bind(to: optionalRelay))
    built.append(Reactive(NotificationCenter.default).notification(Notification.Name("spelling")))
    built.append(URLSession.shared.rx.data(request: URLRequest(url: URL(fileURLWithPath: "/"))))
    built.append(URLSession.shared.rx.response(request: URLRequest(url: URL(fileURLWithPath: "/"))))
    built.append(URLSession.shared.rx.json(url: URL(fileURLWithPath: "/")))
    built.append(Binder(owner) { owner, value in owner.number = value })
    let property = ControlProperty<String?>(values: Observable.just(nil), valueSink: AnyObserver<String?> { _ in })
    built.append(property.orEmpty)
    built.append(ControlEvent<Void>(events: Observable.just(())).asInfallible())
    built.append(Spinner().asObservable())
    built.append(Spinner().asDriver())

    // Hooks, resources, disposables
    let previous = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError)
    Hooks.defaultErrorHandler = { callStack, error in previous.0(callStack, error) }
    Hooks.customCaptureSubscriptionCallstack = { [] }
    Hooks.recordCallStackOnError = false
    (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError) = previous
    built.append(
        CompositeDisposable(
            Disposables.create(), Disposables.create(), Disposables.create(), Disposables.create(), Disposables.create()
        ))
    built.append(Resources.numberOfSerialDispatchQueueObservables)

    // RxTest / RxBlocking
    built.append(Recorded.completed(250, Int.self))
    built.append(Recorded.error(250, SpellingError(), Int.self))
    built.append(Subscription(200, 300).hashValue)
    return built
}

final class RxSwiftAPISpellingTests: XCTestCase {
    func testEveryRxSwiftNameBuilds() {
        let current = spellRxSwift6Names()
        let deprecated = (RxSwift5Spellings() as DeprecatedSpellings).build()
        XCTAssertEqual(current.count, 86)
        XCTAssertEqual(deprecated.count, 14)
        for case let disposable as Disposable in current { disposable.dispose() }
    }

    func testRxTestConveniencesSpelledAsRxTest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        func factory() -> Observable<Int> { Observable.of(1, 2) }
        let observer = scheduler.start(factory)
        XCTAssertRecordedElements(observer.events, [1, 2])
        XCTAssertEqual([MaybeEvent.success(1)], [MaybeEvent.success(1)])
        XCTAssertEqual([CompletableEvent.completed], [CompletableEvent.completed])
        XCTAssertEqual([SingleEvent<Int>.success(1)], [SingleEvent<Int>.success(1)])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }
}
