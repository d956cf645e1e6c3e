import Foundation
import RetrospectViewModels
import RxCore
import RxUI
import TerminalUI

/// The goal app's "completed" box: how many goals wait for a retrospective, the completed
/// goals (paged by the last goal's id), and Enter to write a goal's retrospective — or read it
/// when it has one. `a` opens the active goals, where goals are started and completed.
@MainActor
package final class CompletedGoalsScreen: RetrospectScreen {
    private let viewModel: GoalRetrospectivesViewModel
    private let services: (retrospectives: RetrospectiveService, goals: GoalService)
    private let waitingBanner = Label("", style: TextStyle(bold: true, foreground: .yellow))
    private let spinner = ActivityIndicatorView(text: "Loading goals…")
    let list = ListView(rowHeight: 2)
    private let reloads = PublishRelay<Void>()

    /// The app's first screen, loading through `retrospectives` and `goals`.
    package init(retrospectives: RetrospectiveService, goals: GoalService) {
        services = (retrospectives, goals)
        viewModel = GoalRetrospectivesViewModel(service: retrospectives)
        super.init(title: "Completed goals")
    }

    /// 60×14: below it the screen asks for a larger terminal instead of drawing.
    public override var minimumSize: Size { Size(width: 60, height: 14) }

    /// What the list says with no goals in it: that there are none only once a list was read.
    private static let noGoals = "No completed goals yet — press a to complete one."

    public override func makeBody() -> View {
        list.emptyText = Self.noGoals
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    waitingBanner, spinner, list,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        let activeGoals = KeyCommand("a", title: "active goals")
        keyCommands = [
            .handledElsewhere("Enter", "write or read the retrospective"), activeGoals,
            .handledElsewhere("r", "reload"),
        ]
        activeGoals.triggered.subscribe(onNext: { [weak self] in self?.showActiveGoals() }).disposed(by: disposeBag)
        let output = viewModel.transform(
            input: .init(
                viewDidAppear: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(GoalCellViewModel.self).asObservable()
            ))
        output.error.emit(onNext: { [weak self] error in
            self?.banner.kind = .error
            self?.banner.message = GoalServiceFailure.message(for: error, retryHint: "press r to retry")
            // A list that could not be read is not an empty one (issue 54).
            self?.list.emptyText = "The completed goals could not be read."
        }).disposed(by: disposeBag)
        output.writableBanner.drive(waitingBanner.rx.text).disposed(by: disposeBag)
        output.isLoading.lane("completed goals loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.goals.lane("completed goals").do(onNext: { [weak self] _ in
            self?.banner.message = nil
            self?.list.emptyText = Self.noGoals
        }).drive(
            list.rx.items
        ) { _, goal, cell in
            cell.text = "\(goal.hasRetrospective ? "✓" : "✎") \(goal.title)"
            cell.detail =
                "\(goal.period) · reward: \(goal.reward.isEmpty ? "none" : goal.reward) · \(goal.hasRetrospective ? "has a retrospective" : "waiting for a retrospective")"
        }.disposed(by: disposeBag)
        output.destination.drive(onNext: { [weak self] destination in
            guard let self else { return }
            switch destination {
            case .write(let goal):
                let reloads = self.reloads
                self.navigationController?.push(
                    WriteRetrospectiveScreen(
                        viewModel: WriteRetrospectiveViewModel(goal: goal, service: self.services.retrospectives),
                        onSaved: { reloads.accept(()) }))
            case .read(let goal):
                self.navigationController?.push(
                    ReadRetrospectiveScreen(
                        viewModel: ReadRetrospectiveViewModel(goal: goal, service: self.services.retrospectives)))
            }
        }).disposed(by: disposeBag)
    }

    /// Opens the active goals; a change there reloads this list.
    private func showActiveGoals() {
        let reloads = self.reloads
        navigationController?.push(
            ActiveGoalsScreen(
                viewModel: ActiveGoalsViewModel(service: services.goals), services: services.goals,
                onChange: { reloads.accept(()) }))
    }
}
