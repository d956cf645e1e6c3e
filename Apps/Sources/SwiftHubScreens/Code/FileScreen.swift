import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// One file of a repository's code: source with its lines numbered and coloured, Markdown
/// rendered, or what a binary file is.
package final class FileScreen: SwiftHubScreen {
    private let viewModel: FileViewModel
    private let footer = Label("", style: Theme.current.secondary)
    let document = DocumentView()

    init(viewModel: FileViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("File"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [document, footer, keyHints]))
    }

    public override func viewDidLoad() {
        keyCommands = [.handledElsewhere("↑/↓", localized("scroll")), .handledElsewhere("r", localized("reload"))]
        let output = viewModel.transform(
            input: .init(load: Observable.merge(.just(()), document.rx.refresh.asObservable())))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.document.map(Self.paragraphs).drive(document.rx.paragraphs).disposed(by: disposeBag)
    }

    /// Source as one unwrapped paragraph a line, numbered from 1 in a dim column as wide as
    /// the last number; Markdown as the README draws it.
    static func paragraphs(_ document: FileViewModel.Document) -> [DocumentParagraph] {
        switch document {
        case .markdown(let blocks):
            return MarkdownStyling.paragraphs(blocks)
        case .binary(let bytes):
            return [
                DocumentParagraph(
                    [
                        StyledText(
                            localized("A binary file of %@: nothing to show as text.", LanguageRow.size(bytes)),
                            style: Theme.current.note)
                    ])
            ]
        case .code(let lines):
            let width = String(lines.count).count
            return lines.enumerated().map { offset, tokens in
                let number = String(offset + 1)
                let gutter = String(repeating: " ", count: width - number.count) + number + "  "
                return DocumentParagraph(
                    [StyledText(gutter, style: Theme.current.secondary)]
                        + tokens.map {
                            StyledText(
                                $0.text.replacingOccurrences(of: "\t", with: "    "),
                                style: Theme.current.syntax($0.kind))
                        },
                    wraps: false)
            }
        }
    }
}
