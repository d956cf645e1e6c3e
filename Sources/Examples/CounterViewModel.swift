import Foundation
import RxCore
import RxUI
import MVVM

/// The counter's rule, shared by both styles: it counts from 0 up to ``limit``; another
/// increment at the limit does not count and raises the "limit reached" alert; decrement stops
/// at 0; reset goes back to 0.
public enum CounterRules {
    public static let limit = 10
}

/// The counter in the Input/Output style: a `transform` from taps to outputs.
public final class CounterViewModel: ViewModelType {
    public struct Input {
        public let increment: Observable<Void>
        public let decrement: Observable<Void>
        public let reset: Observable<Void>

        public init(increment: Observable<Void>, decrement: Observable<Void>, reset: Observable<Void>) {
            self.increment = increment
            self.decrement = decrement
            self.reset = reset
        }
    }

    public struct Output {
        public let count: Driver<Int>
        public let limitReached: Signal<String>
    }

    public init() {}

    public func transform(input: Input) -> Output {
        enum Action { case increment, decrement, reset }
        let actions = Observable.merge(input.increment.map { Action.increment }, input.decrement.map { Action.decrement }, input.reset.map { Action.reset })
        // Each action with the count before it, so an increment at the limit can raise the alert.
        let steps = actions.scan(into: (count: 0, blocked: false)) { state, action in
            switch action {
            case .increment:
                state.blocked = state.count == CounterRules.limit
                state.count = min(state.count + 1, CounterRules.limit)
            case .decrement:
                state.blocked = false
                state.count = max(state.count - 1, 0)
            case .reset:
                state.blocked = false
                state.count = 0
            }
        }.share()
        return Output(
            count: steps.map(\.count).startWith(0).distinctUntilChanged().asDriver(onErrorJustReturn: 0),
            limitReached: steps.filter(\.blocked).map { _ in "The limit is \(CounterRules.limit)." }.asSignal(onErrorSignalWith: .empty())
        )
    }
}

/// What the view calls, in the inputs/outputs style.
public protocol CounterViewModelInputs {
    func incrementTapped()
    func decrementTapped()
    func resetTapped()
}

/// What the view observes, in the inputs/outputs style.
public protocol CounterViewModelOutputs {
    var count: Driver<Int> { get }
    var limitReached: Signal<String> { get }
}

/// The same counter with `inputs` and `outputs` protocols (calls in, streams out), wired once
/// in the initializer — the style of Kickstarter's view models. It delegates the rule to
/// ``CounterViewModel`` so the two styles cannot drift apart.
public protocol CounterInputsOutputsViewModelType {
    var inputs: CounterViewModelInputs { get }
    var outputs: CounterViewModelOutputs { get }
}

public final class CounterInputsOutputsViewModel: CounterInputsOutputsViewModelType, CounterViewModelInputs, CounterViewModelOutputs {
    public var inputs: CounterViewModelInputs { self }
    public var outputs: CounterViewModelOutputs { self }

    private let increments = PublishRelay<Void>()
    private let decrements = PublishRelay<Void>()
    private let resets = PublishRelay<Void>()
    public let count: Driver<Int>
    public let limitReached: Signal<String>

    public init() {
        let output = CounterViewModel().transform(input: .init(
            increment: increments.asObservable(), decrement: decrements.asObservable(), reset: resets.asObservable()
        ))
        count = output.count
        limitReached = output.limitReached
    }

    public func incrementTapped() { increments.accept(()) }
    public func decrementTapped() { decrements.accept(()) }
    public func resetTapped() { resets.accept(()) }
}
