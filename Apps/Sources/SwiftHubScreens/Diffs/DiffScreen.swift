import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A commit's message and changes, or a pull request's files, as one scrolling document: each
/// file's heading, its hunks, and its lines numbered before and after the change, added lines
/// in green and removed ones in red; `u` opens a commit's author.
package final class DiffScreen: SwiftHubScreen {
    private let viewModel: DiffViewModel
    private let footer = Label("", style: Theme.current.secondary)
    private let author = KeyCommand("u", title: localized("author"))
    let document = DocumentView()

    init(viewModel: DiffViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Changes"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [document, footer, keyHints]))
    }

    public override func viewDidLoad() {
        author.isEnabled = viewModel.hasAuthor
        keyCommands = [
            .handledElsewhere("↑/↓", localized("scroll")), author, .handledElsewhere("r", localized("reload")),
        ]
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), document.rx.refresh.asObservable()),
                loadMore: document.rx.reachedBottom.asObservable(),
                authorSelection: author.triggered))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        output.rows.map(Self.paragraphs).drive(document.rx.paragraphs).disposed(by: disposeBag)
        push(output.selected)
    }

    /// Each row as one paragraph; diff lines keep their spaces and are cut at the edge, with
    /// the old and new line numbers in two columns as wide as the largest number.
    static func paragraphs(_ rows: [DiffRow]) -> [DocumentParagraph] {
        let width = String(DiffRow.widestLineNumber(rows)).count
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        func line(_ old: Int?, _ new: Int?, _ sign: String, _ text: String, _ style: TextStyle)
            -> DocumentParagraph
        {
            DocumentParagraph(
                [
                    StyledText("\(number(old)) \(number(new)) ", style: Theme.current.secondary),
                    StyledText(sign + text, style: style),
                ], wraps: false)
        }
        return rows.map { row in
            switch row {
            case .heading(let text): DocumentParagraph([StyledText(text, style: Theme.current.strong)])
            case .text(let text): DocumentParagraph([StyledText(text)])
            case .detail(let text): DocumentParagraph([StyledText(text, style: Theme.current.secondary)])
            case .blank: .blank
            case .file(let heading):
                DocumentParagraph(
                    [
                        StyledText("\(heading.letter) ", style: Theme.current.fileStatus),
                        StyledText(heading.path, style: Theme.current.strong),
                        StyledText("  +\(heading.additions)", style: Theme.current.added),
                        StyledText(" −\(heading.deletions)", style: Theme.current.removed),
                    ], wraps: false)
            case .hunk(let text):
                DocumentParagraph([StyledText(text, style: Theme.current.hunk)], wraps: false)
            case .context(let old, let new, let text): line(old, new, " ", text, .plain)
            case .added(let new, let text): line(nil, new, "+", text, Theme.current.added)
            case .removed(let old, let text): line(old, nil, "-", text, Theme.current.removed)
            case .note(let text): DocumentParagraph([StyledText(text, style: Theme.current.note)])
            }
        }
    }
}
