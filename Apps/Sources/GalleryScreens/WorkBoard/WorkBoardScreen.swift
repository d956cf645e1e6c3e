import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The board: every work with its state and due date; Enter edits one, n adds one.
@MainActor
package final class WorkBoardScreen: GalleryScreen {
    private let viewModel: WorkBoardViewModel
    let list = ListView(rowHeight: 2)
    private let summary = Label("", style: TextStyle(bold: true))
    private let newTap = PublishRelay<Void>()

    /// The board page for `viewModel`.
    package init(viewModel: WorkBoardViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Work board",
            source: "View models: GalleryViewModels/WorkBoard/WorkFormViewModel.swift (board, form, shared store)",
            keys: "Enter: edit  n: new work  Esc: back  q: quit")
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, spacing: 1, [sourceLine, summary, list, keyHints]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                selection: list.rx.modelSelected(WorkCellViewModel.self).asObservable(),
                newTap: newTap.asObservable()
            ))
        output.summary.drive(summary.rx.text).disposed(by: disposeBag)
        output.works.drive(list.rx.items) { _, work, cell in
            cell.text = work.title
            cell.detail = work.detail
        }.disposed(by: disposeBag)
        output.formSelected.drive(onNext: { [weak self] form in
            self?.navigationController?.push(WorkFormScreen(viewModel: form))
        }).disposed(by: disposeBag)
    }

    /// `n` opens an empty form for a new work; `q` quits.
    public override func handleKey(_ key: Key) -> Bool {
        if key == .character("n") {
            newTap.accept(())
            return true
        }
        return super.handleKey(key)
    }
}

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
            title: "Work", source: "View model: GalleryViewModels/WorkBoard/WorkFormViewModel.swift",
            keys:
                "Tab: next field  ←/→ on the state: change it  Enter on the button: save  Esc: leave a field, then back"
        )
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
        output.problem.drive(problem.rx.text).disposed(by: disposeBag)
        output.saved.emit(onNext: { [weak self] _ in _ = self?.navigationController?.pop() }).disposed(by: disposeBag)
        appeared.accept(())
    }
}
