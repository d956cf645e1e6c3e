import Foundation
import MVVM
import RxCore
import RxTesting
import RxUI
import Synchronization
import XCTest

/// SwiftHub's whole repository screen, in the shape of `RepositoryViewModel.transform`, hammered
/// from several threads at once as RemoteToggleStressTests hammers its star toggle alone (issue
/// 39, item 6): no trap, no deadlock, no lost answer, states delivered one at a time and
/// Drivers on the main thread only.
final class RepositoryScreenStressTests: RxTestCase {
    override var resourceSettleTimeout: TimeInterval { 20 }

    private enum Toggle { case star, watch }

    private struct ToggleState: Equatable {
        var on: Bool?
        var toggles = 0
        var finished = 0
        var launched: Bool?
    }

    private struct ScreenState: Equatable {
        var account: Int?
        var star = ToggleState()
        var watch = ToggleState()
        var stars: Int?
    }

    private enum ScreenEvent {
        case account(Int?)
        case answer(Toggle, Bool?)
        case counts(Int)
        case toggle(Toggle)
        case finished(Toggle)
    }

    private struct Repository: Equatable {
        let stars: Int
        let owner: String
    }

    private enum Question { case reload, toggle, accountChanged }

    private static func reduce(_ state: ScreenState, _ event: ScreenEvent) -> ScreenState {
        var next = state
        next.star.launched = nil
        next.watch.launched = nil
        func update(_ toggle: Toggle, _ change: (inout ToggleState) -> Void) {
            switch toggle {
            case .star: change(&next.star)
            case .watch: change(&next.watch)
            }
        }
        switch event {
        case .account(let account):
            next.account = account
        case .answer(let toggle, let on):
            update(toggle) { $0.on = on }
        case .counts(let stars):
            next.stars = stars
        case .toggle(let toggle):
            update(toggle) { state in
                let wanted = !(state.on ?? false)
                state.on = wanted
                state.toggles += 1
                state.launched = wanted
            }
        case .finished(let toggle):
            update(toggle) { $0.finished += 1 }
        }
        return next
    }

