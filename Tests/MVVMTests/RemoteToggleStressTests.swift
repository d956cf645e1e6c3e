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

    func testStarToggleWithDriversFromManyThreadsNeitherTrapsNorDeadlocksNorLosesAnAnswer() {
        let mainRounds = 1_000
        let backgroundRounds = 1_000
        let shared = ToggleStressThreads()
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
        let last = LatestState(State())
        let stateSubscription = shared.keepLatest(of: state, in: last)
        var shown = ""
        let bag = DisposeBag()
        star.drive(onNext: { shown = $0 }).disposed(by: bag)
        loading.asDriver().drive(onNext: { _ in }).disposed(by: bag)

        let sendable = UncheckedSendableBox((otherToggles, otherReloads, account))
        shared.startThread {
            for _ in 0..<backgroundRounds {
                sendable.value.0.accept(())
                shared.backgroundToggles.wrappingAdd(1, ordering: .relaxed)
            }
        }
        shared.startThread {
            for _ in 0..<backgroundRounds { sendable.value.1.accept(()) }
        }
        shared.startThread {
            for round in 0..<backgroundRounds { sendable.value.2.accept(round % 5 == 0 ? nil : round) }
            sendable.value.2.accept(2)
        }
        // Disposes the main thread's Drivers as they are handed over, until it is done.
        shared.startDisposingThread()

        let deadline = Date().addingTimeInterval(60)
        for round in 0..<mainRounds {
            mainToggles.accept(())
            let driven = star.drive(onNext: { _ in
                if !Thread.isMainThread { shared.offMain.wrappingAdd(1, ordering: .relaxed) }
            })
            shared.handOver(driven)
            if round % 3 == 0 { mainReloads.accept(()) }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
        shared.finishMainThread(before: deadline)
        XCTAssertEqual(shared.workers.wait(timeout: .now()), .success, "a worker never finished: a deadlock")

        // Every toggle's request is answered and folded once, and the Driver ends on the last state.
        let toggleCount = mainRounds + backgroundRounds
        func settled() -> Bool {
            let current = last.value
            return current.toggles == toggleCount && current.finished == toggleCount && shown == current.text
                && !loading.isLoading
        }
        runMainRunLoop(until: { settled() }, before: deadline)
        let final = last.value
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
        runMainRunLoop(until: { last.value.starred == true }, before: deadline)
        runMainRunLoop(until: { shown == last.value.text }, before: deadline)
        XCTAssertEqual(last.value.starred, true)
        XCTAssertEqual(shown, "★ \(toggleCount)/\(toggleCount)")
        stateSubscription.dispose()
    }
}
