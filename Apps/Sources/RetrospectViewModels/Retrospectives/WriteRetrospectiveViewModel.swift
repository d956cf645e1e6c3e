import Foundation
import MVVM
import RxCore
import RxUI

/// Writing a goal's retrospective: save posts it, then signals success.
package final class WriteRetrospectiveViewModel: ViewModelType {
    /// What the writing screen sends in.
    package struct Input {
        /// The text field's contents as the user types.
        package let text: Observable<String>
        /// Each tap on Save; ignored while saving or while the text is blank.
        package let saveTap: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(text: Observable<String>, saveTap: Observable<Void>) {
            self.text = text
            self.saveTap = saveTap
        }
    }

    /// What the writing screen shows.
    package struct Output {
        /// "Retrospective: " and the goal's title.
        package let title: Driver<String>
        /// Whether Save can be pressed: text that is not blank, and no save under way.
        package let canSave: Driver<Bool>
        /// Whether a save is under way.
        package let isSaving: Driver<Bool>
        /// The retrospective the server stored, once per successful save.
        package let saved: Signal<Retrospective>
        /// Failures of a save, to show once each; the text stays so the user can retry.
        package let error: Signal<Swift.Error>
    }

    /// The goal the retrospective is written for.
    package let goal: Goal
    private let service: RetrospectiveService

    /// A view model that writes the retrospective of `goal` through `service`.
    package init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    /// Wires the screen's inputs to its outputs; a second tap while saving is ignored (`flatMapFirst`).
    package func transform(input: Input) -> Output {
        let (goal, service) = (self.goal, self.service)
        let saving = ActivityIndicator()
        let errors = ErrorTracker()
        let text = input.text.startWith("").share(replay: 1)
        let canSave = Observable.combineLatest(text, saving.asObservable()) { text, saving in
            !saving && !text.trimmingCharacters(in: .whitespaces).isEmpty
        }
        let saved = input.saveTap
            .withLatestFrom(Observable.combineLatest(text, canSave))
            .filter { $0.1 }
            .flatMapFirst { text, _ in
                service.postRetrospective(goalId: goal.id, text: text).asObservable()
                    .trackActivity(saving)
                    .trackError(errors)
                    .catch { _ in .empty() }
            }
        return Output(
            title: .just("Retrospective: \(goal.title)"),
            canSave: canSave.asDriver(onErrorJustReturn: false).distinctUntilChanged(),
            isSaving: saving.asDriver(),
            saved: saved.asSignal(onErrorSignalWith: .empty()),
            error: errors.asSignal()
        )
    }
}
