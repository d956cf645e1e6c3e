import Foundation
import MVVM
import RetrospectViewModels
import RxCore
import RxUI
import WebUI

/// The active goals in the browser: a click (or Enter) on a goal asks before completing it (it
/// cannot be undone: the goal moves to the completed box), New goal opens the form that starts
/// one. Bound to the same `ActiveGoalsViewModel` as the terminal's active goals screen.
@MainActor
package final class ActiveGoalsWebScreen: Screen {
    private let viewModel: ActiveGoalsViewModel
    private let service: GoalService
    private let onChange: () -> Void
    let newGoal = Button("New goal")
    let reload = Button("Reload")
    let list = ListView(accessibilityLabel: "Active goals")
    private let completeTaps = PublishRelay<GoalCellViewModel>()
    private let reloads = PublishRelay<Void>()

    /// The active goals for `viewModel`; `service` starts new goals, and `onChange` runs after a
    /// goal is completed or started so the completed goals are read again.
    package init(viewModel: ActiveGoalsViewModel, service: GoalService, onChange: @escaping () -> Void) {
        self.viewModel = viewModel
        self.service = service
        self.onChange = onChange
        super.init(title: "Active goals")
    }

    public override func makeBody() -> View {
        StackView(axis: .vertical, [StackView(axis: .horizontal, [newGoal, reload]), list, keyHints])
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("Enter", "complete the goal, once confirmed")]
        let output = viewModel.transform(
            input: .init(
                reload: Observable.merge(
                    .just(()), list.rx.refresh.asObservable(), reload.rx.tap.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                complete: completeTaps.asObservable()
            ))
        // The view model's empty text names the terminal's key; the browser's is a button.
        output.emptyText.drive(onNext: { [weak self] text in
            self?.list.emptyText = text.replacingOccurrences(of: "press n", with: "press New goal")
        }).disposed(by: disposeBag)
        output.goals.lane("active goals").drive(list.rx.items) { _, goal, cell in
            cell.text = goal.title
            cell.detail = "\(goal.period) · reward: \(goal.reward.isEmpty ? "none" : goal.reward)"
        }.disposed(by: disposeBag)
        output.completed.emit(onNext: { [weak self] message in
            self?.banner.message = message
            self?.onChange()
        }).disposed(by: disposeBag)
        output.banner.emit(onNext: { [weak self] message in
            guard let message else { return }
            self?.banner.message = message.replacingOccurrences(of: "press r to retry", with: "press Reload to retry")
        }).disposed(by: disposeBag)
        list.rx.modelSelected(GoalCellViewModel.self).subscribe(onNext: { [weak self] goal in
            self?.confirmCompleting(goal)
        }).disposed(by: disposeBag)
        newGoal.rx.tap.subscribe(onNext: { [weak self] in self?.showNewGoal() }).disposed(by: disposeBag)
    }

    /// The goals first.
    public override var initialFocusView: View? { list }

    /// Asks before completing `goal`: it cannot be undone.
    private func confirmCompleting(_ goal: GoalCellViewModel) {
        let completeTaps = self.completeTaps
        present(
            AlertView(
                title: "Complete “\(goal.title)”?",
                message: "It moves to the completed goals, where you write its retrospective. This cannot be undone.",
                actions: [
                    AlertAction(title: "Complete", handler: { completeTaps.accept(goal) }),
                    AlertAction(title: "Cancel", style: .cancel),
                ]))
    }

    /// Opens the form for a new goal; saving it reloads this list.
    private func showNewGoal() {
        let reloads = self.reloads
        let onChange = self.onChange
        navigationController?.push(
            NewGoalWebScreen(
                viewModel: NewGoalViewModel(service: service),
                onSaved: {
                    reloads.accept(())
                    onChange()
                }))
    }
}
