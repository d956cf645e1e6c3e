import Foundation
import MVVM
import RxCore
import RxTesting
import RxUI
import Synchronization
import XCTest

/// The shape of SwiftHub's star and watch toggles (issue 39, item 6: "Recursive call to lock
/// Mutex" after `s`, once, under load), hammered from several threads at once: the account's
/// answer asked again on every reload through `withLatestFrom` + `flatMapLatest` (a toggle
/// cancels an answer on its way), an optimistic state folded by `scanWithFeedback` whose
/// feedback sends one request per toggle through `flatMap`, shared with `share(replay: 1)`
/// and shown through Drivers, with an `ActivityIndicator` on the requests. Requests are
/// answered by tasks on the cooperative pool, as `Single.fromAsync` does for the HTTP client.
///
/// Meanwhile the main thread presses the toggle, subscribes Drivers (a screen shown again) and
/// runs its queue; other threads press it too, reload, switch the account, and dispose the
/// main thread's Drivers. Bounded: a fixed number of rounds per thread, no sleeps; a deadlock
/// or a lost answer fails within the deadline instead of hanging.
///
/// This is item 6's crash: with `scanWithFeedback` as it was before `d729a6a` (which held the
/// events' `merge` lock while it folded and fed the feedback's `flatMap`), each test traps with
/// "Recursive call to lock Mutex" in every run — a key press on one thread and an answer on
/// another each hold one `merge` lock and wait for the other's, and the kernel's PI futex
/// refuses the cycle (see INTERNALS.md, Locks).
final class RemoteToggleStressTests: RxTestCase {
    override var resourceSettleTimeout: TimeInterval { 20 }

    private struct State: Equatable {
        var starred: Bool?
        var toggles = 0
        var finished = 0
        /// The request the latest event launched (one per toggle), for the feedback.
        var launched: Bool?

        var text: String {
            switch starred {
            case true?: "★ \(toggles)/\(finished)"
            case false?: "☆ \(toggles)/\(finished)"
            case nil: "? \(toggles)/\(finished)"
            }
        }
    }

    private enum Event {
        case answer(Bool?)
        case toggle
        case finished(Bool)
    }

    private static func reduce(_ state: State, _ event: Event) -> State {
        var next = state
        next.launched = nil
        switch event {
        case .answer(let starred):
            next.starred = starred
        case .toggle:
            let wanted = !(state.starred ?? false)
            next.starred = wanted
            next.toggles += 1
            next.launched = wanted
        case .finished:
            next.finished += 1
        }
        return next
    }

