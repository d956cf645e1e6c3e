import Foundation
import RetrospectViewModels
import RxCore
import RxUI
import TerminalUI

/// The active goals: c completes the selected one, once confirmed (it moves to the completed box), n starts
/// a new one.
@MainActor
package final class ActiveGoalsScreen: RetrospectScreen {
    private let viewModel: ActiveGoalsViewModel
    private let services: GoalService
    private let onChange: () -> Void
    let list = ListView(rowHeight: 2)
    private let completeTaps = PublishRelay<GoalCellViewModel>()
    private let reloads = PublishRelay<Void>()

    /// The active goals screen for `viewModel`; `services` builds the new-goal form, and `onChange` runs after a goal is completed or started so the completed box reloads.
    package init(viewModel: ActiveGoalsViewModel, services: GoalService, onChange: @escaping () -> Void) {
        self.viewModel = viewModel
        self.services = services
        self.onChange = onChange
        super.init(title: "Active goals")
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    list, keyHints,
                ]))
    }

    public override func viewDidLoad() {
        let complete = KeyCommand("c", title: "complete the selected goal")
        let newGoal = KeyCommand("n", title: "new goal")
        keyCommands = [complete, newGoal, .handledElsewhere("r", "reload")]
        complete.triggered.subscribe(onNext: { [weak self] in self?.confirmCompletingSelectedGoal() })
            .disposed(by: disposeBag)
        newGoal.triggered.subscribe(onNext: { [weak self] in self?.showNewGoal() }).disposed(by: disposeBag)
        let output = viewModel.transform(
            input: .init(
                reload: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                complete: completeTaps.asObservable()
            ))
        output.emptyText.drive(onNext: { [weak self] in self?.list.emptyText = $0 }).disposed(by: disposeBag)
        output.goals.lane("active goals").drive(list.rx.items) { _, goal, cell in
            cell.text = goal.title
            cell.detail = "\(goal.period) · reward: \(goal.reward.isEmpty ? "none" : goal.reward)"
        }.disposed(by: disposeBag)
        output.completed.emit(onNext: { [weak self] message in
            self?.banner.kind = .info
            self?.banner.message = message
            self?.onChange()
        }).disposed(by: disposeBag)
        output.banner.emit(onNext: { [weak self] message in
            guard let message else { return }
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
    }

    /// Asks before completing the selected goal: it cannot be undone (the goal moves to the completed box).
    private func confirmCompletingSelectedGoal() {
        guard let goal: GoalCellViewModel = list.model(at: list.selectedRow) else { return }
        let completeTaps = self.completeTaps
        present(
            AlertView(
                title: "Complete “\(goal.title)”?",
                message: "It moves to the completed box, where you write its retrospective. This cannot be undone.",
                actions: [
                    AlertAction(title: "Complete", handler: { completeTaps.accept(goal) }),
                    AlertAction(title: "Cancel", style: .cancel),
                ]))
    }

    /// Opens the form for a new goal; saving it reloads this list.
    private func showNewGoal() {
        let reloads = self.reloads
        navigationController?.push(
            NewGoalScreen(viewModel: NewGoalViewModel(service: services), onSaved: { reloads.accept(()) }))
    }
}
