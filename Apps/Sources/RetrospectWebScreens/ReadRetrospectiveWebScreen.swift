import Foundation
import MVVM
import RetrospectViewModels
import RxCore
import RxUI
import WebUI

/// Reading a goal's retrospective: its text as written, line breaks kept (the style sheet's
/// `pre-wrap`), escaped like every text.
@MainActor
package final class ReadRetrospectiveWebScreen: Screen {
    private let viewModel: ReadRetrospectiveViewModel
    let text = Label("Loading…", element: "p", styleClass: "prose")

    /// The reading screen for `viewModel`.
    package init(viewModel: ReadRetrospectiveViewModel) {
        self.viewModel = viewModel
        super.init(title: "Retrospective")
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [Label(GoalCellViewModel(goal: viewModel.goal).period, element: "p", styleClass: "dim"), text])
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(viewDidAppear: .just(())))
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.text.drive(text.rx.text).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in self?.banner.message = "\(error)" }).disposed(by: disposeBag)
    }
}
