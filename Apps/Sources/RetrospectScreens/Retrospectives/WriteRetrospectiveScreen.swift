import Foundation
import RetrospectViewModels
import RxCore
import RxUI
import TerminalUI

/// Writing a goal's retrospective: paragraphs in a multi-line editor (Enter starts a line),
/// then Ctrl-S — or Enter on the Save button — saves.
@MainActor
package final class WriteRetrospectiveScreen: RetrospectScreen {
    private let viewModel: WriteRetrospectiveViewModel
    private let onSaved: () -> Void
    let text = TextView(placeholder: "what went well, what to change", preferredLines: 8)
    // Ctrl-S saves from anywhere on the screen (the editor leaves it to the screen).
    private let saveKey = KeyCommand([.control("s")], label: "Ctrl-S", title: "save")
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
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        keyCommands = [
            .handledElsewhere("Enter", "new line"), saveKey, .handledElsewhere("Tab", "to Save"),
            .handledElsewhere("Esc", "leave the editor, then back"),
        ]
        let output = viewModel.transform(
            input: .init(
                text: text.rx.text.orEmpty.asObservable(),
                saveTap: Observable.merge(save.rx.tap.asObservable(), saveKey.triggered)
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
}