    /// Thread-safe pieces of the test: counters, and the Drivers handed to the disposing thread.
    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var handedOver: [Disposable] = []
        var mainDone = false
        let backgroundToggles = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let inside = Atomic<Bool>(false)
        let offMain = Atomic<Int>(0)
    }

    func testStarToggleWithDriversFromManyThreadsNeitherTrapsNorDeadlocksNorLosesAnAnswer() {
        let mainRounds = 1_000
        let backgroundRounds = 1_000
        let shared = Shared()
        // A relay per sending thread: two threads never send into one relay at once (the
        // caller's contract); `merge` serializes them, as the screen's inputs are merged.
        let mainToggles = PublishRelay<Void>()
        let otherToggles = PublishRelay<Void>()
        let mainReloads = PublishRelay<Void>()
        let otherReloads = PublishRelay<Void>()
        let toggles = Observable.merge(mainToggles.asObservable(), otherToggles.asObservable())
        let reloads = Observable.merge(mainReloads.asObservable(), otherReloads.asObservable())
        let account = BehaviorRelay<Int?>(value: 1)
        let loading = ActivityIndicator()

        let answers = Observable.merge(reloads.map { true }, toggles.map { false })
            .withLatestFrom(account) { ($0, $1) }
            .flatMapLatest { isReload, account -> Observable<Bool?> in
                guard isReload else { return .empty() }
                guard let account else { return .just(nil) }
                return Single.fromAsync { account % 2 == 0 }.asObservable().map { Optional($0) }
                    .trackActivity(loading)
            }
        let state = Observable.merge(answers.map { Event.answer($0) }, toggles.map { Event.toggle })
            .scanWithFeedback(
                State(),
                feedback: { states in
                    states.compactMap(\.launched).flatMap { wanted in
                        Single.fromAsync { wanted }.asObservable().map { Event.finished($0) }.trackActivity(loading)
                    }
                },
                accumulator: Self.reduce
            )
            .share(replay: 1)
        let star: Driver<String> = state.map(\.text).distinctUntilChanged().asDriver(onErrorJustReturn: "")

        // Kept for the whole test: the shared state stays connected, and every state is
        // checked for serial delivery.
        var last = State()
        let lastLock = NSLock()
        let stateSubscription = state.subscribe(onNext: { value in
            if shared.inside.exchange(true, ordering: .acquiringAndReleasing) {
                shared.overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            lastLock.withLock { last = value }
            shared.inside.store(false, ordering: .releasing)
        })
        var shown = ""
        let bag = DisposeBag()
        star.drive(onNext: { shown = $0 }).disposed(by: bag)
        loading.asDriver().drive(onNext: { _ in }).disposed(by: bag)

        let workers = DispatchGroup()
        func startThread(_ body: @escaping @Sendable () -> Void) {
            workers.enter()
            let thread = Thread {
                body()
                workers.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let sendable = UncheckedSendableBox((otherToggles, otherReloads, account))
        startThread {
            for _ in 0..<backgroundRounds {
                sendable.value.0.accept(())
                shared.backgroundToggles.wrappingAdd(1, ordering: .relaxed)
            }
        }
        startThread {
            for _ in 0..<backgroundRounds { sendable.value.1.accept(()) }
        }
        startThread {
            for round in 0..<backgroundRounds { sendable.value.2.accept(round % 5 == 0 ? nil : round) }
            sendable.value.2.accept(2)
        }
        startThread {
            // Disposes the main thread's Drivers as they are handed over, until it is done.
            while true {
                let (batch, done): ([Disposable], Bool) = shared.lock.withLock {
                    defer { shared.handedOver.removeAll() }
                    return (shared.handedOver, shared.mainDone)
                }
                for disposable in batch { disposable.dispose() }
                if done && batch.isEmpty { return }
            }
        }

        let deadline = Date().addingTimeInterval(60)
        for round in 0..<mainRounds {
            mainToggles.accept(())
            let driven = star.drive(onNext: { _ in
                if !Thread.isMainThread { shared.offMain.wrappingAdd(1, ordering: .relaxed) }
            })
            shared.lock.withLock { shared.handedOver.append(driven) }
            if round % 3 == 0 { mainReloads.accept(()) }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
        shared.lock.withLock { shared.mainDone = true }
        while workers.wait(timeout: .now()) == .timedOut && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        XCTAssertEqual(workers.wait(timeout: .now()), .success, "a worker never finished: a deadlock")

        // Every toggle's request is answered and folded once, and the Driver ends on the last state.
        let toggleCount = mainRounds + backgroundRounds
        func settled() -> Bool {
            let current = lastLock.withLock { last }
            return current.toggles == toggleCount && current.finished == toggleCount && shown == current.text
                && !loading.isLoading
        }
        while !settled() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        let final = lastLock.withLock { last }
        XCTAssertEqual(shared.backgroundToggles.load(ordering: .relaxed), backgroundRounds)
        XCTAssertEqual(final.toggles, toggleCount)
        XCTAssertEqual(final.finished, toggleCount)
        XCTAssertEqual(shown, final.text)
        XCTAssertFalse(loading.isLoading)
        XCTAssertEqual(shared.overlaps.load(ordering: .relaxed), 0, "states were delivered concurrently")
        XCTAssertEqual(shared.offMain.load(ordering: .relaxed), 0, "a Driver delivered off the main thread")

        // One last reload with the account settled: its answer is shown.
        account.accept(2)
        mainReloads.accept(())
        while lastLock.withLock({ last.starred }) != true && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        while shown != lastLock.withLock({ last.text }) && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        XCTAssertEqual(lastLock.withLock { last.starred }, true)
        XCTAssertEqual(shown, "★ \(toggleCount)/\(toggleCount)")
        stateSubscription.dispose()
    }
}

extension RemoteToggleStressTests {
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
        let shared = Shared()
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

        var last = ScreenState()
        let lastLock = NSLock()
        let stateSubscription = state.subscribe(onNext: { value in
            if shared.inside.exchange(true, ordering: .acquiringAndReleasing) {
                shared.overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            lastLock.withLock { last = value }
            shared.inside.store(false, ordering: .releasing)
        })
        var shownDetails = ""
        var owners = 0
        let bag = DisposeBag()
        details.drive(onNext: { shownDetails = $0 }).disposed(by: bag)
        owner.emit(onNext: { _ in owners += 1 }).disposed(by: bag)
        loading.asDriver().drive(onNext: { _ in }).disposed(by: bag)

        let workers = DispatchGroup()
        func startThread(_ body: @escaping @Sendable () -> Void) {
            workers.enter()
            let thread = Thread {
                body()
                workers.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let sendable = UncheckedSendableBox((otherStar, watchToggles, otherReloads, account))
        startThread {
            for _ in 0..<rounds { sendable.value.0.accept(()) }
        }
        startThread {
            for _ in 0..<rounds { sendable.value.1.accept(()) }
        }
        startThread {
            for round in 0..<rounds {
                sendable.value.2.accept(())
                if round % 7 == 0 { sendable.value.3.accept(round % 14 == 0 ? nil : round) }
            }
            sendable.value.3.accept(2)
        }
        startThread {
            while true {
                let (batch, done): ([Disposable], Bool) = shared.lock.withLock {
                    defer { shared.handedOver.removeAll() }
                    return (shared.handedOver, shared.mainDone)
                }
                for disposable in batch { disposable.dispose() }
                if done && batch.isEmpty { return }
            }
        }

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
            shared.lock.withLock { shared.handedOver.append(screen) }
            if round % 3 == 0 { mainReloads.accept(()) }
            if round % 5 == 0 { ownerKey.accept(()) }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
        shared.lock.withLock { shared.mainDone = true }
        while workers.wait(timeout: .now()) == .timedOut && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        XCTAssertEqual(workers.wait(timeout: .now()), .success, "a worker never finished: a deadlock")

        // Every toggle's request answered and folded once; then one reload with the account
        // settled shows its answers and the details.
        func settled() -> Bool {
            let current = lastLock.withLock { last }
            return current.star.toggles == 2 * rounds && current.star.finished == 2 * rounds
                && current.watch.toggles == rounds && current.watch.finished == rounds && !loading.isLoading
        }
        while !settled() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        mainReloads.accept(())
        func answered() -> Bool {
            let current = lastLock.withLock { last }
            return current.star.on == true && current.watch.on == false && current.stars == 100
                && shownDetails == "owner ★100" && !loading.isLoading
        }
        while !answered() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        let final = lastLock.withLock { last }
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

/// Hands values that the test shares across its threads on purpose.
private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
