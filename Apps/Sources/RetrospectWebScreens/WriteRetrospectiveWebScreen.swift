import Foundation
import MVVM
import RetrospectViewModels
import RxCore
import RxUI
import WebUI

/// Writing a goal's retrospective: paragraphs in a `<textarea>` (Enter starts a line), then
/// Save; once saved the list is read again and the screen goes back.
@MainActor
package final class WriteRetrospectiveWebScreen: Screen {
    private let viewModel: WriteRetrospectiveViewModel
    private let onSaved: () -> Void
    let text = TextView(placeholder: "what went well, what to change", preferredLines: 8)
    let save = Button("Save")
    private let spinner = ActivityIndicatorView(title: "Saving…")

    /// The writing screen for `viewModel`; `onSaved` runs after a save, before going back.
    package init(viewModel: WriteRetrospectiveViewModel, onSaved: @escaping () -> Void) {
        self.viewModel = viewModel
        self.onSaved = onSaved
        super.init(title: "Write a retrospective")
    }

    public override func makeBody() -> View {
        let goal = GoalCellViewModel(goal: viewModel.goal)
        return StackView(
            axis: .vertical,
            [
                Label(goal.title, element: "p", styleClass: "strong"),
                Label("\(goal.period) · reward: \(goal.reward)", element: "p", styleClass: "dim"),
                FormField("Retrospective:", text), StackView(axis: .horizontal, [save, spinner]), keyHints,
            ])
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("Enter", "new line"), .handledElsewhere("Tab", "to Save")]
        let output = viewModel.transform(
            input: .init(text: text.rx.text.orEmpty.asObservable(), saveTap: save.rx.tap.asObservable()))
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.canSave.drive(save.rx.isEnabled).disposed(by: disposeBag)
        output.isSaving.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in
            self?.banner.message = GoalServiceFailure.message(
                for: error, retryHint: "press Save to try again", conflictNote: "")
        }).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in
            self?.onSaved()
            self?.navigationController?.pop()
        }).disposed(by: disposeBag)
    }
}
