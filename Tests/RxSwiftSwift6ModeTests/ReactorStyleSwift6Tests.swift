import RxCocoa
import RxRelay
import RxSwift
import RxTest
// Compiled in Swift 6 language mode with RxSwift's module names and no `@preconcurrency`:
// the shapes a reactor-style library (ReactorKit) and its users write must build without a
// diagnostic.
import XCTest

/// A reactor in ReactorKit's shape: actions in, mutations, reduced state out.
final class CounterReactor {
    enum Action: Sendable {
        case increase, decrease
        case setValue(Int)
    }
    enum Mutation: Sendable {
        case add(Int)
        case set(Int)
    }
    struct State: Equatable, Sendable { var value = 0 }

    let action = PublishSubject<Action>()
    let initialState = State()
    private(set) lazy var state: Observable<State> = makeState()
    private(set) var currentState = State()

    private func makeState() -> Observable<State> {
        action
            .flatMap { [weak self] action -> Observable<Mutation> in
                guard let self else { return .empty() }
                return self.mutate(action: action)
            }
            .scan(initialState) { [weak self] state, mutation in
                self?.reduce(state: state, mutation: mutation) ?? state
            }
            .startWith(initialState)
            .do(onNext: { [weak self] in self?.currentState = $0 })
            .share(replay: 1)
    }

    private func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .increase: .just(.add(1))
        case .decrease: .just(.add(-1))
        case .setValue(let value): .just(.set(value))
        }
    }

    private func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .add(let delta): state.value += delta
        case .set(let value): state.value = value
        }
        return state
    }
}

/// A view binding on the main actor, as a UIKit view controller's `bind(reactor:)` is.
@MainActor
final class CounterView {
    let disposeBag = DisposeBag()
    private(set) var label = ""
    let taps = PublishRelay<Void>()

    func bind(reactor: CounterReactor) {
        taps.map { CounterReactor.Action.increase }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)
        reactor.state.map { "\($0.value)" }
            .asDriver(onErrorJustReturn: "?")
            .drive(onNext: { [weak self] text in self?.label = text })
            .disposed(by: disposeBag)
    }
}

final class ReactorStyleSwift6Tests: XCTestCase {
    func testAReactorReducesActionsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let reactor = CounterReactor()
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        reactor.state.map(\.value).subscribe(observer).disposed(by: bag)
        scheduler.createColdObservable([
            .next(10, CounterReactor.Action.increase), .next(20, .increase), .next(30, .setValue(7)),
            .next(40, .decrease),
        ])
        .bind(to: reactor.action)
        .disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(0, 0), .next(10, 1), .next(20, 2), .next(30, 7), .next(40, 6)])
        XCTAssertEqual(reactor.currentState.value, 6)
    }

    @MainActor
    func testAMainActorViewBindsAReactor() {
        let reactor = CounterReactor()
        let view = CounterView()
        view.bind(reactor: reactor)
        view.taps.accept(())
        view.taps.accept(())
        XCTAssertEqual(view.label, "2")
    }

    /// A subject handed to a task and fed from it: subjects and relays are Sendable. (A
    /// replay subject, so that the order in which the two tasks start does not matter.)
    func testASubjectFedFromATask() async throws {
        let subject = ReplaySubject<Int>.createUnbounded()
        let relay = BehaviorRelay(value: 0)
        let collected = Task { try await subject.take(3).toArray().value }
        let feeder = Task.detached {
            for value in 1...3 {
                relay.accept(value)
                subject.onNext(value)
            }
        }
        await feeder.value
        let values = try await collected.value
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertEqual(relay.value, 3)
    }
}
