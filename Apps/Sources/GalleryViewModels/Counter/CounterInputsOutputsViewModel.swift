import Foundation
import MVVM
import RxCore
import RxUI

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
