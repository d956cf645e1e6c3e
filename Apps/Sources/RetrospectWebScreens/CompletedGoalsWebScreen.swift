import Foundation
import MVVM
import RetrospectViewModels
import RxCore
import RxUI
import WebUI

/// The goal app's "completed" box in the browser: how many goals wait for a retrospective, the
/// completed goals (more load when the focus reaches the last), and a click (or Enter) to write
/// a goal's retrospective — or read it when it has one; Active goals opens the goals to start
/// and complete. Bound to the same `GoalRetrospectivesViewModel` as the terminal's first screen.
@MainActor
package final class CompletedGoalsWebScreen: Screen {
    private let viewModel: GoalRetrospectivesViewModel
    private let service: RetrospectiveService
    private let goals: GoalService
    let waiting = Label("", element: "p")
    private let spinner = ActivityIndicatorView(title: "Loading goals…")
    let reload = Button("Reload")
    let activeGoals = Button("Active goals")
    let list = ListView(accessibilityLabel: "Completed goals")
    private let reloads = PublishRelay<Void>()

    /// What the list says with no goals in it.
    static let noGoals = "No completed goals yet — complete one in Active goals."

    /// A browser tab's page: the completed goals in a navigation stack.
    package static func root(retrospectives: RetrospectiveService, goals: GoalService) -> View {
        let navigation = NavigationController(
            root: CompletedGoalsWebScreen(retrospectives: retrospectives, goals: goals))
        // The stream inspector (F12 or the bar's button) for the screen on top.
        navigation.inspector = LaneInspectorView()
        return navigation
    }

    /// The app's first screen, loading through `retrospectives`; `goals` serves Active goals.
    package init(retrospectives: RetrospectiveService, goals: GoalService) {
        service = retrospectives
        self.goals = goals
        viewModel = GoalRetrospectivesViewModel(service: service)
        super.init(title: "Completed goals")
    }

    public override func makeBody() -> View {
        list.emptyText = Self.noGoals
        return StackView(
            axis: .vertical, [waiting, StackView(axis: .horizontal, [activeGoals, reload, spinner]), list, keyHints])
    }

    public override func viewDidLoad() {
        keyCommands = [
            .handledElsewhere("Enter", "write or read the retrospective"), .handledElsewhere("r", "reload"),
        ]
        let output = viewModel.transform(
            input: .init(
                viewDidAppear: Observable.merge(
                    .just(()), list.rx.refresh.asObservable(), reload.rx.tap.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(GoalCellViewModel.self).asObservable()
            ))
        activeGoals.rx.tap.subscribe(onNext: { [weak self] in self?.showActiveGoals() }).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in
            self?.banner.message = GoalServiceFailure.message(for: error, retryHint: "press Reload to retry")
            // A list that could not be read is not an empty one.
            self?.list.emptyText = "The completed goals could not be read."
        }).disposed(by: disposeBag)
        output.writableBanner.drive(waiting.rx.text).disposed(by: disposeBag)
        output.isLoading.lane("completed goals loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.goals.lane("completed goals").do(onNext: { [weak self] _ in
            self?.banner.message = nil
            self?.list.emptyText = Self.noGoals
        }).drive(list.rx.items) { _, goal, cell in
            cell.text = "\(goal.hasRetrospective ? "✓" : "✎") \(goal.title)"
            cell.detail =
                "\(goal.period) · reward: \(goal.reward.isEmpty ? "none" : goal.reward) · "
                + (goal.hasRetrospective ? "has a retrospective" : "waiting for a retrospective")
        }.disposed(by: disposeBag)
        output.destination.drive(onNext: { [weak self] destination in
            guard let self else { return }
            switch destination {
            case .write(let goal):
                let reloads = self.reloads
                self.navigationController?.push(
                    WriteRetrospectiveWebScreen(
                        viewModel: WriteRetrospectiveViewModel(goal: goal, service: self.service),
                        onSaved: { reloads.accept(()) }))
            case .read(let goal):
                self.navigationController?.push(
                    ReadRetrospectiveWebScreen(viewModel: ReadRetrospectiveViewModel(goal: goal, service: self.service))
                )
            }
        }).disposed(by: disposeBag)
    }

    /// The goals first.
    public override var initialFocusView: View? { list }

    /// Opens the active goals; a goal completed or started there reads this list again.
    private func showActiveGoals() {
        let reloads = self.reloads
        navigationController?.push(
            ActiveGoalsWebScreen(
                viewModel: ActiveGoalsViewModel(service: goals), service: goals, onChange: { reloads.accept(()) }))
    }
}
