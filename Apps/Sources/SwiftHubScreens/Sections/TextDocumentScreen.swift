import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A commit's message or a release's notes, rendered and scrolled like a README.
package final class TextDocumentScreen: SwiftHubScreen {
    private let viewModel: TextDocumentViewModel
    let document = DocumentView()

    init(viewModel: TextDocumentViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.title, router: router)
    }

    public override func makeBody() -> View {
        PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [document, keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("↑/↓", localized("scroll"))]
        let output = viewModel.transform(input: .init())
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.document.map(MarkdownStyling.paragraphs).drive(document.rx.paragraphs).disposed(by: disposeBag)
    }
}
