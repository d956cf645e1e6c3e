import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The board in the browser, bound to the same `WorkBoardViewModel`: every work with its state
/// and due date; a row opens its form, the New work button (or n) a blank one.
@MainActor
package final class WorkBoardWebScreen: GalleryWebScreen {
    private let viewModel: WorkBoardViewModel
    let list = ListView(accessibilityLabel: "Works")
    let summary = Label("", element: "p", styleClass: "count")
    let newButton = Button("New work")
    private let newWork = KeyCommand(["n"], label: "n", title: "new work")

    /// The board page for `viewModel`.
    package init(viewModel: WorkBoardViewModel) {
        self.viewModel = viewModel
        super.init(
            title: "Work board",
            source: "View models: GalleryViewModels/WorkBoard/WorkFormViewModel.swift (board, form, shared store)")
        keyCommands = [.handledElsewhere("Enter", "edit"), newWork]
    }

    public override func makeBody() -> View {
        StackView(axis: .vertical, [sourceLine, summary, list, newButton, keyHints])
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                selection: list.rx.modelSelected(WorkCellViewModel.self).asObservable(),
                newTap: Observable.merge(newWork.triggered.asObservable(), newButton.rx.tap.asObservable())
            ))
        output.summary.lane("work summary").drive(summary.rx.text).disposed(by: disposeBag)
        output.works.lane("works").drive(list.rx.items) { _, work, cell in
            cell.text = work.title
            cell.detail = work.detail
        }.disposed(by: disposeBag)
        output.formSelected.drive(onNext: { [weak self] form in
            self?.navigationController?.push(WorkFormWebScreen(viewModel: form))
        }).disposed(by: disposeBag)
    }
}
