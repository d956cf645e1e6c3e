import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

// The login form of the article "Writing a login form" (LoginForm.md, LoginForm-ko.md): what
// the article quotes is here, so that it stays true.

/// Signs a user in; the view model gets one through its initializer.
protocol AuthService {
    /// A session token for `id` and `password`, or an error.
    func login(id: String, password: String) -> Single<String>
}

/// The service's refusal of a wrong password.
struct WrongPassword: Error, Equatable {}

/// A fake service that answers `latency` ticks after it is asked, as a server would.
final class FakeAuthService: AuthService {
    private let scheduler: TestScheduler
    private let latency: TestTime
    /// The ids asked for, in order.
    private(set) var requests: [String] = []

    init(scheduler: TestScheduler, latency: TestTime = 30) {
        self.scheduler = scheduler
        self.latency = latency
    }

    func login(id: String, password: String) -> Single<String> {
        requests.append(id)
        // A cold observable's times count from its subscription: the answer comes `latency` ticks later.
        if password == "wrong" {
            return scheduler.createColdObservable([.error(latency, WrongPassword())]).asSingle()
        }
        return scheduler.createColdObservable([.next(latency, "token-\(id)"), .completed(latency)]).asSingle()
    }
}

/// The login form: an id, a password, a button, a loading indicator, an error message.
final class LoginViewModel: ViewModelType {
    struct Input {
        let id: Observable<String>
        let password: Observable<String>
        let loginTap: Observable<Void>
    }

    struct Output {
        let isValid: Driver<Bool>
        let isLoading: Driver<Bool>
        let token: Signal<String>
        let error: Signal<String>
    }

    private let service: AuthService

    init(service: AuthService) { self.service = service }

    func transform(input: Input) -> Output {
        let service = self.service
        let activity = ActivityIndicator()
        let errors = ErrorTracker()
        let form = Observable.combineLatest(input.id, input.password)
        let isValid = form.map { id, password in !id.isEmpty && password.count >= 4 }
        let token = input.loginTap
            .withLatestFrom(form)
            .flatMapLatest { id, password in
                service.login(id: id, password: password)
                    .trackActivity(activity)
                    .trackError(errors)
                    .asObservable()
                    .catch { _ in .empty() }
            }
        return Output(
            isValid: isValid.startWith(false).distinctUntilChanged().asDriver(onErrorJustReturn: false),
            isLoading: activity.asDriver(),
            token: token.asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal().map { $0 is WrongPassword ? "Wrong password" : "Login failed" }
        )
    }
}

