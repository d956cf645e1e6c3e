import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// One file of a repository's code: source with its lines numbered and its tokens classed (the
/// style sheet colours them), Markdown as a document, or what a binary file is.
@MainActor
package final class FileWebScreen: SwiftHubWebScreen {
    private let viewModel: FileViewModel
    let code = CodeView(accessibilityLabel: localized("File"))
    let document = MarkdownView()
    let footer = Label("", element: "p", styleClass: "dim")
    let reload = Button(localized("Reload"))

    init(viewModel: FileViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("File"), router: router)
    }

    override func makeContent() -> View {
        document.isHidden = true
        return StackView(axis: .vertical, [code, document, footer, reload, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(load: Observable.merge(.just(()), reload.rx.tap.asObservable(), reloads.asObservable())))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.code.emptyText = $0 }).disposed(by: disposeBag)
        output.document.drive(onNext: { [weak self] document in self?.show(document) }).disposed(by: disposeBag)
    }

    /// Code in the code view; Markdown in the document instead.
    private func show(_ document: FileViewModel.Document) {
        switch document {
        case .code(let lines):
            code.lines = CodeView.lines(code: lines)
        case .markdown(let blocks):
            self.document.blocks = blocks
        case .binary(let bytes):
            code.lines = [
                CodeView.Line(
                    gutter: "",
                    spans: [
                        CodeView.Span(
                            text: localized("A binary file of %@: nothing to show as text.", LanguageRow.size(bytes)),
                            styleClass: "")
                    ], styleClass: "dim")
            ]
        }
        if case .markdown = document {
            code.isHidden = true
            self.document.isHidden = false
        } else {
            code.isHidden = false
            self.document.isHidden = true
        }
    }

    /// Reload first: the file is read, not operated.
    public override var initialFocusView: View? { reload }
}
