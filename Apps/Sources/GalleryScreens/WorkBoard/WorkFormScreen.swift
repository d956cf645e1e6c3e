import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The form: title, due date, details and state; the button reads Done for a new work and
/// Edit for an existing one, and saving goes back to the board.
@MainActor
package final class WorkFormScreen: GalleryScreen {
    private let viewModel: WorkFormViewModel
    let titleField = TextField(placeholder: "what needs doing")
    let dueDateField = TextField(placeholder: "YYYY-MM-DD")
    let bodyField = TextField(placeholder: "details")
    let state = SegmentedControl(segments: Work.State.titles)
    let save = Button("Done")
    private let problem = Label("", style: TextStyle(foreground: .red))

    /// The form page for `viewModel`; saving goes back to the board.
    package init(viewModel: WorkFormViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Work", source: "View model: GalleryViewModels/WorkBoard/WorkFormViewModel.swift")
        keyCommands = [
            .handledElsewhere("Tab", "next field"), .handledElsewhere("←/→ on the state", "change it"),
            .handledElsewhere("Enter on the button", "save"), .handledElsewhere("Esc", "leave a field, then back"),
        ]
    }

    public override func makeBody() -> View {
        for field in [titleField, dueDateField, bodyField] { field.sizing = .flexible(1) }
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine,
                    StackView(axis: .horizontal, spacing: 1, [Label("Title:   "), titleField]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Due date:"), dueDateField]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Details: "), bodyField]),
                    StackView(axis: .horizontal, spacing: 1, [Label("State:   "), state]),
                    save, problem, keyHints,
                ]))
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
        output.rightBarButtonTitle.drive(onNext: { [weak self] in self?.save.title = $0 }).disposed(by: disposeBag)
        output.initialDraft.drive(onNext: { [weak self] draft in
            guard let self else { return }
            self.titleField.text = draft.title
            self.dueDateField.text = draft.dueDate
            self.bodyField.text = draft.body
            self.state.selectedSegmentIndex = draft.state.rawValue
        }).disposed(by: disposeBag)
        output.problem.lane("work problem").drive(problem.rx.text).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in _ = self?.navigationController?.pop() }).disposed(by: disposeBag)
        appeared.accept(())
    }
}
