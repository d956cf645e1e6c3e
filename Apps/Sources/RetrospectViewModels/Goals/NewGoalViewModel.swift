import Foundation
import MVVM
import RxCore
import RxUI

/// The form that starts a goal: a title, a reward, and the days it runs ("YYYY-MM-DD").
package final class NewGoalViewModel: ViewModelType {
    /// What the new-goal form sends in.
    package struct Input {
        /// The title field as the user types.
        package let title: Observable<String>
        /// The reward field as the user types.
        package let reward: Observable<String>
        /// The start field as the user types ("YYYY-MM-DD").
        package let startDate: Observable<String>
        /// The end field as the user types ("YYYY-MM-DD").
        package let endDate: Observable<String>
        /// Each tap on save; ignored while the form has a problem or a save is under way.
        package let saveTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            title: Observable<String>, reward: Observable<String>, startDate: Observable<String>,
            endDate: Observable<String>, saveTap: Observable<Void>
        ) {
            self.title = title
            self.reward = reward
            self.startDate = startDate
            self.endDate = endDate
            self.saveTap = saveTap
        }
    }

    /// What the new-goal form shows.
    package struct Output {
        /// Why it cannot be saved yet ("" when it can).
        package let problem: Driver<String>
        /// Whether a save is under way.
        package let isSaving: Driver<Bool>
        /// The goal as stored, once per successful save; the screen goes back on it.
        package let saved: Signal<Goal>
        /// A failed save with how to retry, or `nil` when save is tapped again.
        package let banner: Signal<String?>
    }

    private let service: GoalService

    /// A form that creates goals through `service`.
    package init(service: GoalService) { self.service = service }

    /// Wires the form's inputs to its outputs; nothing is requested before a valid tap.
    package func transform(input: Input) -> Output {
        let service = self.service
        let saving = ActivityIndicator()
        let errors = ErrorTracker()
        let form = Observable.combineLatest(
            input.title.startWith(""), input.reward.startWith(""), input.startDate.startWith(""),
            input.endDate.startWith("")
        )
        .share(replay: 1)
        let problem = form.map { title, _, start, end -> String in
            if title.trimmingCharacters(in: .whitespaces).isEmpty { return "A goal needs a title." }
            if !CalendarDay.isValid(start) || !CalendarDay.isValid(end) {
                return "Start and end are days written YYYY-MM-DD."
            }
            return end < start ? "The goal ends before it starts." : ""
        }.share(replay: 1)
        let saved = input.saveTap
            .withLatestFrom(Observable.combineLatest(form, problem))
            .filter { $0.1.isEmpty }
            .flatMapFirst { form, _ in
                service.createGoal(
                    title: form.0.trimmingCharacters(in: .whitespaces), reward: form.1, startDate: form.2,
                    endDate: form.3
                ).asObservable()
                    .trackActivity(saving)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            problem: problem.asDriver(onErrorJustReturn: "").distinctUntilChanged(),
            isSaving: saving.asDriver(),
            saved: saved.asSignal(onErrorSignalWith: .empty()),
            banner: Signal.merge(
                errors.asSignal().map {
                    Optional(
                        GoalServiceFailure.message(
                            for: $0, retryHint: "press Enter on Save to try again", conflictNote: ""))
                },
                input.saveTap.map { String?.none }.asSignal(onErrorSignalWith: .empty())
            )
        )
    }
}
