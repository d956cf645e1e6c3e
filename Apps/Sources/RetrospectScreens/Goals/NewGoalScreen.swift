import Foundation
import RetrospectViewModels
import RxCore
import RxUI
import TerminalUI

/// Starting a goal: title, reward, start and end days.
@MainActor
package final class NewGoalScreen: RetrospectScreen {
    private let viewModel: NewGoalViewModel
    private let onSaved: () -> Void
    let titleField = TextField(placeholder: "what you will do")
    let reward = TextField(placeholder: "what you get for it")
    let start = TextField(placeholder: "YYYY-MM-DD")
    let end = TextField(placeholder: "YYYY-MM-DD")
    let save = Button("Save")
    private let problem = Label("", style: TextStyle(foreground: .red))

    /// The new-goal form for `viewModel`; `onSaved` runs after a save, before going back.
    package init(viewModel: NewGoalViewModel, onSaved: @escaping () -> Void) {
        self.viewModel = viewModel
        self.onSaved = onSaved
        super.init(title: "New goal")
    }

    public override func makeBody() -> View {
        for field in [titleField, reward, start, end] { field.sizing = .flexible(1) }
        return PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    StackView(axis: .horizontal, spacing: 1, [Label("Goal:  "), titleField]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Reward:"), reward]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Start: "), start]),
                    StackView(axis: .horizontal, spacing: 1, [Label("End:   "), end]),
                    save, problem,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        keyCommands = [
            .handledElsewhere("Tab", "next"), .handledElsewhere("Enter on Save", "start the goal"),
            .handledElsewhere("Esc", "leave a field, then back"),
        ]
        let output = viewModel.transform(
            input: .init(
                title: titleField.rx.text.orEmpty.asObservable(), reward: reward.rx.text.orEmpty.asObservable(),
                startDate: start.rx.text.orEmpty.asObservable(), endDate: end.rx.text.orEmpty.asObservable(),
                saveTap: save.rx.tap.asObservable()
            ))
        output.problem.drive(problem.rx.text).disposed(by: disposeBag)
        output.banner.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in
            self?.onSaved()
            _ = self?.navigationController?.pop()
        }).disposed(by: disposeBag)
    }
}
