import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// An issue or pull request with its comments, as one document; Comment writes one, Author
/// opens who wrote it, Files opens a pull request's changes, More comments loads the next page.
@MainActor
package final class IssueWebScreen: SwiftHubWebScreen {
    private let viewModel: IssueViewModel
    let document = MarkdownView()
    let footer = Label("", element: "p", styleClass: "dim")
    let comment = Button(localized("Comment"))
    let author = Button(localized("Author"))
    let files = Button(localized("Files"))
    let more = Button(localized("More comments"))
    let reload = Button(localized("Reload"))

    init(viewModel: IssueViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: "#\(viewModel.number)", router: router)
    }

    override func makeContent() -> View {
        files.isHidden = !viewModel.hasFiles
        return StackView(
            axis: .vertical,
            [document, footer, StackView(axis: .horizontal, [comment, files, more, author, reload]), keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), reload.rx.tap.asObservable(), reloads.asObservable()),
                loadMore: more.rx.tap.asObservable(),
                authorSelection: author.rx.tap.asObservable(),
                filesSelection: files.rx.tap.asObservable(),
                comment: comment.rx.tap.asObservable()
            ))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.document.drive(onNext: { [weak self] in self?.document.blocks = $0 }).disposed(by: disposeBag)
        push(output.selected)
    }

    /// Comment first: the document is read, not operated.
    public override var initialFocusView: View? { comment }
}
