import Foundation
import MVVM
import RxCore
import RxUI

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
