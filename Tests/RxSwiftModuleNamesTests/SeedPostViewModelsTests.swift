import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// The seed posts' view models (SeedPost*ViewModel.swift) driven as the posts test them: a
/// `TestScheduler` of 1 ms ticks mocked in as the Driver and Signal scheduler, inputs at
/// virtual times, every output recorded. Each test also checks that nothing stays subscribed
/// once the view model is gone. The expected timelines are the ones these files record
/// when compiled unchanged against RxSwift 6.9.1 (checked on 2026-11-29 in a scratch package
/// built with `-DTRACE_RESOURCES`): all four tests pass there too.
final class SeedPostViewModelsTests: XCTestCase {
    struct Failure: Error {}

    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    /// Runs `body` and checks every resource it made was released afterwards.
    private func withoutLeaks(_ body: () -> Void) {
        let before = Resources.total
        body()
        XCTAssertEqual(Resources.total, before, "resources still alive after the view model")
    }

    func testLoginViewModelValidatesThrottlesTheButtonAndReportsEachOutcome() {
        withoutLeaks {
            let scheduler = self.scheduler
            var attempts: [String] = []
            let viewModel = LoginViewModel(
                login: { email, password in
                    attempts.append("\(email) \(password)")
                    if email.hasPrefix("err") { return .error(Failure()) }
                    return Single.just(password == "123456").delay(.milliseconds(50), scheduler: scheduler)
                },
                scheduler: scheduler)
            let email = scheduler.createHotObservable([
                .next(100, "kim"), .next(200, "kim@rx.io"), .next(1000, "err@rx.io"),
            ])
            let password = scheduler.createHotObservable([
                .next(150, "12345"), .next(250, "123456"), .next(800, "wrong!!"),
            ])
            let tap = scheduler.createHotObservable([
                .next(300, ()), .next(400, ()), .next(900, ()), .next(1100, ()), .next(1500, ()),
            ])
            let emailValid = scheduler.createObserver(Bool.self)
            let enabled = scheduler.createObserver(Bool.self)
            let loading = scheduler.createObserver(Bool.self)
            let result = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            SharingScheduler.mock(scheduler: scheduler) {
                let output = viewModel.transform(
                    input: .init(
                        email: email.asObservable(), password: password.asObservable(), loginTap: tap.asObservable()))
                output.isEmailValid.drive(emailValid).disposed(by: bag)
                output.isLoginEnabled.drive(enabled).disposed(by: bag)
                output.isLoading.drive(loading).disposed(by: bag)
                output.loginResult.emit(to: result).disposed(by: bag)
                scheduler.start()
            }

            XCTAssertEqual(emailValid.events, [.next(101, false), .next(201, true)])
            XCTAssertEqual(enabled.events, [.next(151, false), .next(251, true)])
            XCTAssertEqual(
                loading.events,
                [
                    .next(1, false), .next(301, true), .next(351, false), .next(901, true), .next(951, false),
                    .next(1501, true), .next(1502, false),
                ])
            XCTAssertEqual(
                result.events,
                [.next(351, "환영합니다, kim@rx.io"), .next(951, "비밀번호가 틀렸습니다"), .next(1501, "네트워크 오류")])
            // The taps at 400 and 1100 fall within 500 ms of the one before and are dropped.
            XCTAssertEqual(attempts, ["kim@rx.io 123456", "kim@rx.io wrong!!", "err@rx.io wrong!!"])
        }
    }

