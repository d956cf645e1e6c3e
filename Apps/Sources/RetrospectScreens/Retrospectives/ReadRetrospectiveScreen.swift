import Foundation
import RetrospectViewModels
import RxCore
import RxUI
import TerminalUI

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
                    keyHints,
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
