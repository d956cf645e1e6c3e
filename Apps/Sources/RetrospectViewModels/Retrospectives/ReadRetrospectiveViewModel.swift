import Foundation
import MVVM
import RxCore
import RxUI

/// Reading a goal's retrospective.
package final class ReadRetrospectiveViewModel: ViewModelType {
    /// What the reading screen sends in.
    package struct Input {
        /// Each appearance of the screen: loads the retrospective again.
        package let viewDidAppear: Observable<Void>
        /// The input the screen builds from its appearance.
        package init(viewDidAppear: Observable<Void>) { self.viewDidAppear = viewDidAppear }
    }

    /// What the reading screen shows.
    package struct Output {
        /// The goal's title.
        package let title: Driver<String>
        /// The retrospective's text; empty until it loads or when it fails.
        package let text: Driver<String>
        /// Failures to load, to show once each.
        package let error: Signal<Swift.Error>
    }

    /// The goal whose retrospective is read.
    package let goal: Goal
    private let service: RetrospectiveService

    /// A view model that reads the retrospective of `goal` through `service`.
    package init(goal: Goal, service: RetrospectiveService) {
        self.goal = goal
        self.service = service
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before `viewDidAppear` fires.
    package func transform(input: Input) -> Output {
        let (goal, service) = (self.goal, self.service)
        let errors = ErrorTracker()
        let text = input.viewDidAppear.flatMapLatest {
            service.retrospective(goalId: goal.id).asObservable()
                .trackError(errors)
                .catch { _ in .empty() }
                .map(\.text)
        }
        return Output(title: .just(goal.title), text: text.asDriver(onErrorJustReturn: ""), error: errors.asSignal())
    }
}