    /// The counter, the search and the to-do list make their Drivers in `init`, before the mock,
    /// as the posts do: those Drivers observe on the real `MainScheduler`, which delivers at
    /// once on the main thread, so their events keep the input's tick (the login form's, made
    /// in `transform` under the mock, cost one tick) — on RxSwift as here.
    func testCounterViewModelCountsClampsAtZeroAndResets() {
        withoutLeaks {
            let viewModel = CounterViewModel()
            let text = scheduler.createObserver(String.self)
            let minusEnabled = scheduler.createObserver(Bool.self)
            let bag = DisposeBag()
            SharingScheduler.mock(scheduler: scheduler) {
                viewModel.output.countText.drive(text).disposed(by: bag)
                viewModel.output.isMinusEnabled.drive(minusEnabled).disposed(by: bag)
                for time in [100, 200, 550] { scheduler.scheduleAt(time) { viewModel.input.plusTap.onNext(()) } }
                for time in [300, 400, 500] { scheduler.scheduleAt(time) { viewModel.input.minusTap.onNext(()) } }
                scheduler.scheduleAt(600) { viewModel.input.resetTap.onNext(()) }
                scheduler.start()
            }

            XCTAssertEqual(
                text.events,
                [
                    .next(0, "0"), .next(100, "1"), .next(200, "2"), .next(300, "1"), .next(400, "0"),
                    .next(500, "0"), .next(550, "1"), .next(600, "0"),
                ])
            XCTAssertEqual(
                minusEnabled.events,
                [.next(0, false), .next(100, true), .next(400, false), .next(550, true), .next(600, false)])
        }
    }

    func testSearchViewModelDebouncesSearchesTheLatestQueryAndSaysWhenNothingMatched() {
        withoutLeaks {
            let scheduler = self.scheduler
            let catalogue = ["RxSwift", "RxCocoa", "RxSwiftExt", "ReactorKit"]
            var searched: [String] = []
            let viewModel = SearchViewModel(
                search: { query in
                    searched.append(query)
                    return Single.just(catalogue.filter { $0.lowercased().contains(query.lowercased()) })
                        .delay(.milliseconds(100), scheduler: scheduler)
                },
                scheduler: scheduler)
            let results = scheduler.createObserver([String].self)
            let message = scheduler.createObserver(String?.self)
            let bag = DisposeBag()
            SharingScheduler.mock(scheduler: scheduler) {
                viewModel.results.drive(results).disposed(by: bag)
                viewModel.emptyMessage.drive(message).disposed(by: bag)
                for (time, query) in [(100, "r"), (200, "rx"), (700, "rxs"), (750, "rxsw "), (1200, ""), (1600, "zzz")]
                {
                    scheduler.scheduleAt(time) { viewModel.query.accept(query) }
                }
                scheduler.start()
            }

            XCTAssertEqual(
                results.events,
                [
                    .next(600, ["RxSwift", "RxCocoa", "RxSwiftExt"]), .next(1150, ["RxSwift", "RxSwiftExt"]),
                    .next(1500, []), .next(2000, []),
                ])
            XCTAssertEqual(
                message.events, [.next(600, nil), .next(1150, nil), .next(1500, nil), .next(2000, "'zzz' 검색 결과가 없습니다")])
            XCTAssertEqual(searched, ["rx", "rxsw", "zzz"])
        }
    }

    func testTodoListViewModelAddsTogglesAndDeletesIgnoringInvalidCommands() {
        withoutLeaks {
            let viewModel = TodoListViewModel()
            let summary = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            SharingScheduler.mock(scheduler: scheduler) {
                viewModel.summary.drive(summary).disposed(by: bag)
                scheduler.scheduleAt(100) { viewModel.addTitle.accept("우유 사기") }
                scheduler.scheduleAt(150) { viewModel.addTitle.accept("") }
                scheduler.scheduleAt(200) { viewModel.addTitle.accept("운동") }
                scheduler.scheduleAt(300) { viewModel.toggleIndex.accept(0) }
                scheduler.scheduleAt(350) { viewModel.toggleIndex.accept(5) }
                scheduler.scheduleAt(400) { viewModel.deleteIndex.onNext(1) }
                scheduler.scheduleAt(450) { viewModel.deleteIndex.onNext(3) }
                scheduler.start()
            }

            XCTAssertEqual(
                summary.events,
                [
                    .next(0, "할 일 0개 / 전체 0개"), .next(100, "할 일 1개 / 전체 1개"), .next(200, "할 일 2개 / 전체 2개"),
                    .next(300, "할 일 1개 / 전체 2개"), .next(400, "할 일 0개 / 전체 1개"),
                ])
            XCTAssertEqual(viewModel.todos.value, [TodoListViewModel.Todo(title: "우유 사기", done: true)])
        }
    }
}
