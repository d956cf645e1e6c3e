import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// An issue or pull request with its comments, as one scrolling document; `u` opens the author.
package final class IssueScreen: SwiftHubScreen {
    private let viewModel: IssueViewModel
    private let footer = Label("", style: Theme.current.secondary)
    private let author = KeyCommand("u", title: localized("author"))
    private let files = KeyCommand("f", title: localized("files"))
    private let comment = KeyCommand("c", title: localized("comment"))
    let document = DocumentView()

    init(viewModel: IssueViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "#\(viewModel.number)", router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [document, footer, keyHints]))
    }

    public override func viewDidLoad() {
        files.isEnabled = viewModel.hasFiles
        keyCommands = [
            .handledElsewhere("↑/↓", localized("scroll")), author, files, comment,
            .handledElsewhere("r", localized("reload")),
        ]
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), document.rx.refresh.asObservable()),
                loadMore: document.rx.reachedBottom.asObservable(),
                authorSelection: author.triggered,
                filesSelection: files.triggered,
                comment: comment.triggered
            ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.document.map(MarkdownStyling.paragraphs).drive(document.rx.paragraphs).disposed(by: disposeBag)
        push(output.selected)
    }
}
