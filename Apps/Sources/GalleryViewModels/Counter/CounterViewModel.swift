import Foundation
import MVVM
import RxCore
import RxUI

/// The counter's rule, shared by both styles: it counts from 0 up to ``limit``; another
/// increment at the limit does not count and raises the "limit reached" alert; decrement stops
/// at 0; reset goes back to 0.
package enum CounterRules {
    /// The highest count; an increment here raises the alert instead.
    package static let limit = 10
}

/// The counter in the Input/Output style: a `transform` from taps to outputs.
package final class CounterViewModel: ViewModelType {
    /// What the counter screen sends in: one stream per button.
    package struct Input {
        /// Each tap on "+".
        package let increment: Observable<Void>
        /// Each tap on "−".
        package let decrement: Observable<Void>
        /// Each tap on "reset".
        package let reset: Observable<Void>

        /// The inputs, each one a stream the screen builds from its buttons.
        package init(increment: Observable<Void>, decrement: Observable<Void>, reset: Observable<Void>) {
            self.increment = increment
            self.decrement = decrement
            self.reset = reset
        }
    }

    /// What the counter screen shows.
    package struct Output {
        /// The count, starting at 0; repeats are dropped.
        package let count: Driver<Int>
        /// "The limit is 10.", once per increment pressed at the limit.
        package let limitReached: Signal<String>
    }

    /// A counter at 0.
    package init() {}

    /// Wires the taps to the count; each subscription to the outputs counts from 0.
    package func transform(input: Input) -> Output {
        enum Action { case increment, decrement, reset }
        let actions = Observable.merge(
            input.increment.map { Action.increment }, input.decrement.map { Action.decrement },
            input.reset.map { Action.reset })
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
            limitReached: steps.filter(\.blocked).map { _ in "The limit is \(CounterRules.limit)." }.asSignal(
                onErrorSignalWith: .empty())
        )
    }
}

/// What the view calls, in the inputs/outputs style.
package protocol CounterViewModelInputs {
    /// The "+" button was tapped.
    func incrementTapped()
    /// The "−" button was tapped.
    func decrementTapped()
    /// The "reset" button was tapped.
    func resetTapped()
}

/// What the view observes, in the inputs/outputs style.
package protocol CounterViewModelOutputs {
    /// The count, starting at 0; repeats are dropped.
    var count: Driver<Int> { get }
    /// "The limit is 10.", once per increment pressed at the limit.
    var limitReached: Signal<String> { get }
}

/// The same counter with `inputs` and `outputs` protocols (calls in, streams out), wired once
/// in the initializer — the style of Kickstarter's view models. It delegates the rule to
/// ``CounterViewModel`` so the two styles cannot drift apart.
package protocol CounterInputsOutputsViewModelType {
    /// The calls the view makes.
    var inputs: CounterViewModelInputs { get }
    /// The streams the view observes.
    var outputs: CounterViewModelOutputs { get }
}

/// The counter in the inputs/outputs-protocol style; see ``CounterInputsOutputsViewModelType``.
package final class CounterInputsOutputsViewModel: CounterInputsOutputsViewModelType, CounterViewModelInputs,
    CounterViewModelOutputs
{
    /// The view model itself, seen as the calls the view makes.
    package var inputs: CounterViewModelInputs { self }
    /// The view model itself, seen as the streams the view observes.
    package var outputs: CounterViewModelOutputs { self }

    private let increments = PublishRelay<Void>()
    private let decrements = PublishRelay<Void>()
    private let resets = PublishRelay<Void>()
    /// The count, starting at 0; repeats are dropped.
    package let count: Driver<Int>
    /// "The limit is 10.", once per increment pressed at the limit.
    package let limitReached: Signal<String>

    /// A counter at 0, wired here once to ``CounterViewModel``'s rule.
    package init() {
        let output = CounterViewModel().transform(
            input: .init(
                increment: increments.asObservable(), decrement: decrements.asObservable(), reset: resets.asObservable()
            ))
        count = output.count
        limitReached = output.limitReached
    }

    /// The "+" button was tapped.
    package func incrementTapped() { increments.accept(()) }
    /// The "−" button was tapped.
    package func decrementTapped() { decrements.accept(()) }
    /// The "reset" button was tapped.
    package func resetTapped() { resets.accept(()) }
}
