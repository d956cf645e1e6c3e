import Foundation
import MVVM
import RetrospectViewModels
import RxCore
import RxUI
import WebUI

/// Starting a goal in the browser: title, reward, start and end days ("YYYY-MM-DD"), then Save;
/// why it cannot be saved yet is shown under the form. Bound to the same `NewGoalViewModel` as
/// the terminal's form.
@MainActor
package final class NewGoalWebScreen: Screen {
    private let viewModel: NewGoalViewModel
    private let onSaved: () -> Void
    let titleField = TextField(placeholder: "what you will do")
    let reward = TextField(placeholder: "what you get for it")
    let start = TextField(placeholder: "YYYY-MM-DD")
    let end = TextField(placeholder: "YYYY-MM-DD")
    let save = Button("Save")
    let problem = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: "Saving…")

    /// The new-goal form for `viewModel`; `onSaved` runs after a save, before going back.
    package init(viewModel: NewGoalViewModel, onSaved: @escaping () -> Void) {
        self.viewModel = viewModel
        self.onSaved = onSaved
        super.init(title: "New goal")
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [
                FormField("Goal:", titleField), FormField("Reward:", reward), FormField("Start:", start),
                FormField("End:", end), StackView(axis: .horizontal, [save, spinner]), problem, keyHints,
            ])
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("Tab", "next"), .handledElsewhere("Enter on Save", "start the goal")]
        let output = viewModel.transform(
            input: .init(
                title: titleField.rx.text.orEmpty.asObservable(), reward: reward.rx.text.orEmpty.asObservable(),
                startDate: start.rx.text.orEmpty.asObservable(), endDate: end.rx.text.orEmpty.asObservable(),
                saveTap: save.rx.tap.asObservable()
            ))
        output.problem.drive(problem.rx.text).disposed(by: disposeBag)
        output.isSaving.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.banner.emit(onNext: { [weak self] message in
            self?.banner.message = message?.replacingOccurrences(of: "press Enter on Save", with: "press Save")
        }).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in
            self?.onSaved()
            self?.navigationController?.pop()
        }).disposed(by: disposeBag)
    }

    /// The title first.
    public override var initialFocusView: View? { titleField }
}
