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
    private let newWork = KeyCommand("n", title: "new work")

    /// The board page for `viewModel`.
    package init(viewModel: WorkBoardViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Work board",
            source: "View models: GalleryViewModels/WorkBoard/WorkFormViewModel.swift (board, form, shared store)")
        keyCommands = [.handledElsewhere("Enter", "edit"), newWork]
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
                newTap: newWork.triggered
            ))
        output.summary.lane("work summary").drive(summary.rx.text).disposed(by: disposeBag)
        output.works.lane("works").drive(list.rx.items) { _, work, cell in
            cell.text = work.title
            cell.detail = work.detail
        }.disposed(by: disposeBag)
        output.formSelected.drive(onNext: { [weak self] form in
            self?.navigationController?.push(WorkFormScreen(viewModel: form))
        }).disposed(by: disposeBag)
    }
}
