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

    public override func makeBody() -> View {
        list.emptyText = "No completed goals yet — press a to complete one."
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    waitingBanner, spinner, list,
                    Label.keyHints("Enter: write or read the retrospective  a: active goals  r: reload  q: quit"),
                ]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                viewDidAppear: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(GoalCellViewModel.self).asObservable()
            ))
        output.error.emit(onNext: { [weak self] error in
            self?.banner.kind = .error
            self?.banner.message = GoalServiceFailure.message(for: error, retryHint: "press r to retry")
        }).disposed(by: disposeBag)
        output.writableBanner.drive(waitingBanner.rx.text).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.goals.do(onNext: { [weak self] _ in self?.banner.message = nil }).drive(list.rx.items) { _, goal, cell in
            cell.text = "\(goal.hasRetrospective ? "✓" : "✎") \(goal.title)"
            cell.detail =
                "\(goal.period) · reward: \(goal.reward.isEmpty ? "none" : goal.reward) · \(goal.hasRetrospective ? "has a retrospective" : "waiting for a retrospective")"
        }.disposed(by: disposeBag)
        output.destination.drive(onNext: { [weak self] destination in
            guard let self else { return }
            switch destination {
            case .write(let viewModel):
                let reloads = self.reloads
                self.navigationController?.push(
                    WriteRetrospectiveScreen(viewModel: viewModel, onSaved: { reloads.accept(()) }))
            case .read(let viewModel):
                self.navigationController?.push(ReadRetrospectiveScreen(viewModel: viewModel))
            }
        }).disposed(by: disposeBag)
    }

    /// `a` opens the active goals, `q` quits.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("a"):
            let reloads = self.reloads
            navigationController?.push(
                ActiveGoalsScreen(
                    viewModel: ActiveGoalsViewModel(service: services.goals), services: services.goals,
                    onChange: { reloads.accept(()) }))
        default:
            return super.handleKey(key)
        }
        return true
    }
}

/// Writing a goal's retrospective: paragraphs in a multi-line editor (Enter starts a line),
/// then Ctrl-S — or Enter on the Save button — saves.
@MainActor
package final class WriteRetrospectiveScreen: RetrospectScreen {
    private let viewModel: WriteRetrospectiveViewModel
    private let onSaved: () -> Void
    let text = TextView(placeholder: "what went well, what to change", preferredLines: 8)
    private let saveKeys = PublishRelay<Void>()
    let save = Button("Save")
    private let spinner = ActivityIndicatorView(text: "Saving…")

    /// The writing screen for `viewModel`; `onSaved` runs after a save, before going back.
    package init(viewModel: WriteRetrospectiveViewModel, onSaved: @escaping () -> Void) {
        self.viewModel = viewModel
        self.onSaved = onSaved
        super.init(title: "Write a retrospective")
    }

    public override func makeBody() -> View {
        let goal = GoalCellViewModel(goal: viewModel.goal)
        return PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(goal.title, style: TextStyle(bold: true)),
                    Label("\(goal.period) · reward: \(goal.reward)", style: TextStyle(dim: true)),
                    Label("Retrospective:"),
                    text,
                    StackView(axis: .horizontal, spacing: 2, [save, spinner]),
                    Label.keyHints("Enter: new line  Ctrl-S: save  Tab: to Save  Esc: leave the editor, then back"),
                ]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                text: text.rx.text.orEmpty.asObservable(),
                saveTap: Observable.merge(save.rx.tap.asObservable(), saveKeys.asObservable())
            ))
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.canSave.drive(onNext: { [weak self] in self?.save.isEnabled = $0 }).disposed(by: disposeBag)
        output.isSaving.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in
            self?.banner.kind = .error
            self?.banner.message = GoalServiceFailure.message(
                for: error, retryHint: "press Ctrl-S to try again", conflictNote: "")
        }).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in
            self?.onSaved()
            _ = self?.navigationController?.pop()
        }).disposed(by: disposeBag)
    }

    /// Ctrl-S saves from anywhere on the screen (the editor leaves it to the screen).
    public override func handleKey(_ key: Key) -> Bool {
        if key == .control("s") {
            saveKeys.accept(())
            return true
        }
        return super.handleKey(key)
    }
}

/// Reading a goal's retrospective.
@MainActor
package final class ReadRetrospectiveScreen: RetrospectScreen {
    private let viewModel: ReadRetrospectiveViewModel
    let lines = ListView()

    /// The reading screen for `viewModel`.
    package init(viewModel: ReadRetrospectiveViewModel) {
        self.viewModel = viewModel
        super.init(title: "Retrospective")
    }

    public override func makeBody() -> View {
        lines.emptyText = "Loading…"
        return PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    Label(GoalCellViewModel(goal: viewModel.goal).period, style: TextStyle(dim: true)), lines,
                    Label.keyHints("Esc: back  q: quit"),
                ]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(viewDidAppear: .just(())))
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.text.map { DisplayWidth.wrap($0, toWidth: 70) }.drive(lines.rx.items) { _, line, cell in cell.text = line
        }.disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in
            self?.banner.kind = .error
            self?.banner.message = "\(error)"
        }).disposed(by: disposeBag)
    }
}
