import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The work form in the browser, bound to the same `WorkFormViewModel`: title, due date,
/// details and state; the button reads Done for a new work and Edit for an existing one, and
/// saving goes back to the board.
@MainActor
package final class WorkFormWebScreen: GalleryWebScreen {
    private let viewModel: WorkFormViewModel
    let titleField = TextField(placeholder: "what needs doing")
    let dueDateField = TextField(placeholder: "YYYY-MM-DD")
    let bodyField = TextField(placeholder: "details")
    let state = SegmentedControl(segments: Work.State.titles, accessibilityLabel: "State")
    let save = Button("Done")
    let problem = Label("", element: "p", styleClass: "problem")

    /// The form page for `viewModel`; saving goes back to the board.
    package init(viewModel: WorkFormViewModel) {
        self.viewModel = viewModel
        super.init(title: "Work", source: "View model: GalleryViewModels/WorkBoard/WorkFormViewModel.swift")
        keyCommands = [.handledElsewhere("Tab", "next field"), .handledElsewhere("Enter on the button", "save")]
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [
                sourceLine, FormField("Title", titleField), FormField("Due date", dueDateField),
                FormField("Details", bodyField), state, save, problem, keyHints,
            ])
    }

    public override func viewDidLoad() {
        let appeared = PublishRelay<Void>()
        let output = viewModel.transform(
            input: .init(
                viewWillAppear: appeared.asObservable(),
                title: titleField.rx.text.orEmpty.asObservable().skip(1),
                dueDate: dueDateField.rx.text.orEmpty.asObservable().skip(1),
                body: bodyField.rx.text.orEmpty.asObservable().skip(1),
                state: state.rx.selectedSegmentIndex.asObservable().skip(1).compactMap(Work.State.init(rawValue:)),
                saveTap: save.rx.tap.asObservable()
            ))
        output.rightBarButtonTitle.drive(save.rx.title).disposed(by: disposeBag)
        output.initialDraft.drive(onNext: { [weak self] draft in
            guard let self else { return }
            self.titleField.text = draft.title
            self.dueDateField.text = draft.dueDate
            self.bodyField.text = draft.body
            self.state.selectedSegmentIndex = draft.state.rawValue
        }).disposed(by: disposeBag)
        output.problem.lane("work problem").drive(problem.rx.text).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in self?.navigationController?.pop() }).disposed(by: disposeBag)
        appeared.accept(())
    }
}
