import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A README rendered for the terminal, scrolled with the arrows and Page Up/Down.
package final class ReadmeScreen: SwiftHubScreen {
    private let viewModel: ReadmeViewModel
    let document = DocumentView()

    init(viewModel: ReadmeViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("README"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [document, keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("↑/↓", localized("scroll")), .handledElsewhere("r", localized("reload"))]
        let output = viewModel.transform(
            input: .init(load: Observable.merge(.just(()), document.rx.refresh.asObservable())))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.document.map(MarkdownStyling.paragraphs).drive(document.rx.paragraphs).disposed(by: disposeBag)
    }
}