    /// The repository screen's whole graph, as `RepositoryViewModel.transform` builds it: the
    /// details through `flatMapLatest` + `share(replay: 1)` (a toggle cancels an answer on its
    /// way), each toggle's answer through `withLatestFrom` + `flatMapLatest` (with `startWith`
    /// on an account change), the state through `scanWithFeedback` whose feedback sends each
    /// toggle's request through `flatMap` + `andThen`, `combineLatest`s of the details with the
    /// counts, `withLatestFrom` of the details from a key, and Drivers of all of it. Requests
    /// are answered by tasks. The main thread presses star and the owner key, reloads and
    /// subscribes Drivers; other threads press star and watch, reload, switch the account and
    /// dispose the main thread's Drivers.
    func testTheRepositoryScreensWholeGraphUnderThreads() {
        let rounds = 600
        let shared = ToggleStressThreads()
        let mainStar = PublishRelay<Void>()
        let otherStar = PublishRelay<Void>()
        let watchToggles = PublishRelay<Void>()
        let mainReloads = PublishRelay<Void>()
        let otherReloads = PublishRelay<Void>()
        let ownerKey = PublishRelay<Void>()
        let account = BehaviorRelay<Int?>(value: 1)
        let loading = ActivityIndicator()
        let starToggles = Observable.merge(mainStar.asObservable(), otherStar.asObservable())
        let reloads = Observable.merge(mainReloads.asObservable(), otherReloads.asObservable())

        let repository = Observable.merge(
            reloads.map { true }, starToggles.map { false }, watchToggles.asObservable().map { false }
        )
        .flatMapLatest { isReload -> Observable<Repository> in
            guard isReload else { return .empty() }
            return Single.fromAsync { Repository(stars: 100, owner: "owner") }.asObservable()
                .trackActivity(loading)
                .catch { _ in .empty() }
        }
        .share(replay: 1)
        let accountChanges = account.asObservable().distinctUntilChanged().skip(1).map { _ in Question.accountChanged }
        func answers(_ toggles: Observable<Void>, _ offset: Int) -> Observable<Bool?> {
            Observable.merge(reloads.map { Question.reload }, toggles.map { .toggle }, accountChanges)
                .withLatestFrom(account) { ($0, $1) }
                .flatMapLatest { kind, account -> Observable<Bool?> in
                    guard kind != .toggle else { return .empty() }
                    guard let account else { return .just(nil) }
                    let answer = Single.fromAsync { (account + offset) % 2 == 0 }.asObservable().map { Optional($0) }
                        .catch { _ in .just(nil) }
                    return kind == .accountChanged ? answer.startWith(nil) : answer
                }
        }
        let state = Observable.merge(
            account.asObservable().map { ScreenEvent.account($0) },
            answers(starToggles, 0).map { .answer(.star, $0) },
            answers(watchToggles.asObservable(), 1).map { .answer(.watch, $0) },
            repository.map { .counts($0.stars) },
            starToggles.map { .toggle(.star) }, watchToggles.asObservable().map { .toggle(.watch) }
        )
        .scanWithFeedback(
            ScreenState(),
            feedback: { states in
                Observable.merge(
                    states.compactMap(\.star.launched).map { (Toggle.star, $0) },
                    states.compactMap(\.watch.launched).map { (Toggle.watch, $0) }
                )
                .flatMap { toggle, wanted -> Observable<ScreenEvent> in
                    Single.fromAsync { wanted }.asCompletable()
                        .andThen(Observable.just(ScreenEvent.finished(toggle)))
                        .catch { _ in .just(.finished(toggle)) }
                }
            },
            accumulator: Self.reduce
        )
        .share(replay: 1)
        let counts = state.compactMap(\.stars)
        let details = Observable.combineLatest(repository, counts) { "\($0.owner) ★\($1)" }.distinctUntilChanged()
            .asDriver(onErrorJustReturn: "")
        let sections = Observable.combineLatest(repository, counts.distinctUntilChanged()) { [$0.owner, "\($1)"] }
            .asDriver(onErrorDriveWith: .empty())
        let owner = ownerKey.withLatestFrom(repository).map(\.owner).asSignal(onErrorSignalWith: .empty())
        let star = state.map(\.star.on).distinctUntilChanged().asDriver(onErrorJustReturn: nil)
        let watch = state.map(\.watch.on).distinctUntilChanged().asDriver(onErrorJustReturn: nil)

        let last = LatestState(ScreenState())
        let stateSubscription = shared.keepLatest(of: state, in: last)
        var shownDetails = ""
        var owners = 0
        let bag = DisposeBag()
        details.drive(onNext: { shownDetails = $0 }).disposed(by: bag)
        owner.emit(onNext: { _ in owners += 1 }).disposed(by: bag)
        loading.asDriver().drive(onNext: { _ in }).disposed(by: bag)

        let sendable = UncheckedSendableBox((otherStar, watchToggles, otherReloads, account))
        shared.startThread {
            for _ in 0..<rounds { sendable.value.0.accept(()) }
        }
        shared.startThread {
            for _ in 0..<rounds { sendable.value.1.accept(()) }
        }
        shared.startThread {
            for round in 0..<rounds {
                sendable.value.2.accept(())
                if round % 7 == 0 { sendable.value.3.accept(round % 14 == 0 ? nil : round) }
            }
            sendable.value.3.accept(2)
        }
        shared.startDisposingThread()

        let deadline = Date().addingTimeInterval(60)
        for round in 0..<rounds {
            mainStar.accept(())
            let screen = CompositeDisposable(
                star.drive(onNext: { _ in
                    if !Thread.isMainThread { shared.offMain.wrappingAdd(1, ordering: .relaxed) }
                }),
                watch.drive(onNext: { _ in
                    if !Thread.isMainThread { shared.offMain.wrappingAdd(1, ordering: .relaxed) }
                }),
                sections.drive(onNext: { _ in
                    if !Thread.isMainThread { shared.offMain.wrappingAdd(1, ordering: .relaxed) }
                }))
            shared.handOver(screen)
            if round % 3 == 0 { mainReloads.accept(()) }
            if round % 5 == 0 { ownerKey.accept(()) }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
        shared.finishMainThread(before: deadline)
        XCTAssertEqual(shared.workers.wait(timeout: .now()), .success, "a worker never finished: a deadlock")

        // Every toggle's request answered and folded once; then one reload with the account
        // settled shows its answers and the details.
        func settled() -> Bool {
            let current = last.value
            return current.star.toggles == 2 * rounds && current.star.finished == 2 * rounds
                && current.watch.toggles == rounds && current.watch.finished == rounds && !loading.isLoading
        }
        runMainRunLoop(until: { settled() }, before: deadline)
        mainReloads.accept(())
        func answered() -> Bool {
            let current = last.value
            return current.star.on == true && current.watch.on == false && current.stars == 100
                && shownDetails == "owner ★100" && !loading.isLoading
        }
        runMainRunLoop(until: { answered() }, before: deadline)
        let final = last.value
        XCTAssertEqual(final.account, 2)
        XCTAssertEqual(final.star.toggles, 2 * rounds)
        XCTAssertEqual(final.star.finished, 2 * rounds)
        XCTAssertEqual(final.watch.toggles, rounds)
        XCTAssertEqual(final.watch.finished, rounds)
        XCTAssertEqual(final.star.on, true)
        XCTAssertEqual(final.watch.on, false)
        XCTAssertEqual(final.stars, 100)
        XCTAssertEqual(shownDetails, "owner ★100")
        XCTAssertFalse(loading.isLoading)
        XCTAssertEqual(shared.overlaps.load(ordering: .relaxed), 0, "states were delivered concurrently")
        XCTAssertEqual(shared.offMain.load(ordering: .relaxed), 0, "a Driver delivered off the main thread")
        stateSubscription.dispose()
    }
}