final class LoginFormTests: RxTestCase {
    func testTheButtonIsEnabledOnceBothFieldsAreFilledIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = LoginViewModel(service: FakeAuthService(scheduler: scheduler)).transform(
                input: .init(
                    id: scheduler.values((100, "k"), (110, "kim")),
                    password: scheduler.values((120, "12"), (130, "1234")),
                    loginTap: .never()
                ))
            let isValid = scheduler.record(output.isValid)
            scheduler.start()
            isValid.assertEvents([.next(1, false), .next(131, true)])
        }
    }

    func testATapLogsInWithWhatIsTypedAndShowsLoadingMeanwhile() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeAuthService(scheduler: scheduler, latency: 30)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    id: scheduler.values((100, "kim")),
                    password: scheduler.values((110, "1234")),
                    loginTap: scheduler.taps(at: 200)
                ))
            let isLoading = scheduler.record(output.isLoading)
            let token = scheduler.record(output.token)
            scheduler.start()
            XCTAssertEqual(service.requests, ["kim"])
            isLoading.assertEvents([.next(1, false), .next(201, true), .next(231, false)])
            token.assertEvents([.next(231, "token-kim")])
        }
    }

    func testAWrongPasswordShowsAnErrorAndTheFormStaysUsable() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = LoginViewModel(service: FakeAuthService(scheduler: scheduler)).transform(
                input: .init(
                    id: scheduler.values((100, "kim")),
                    password: scheduler.values((110, "wrong"), (300, "1234")),
                    loginTap: scheduler.taps(at: 200, 400)
                ))
            let error = scheduler.record(output.error)
            let token = scheduler.record(output.token)
            scheduler.start()
            error.assertEvents([.next(231, "Wrong password")])
            token.assertEvents([.next(431, "token-kim")])
        }
    }

    /// The requests run only while `token` is subscribed to: `error` and `isLoading` report on
    /// requests that `token`'s subscription starts, so recording `error` alone shows nothing.
    func testNothingIsRequestedWhileOnlyTheErrorOutputIsSubscribedTo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeAuthService(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    id: scheduler.values((100, "kim")),
                    password: scheduler.values((110, "wrong")),
                    loginTap: scheduler.taps(at: 200)
                ))
            let error = scheduler.record(output.error)
            scheduler.start()
            XCTAssertEqual(service.requests, [])
            error.assertEvents([])
        }
    }

    /// The answer at 230 ends the loading at the same tick: two values at one tick on one
    /// Driver arrive one tick apart.
    func testTwoValuesOfOneTickReachADriverOnConsecutiveTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(230, "a"), .next(230, "b")])
            let driven = scheduler.record(source.asDriver(onErrorJustReturn: ""))
            scheduler.start()
            driven.assertEvents([.next(231, "a"), .next(232, "b")])
        }
    }

    /// A second tap while the first login is under way: `flatMapLatest` disposes the first
    /// request (the indicator drops to false) and starts the second (back to true), both at 210.
    func testATapDuringALoginRestartsItAndTheIndicatorBlinks() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeAuthService(scheduler: scheduler, latency: 30)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    id: scheduler.values((100, "kim")),
                    password: scheduler.values((110, "1234")),
                    loginTap: scheduler.taps(at: 200, 210)
                ))
            let isLoading = scheduler.record(output.isLoading)
            let token = scheduler.record(output.token)
            scheduler.start()
            XCTAssertEqual(service.requests, ["kim", "kim"])
            isLoading.assertEvents([
                .next(1, false), .next(201, true), .next(211, false), .next(212, true), .next(241, false),
            ])
            token.assertEvents([.next(241, "token-kim")])
        }
    }

    func testTheSameFormInMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            // One character is ten ticks: "kim" at 40, "1234" at 60, the tap at 100.
            let output = LoginViewModel(service: FakeAuthService(scheduler: scheduler)).transform(
                input: .init(
                    id: scheduler.input("----i", values: ["i": "kim"]),
                    password: scheduler.input("------p", values: ["p": "1234"]),
                    loginTap: scheduler.input("----------t", values: ["t": ()])
                ))
            let token = scheduler.record(output.token)
            scheduler.start()
            token.assertEvents([.next(131, "token-kim")])
        }
    }

    /// With the default resolution one tick is one second, so `.seconds(30)` is 30 ticks; with
    /// `resolution: 0.001` one tick is a millisecond.
    func testATickIsOneSecondUnlessTheResolutionSaysOtherwise() {
        let seconds = TestScheduler(initialClock: 0)
        let late = seconds.record(Observable.just("token").delay(.seconds(30), scheduler: seconds))
        seconds.start()
        // Events due at one time arrive a scheduler turn apart, as in RxSwift: the completion at 31.
        late.assertEvents([.next(30, "token"), .completed(31)])

        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        let soon = milliseconds.record(Observable.just("token").delay(.milliseconds(30), scheduler: milliseconds))
        milliseconds.start()
        soon.assertEvents([.next(30, "token"), .completed(31)])
    }
}

/// Where `RxTestCase` reports a leak: at the test's last line that called RxTesting or
/// MVVMTesting, or, when it called none, in `tearDown` with a sentence saying why.
final class LeakLocationTests: RxTestCase {
    /// A test case that keeps a subscription alive past its end.
    final class KeepsASubscription: RxTestCase {
        var kept: Disposable?
        override var resourceSettleTimeout: TimeInterval { 0 }
    }

    func testALeakOfATestThatOnlyFeedsInputsIsReportedAtItsLastInput() throws {
        guard Resources.isTracing else { throw XCTSkip("resources are counted in debug builds") }
        let leaky = KeepsASubscription(name: "testOnlyInputs", testClosure: { _ in })
        var inputLine: UInt = 0
        let failures = captureAssertionFailureReports {
            leaky.setUp()
            let scheduler = TestScheduler(initialClock: 0)
            let id = scheduler.values((100, "kim"))
            let tap = scheduler.taps(at: 200)
            inputLine = #line - 1 // the line above
            leaky.kept = Observable.combineLatest(id, tap).subscribe()
            scheduler.start()
            leaky.tearDown()
        }
        leaky.kept?.dispose()
        XCTAssertEqual(failures.map(\.file), [#filePath], "reported in the test, not in the library")
        XCTAssertEqual(failures.map(\.line), [inputLine], "at the test's last RxTesting or MVVMTesting call")
    }

    func testALeakOfATestThatCallsNothingOfRxTestingIsReportedInTearDownAndSaysWhy() throws {
        guard Resources.isTracing else { throw XCTSkip("resources are counted in debug builds") }
        let leaky = KeepsASubscription(name: "testNoRxTesting", testClosure: { _ in })
        let failures = captureAssertionFailureReports {
            leaky.setUp()
            leaky.kept = PublishSubject<Int>().subscribe()
            leaky.tearDown()
        }
        leaky.kept?.dispose()
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first.map { URL(fileURLWithPath: $0.file).lastPathComponent }, "LeakCheck.swift")
        XCTAssertTrue(
            failures.first?.message.contains(
                ". It is reported in RxTestCase.tearDown because the test called no RxTesting or MVVMTesting function that takes a line (an assertion, a recorder, an input such as taps or values)."
            ) ?? false, "\(failures)")
    }
}
