import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A repository's languages: a bar of their shares in colours, then each with its percentage
/// and size, most code first.
package final class LanguagesScreen: SwiftHubScreen {
    private let viewModel: LanguagesViewModel
    let document = DocumentView()
    /// The bar's width in cells: it fits the smallest terminal SwiftHub draws in.
    static let barWidth = 46

    init(viewModel: LanguagesViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Languages"), router: router)
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
        Driver.combineLatest(output.summary, output.rows, output.lineCounts, output.linesNote) {
            summary, rows, lines, note in
            let languages = Self.paragraphs(summary, rows)
            return languages.isEmpty ? [] : languages + Self.lineParagraphs(lines, note: note)
        }
        .drive(document.rx.paragraphs).disposed(by: disposeBag)
    }

    /// The summary, the bar, and a line per language.
    static func paragraphs(_ summary: String, _ rows: [LanguageRow]) -> [DocumentParagraph] {
        guard !rows.isEmpty else { return [] }
        let cells = LanguageRow.barCells(rows, width: barWidth)
        let bar = zip(rows.indices, cells).filter { $0.1 > 0 }.map { index, count in
            StyledText(String(repeating: "█", count: count), style: Theme.current.language(index))
        }
        let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
        let lines = rows.enumerated().map { index, row in
            let padding = String(repeating: " ", count: nameWidth - DisplayWidth.of(row.name))
            return DocumentParagraph(
                [
                    StyledText("■ ", style: Theme.current.language(index)),
                    StyledText(row.name + padding, style: Theme.current.strong),
                    StyledText("  \(row.percentText.leftPadded(to: 7))  \(row.sizeText)"),
                ], wraps: false)
        }
        return [DocumentParagraph([StyledText(summary)]), DocumentParagraph(bar, wraps: false), DocumentParagraph([])]
            + lines
    }

    /// "Lines of code", then a line per language: its files and its code, comment and blank lines.
    static func lineParagraphs(_ counts: [LineCount], note: String) -> [DocumentParagraph] {
        let heading = [
            DocumentParagraph.blank,
            DocumentParagraph([StyledText(localized("Lines of code"), style: Theme.current.strong)]),
        ]
        guard !counts.isEmpty else {
            return heading + [DocumentParagraph([StyledText(note, style: Theme.current.secondary)])]
        }
        let nameWidth = counts.map { DisplayWidth.of($0.language) }.max() ?? 0
        return heading
            + counts.map { count in
                let padding = String(repeating: " ", count: nameWidth - DisplayWidth.of(count.language))
                let files = count.files == 1 ? localized("1 file") : localized("%ld files", count.files)
                return DocumentParagraph(
                    [
                        StyledText(count.language + padding, style: Theme.current.strong),
                        StyledText(
                            "  " + files + " · "
                                + localized(
                                    "%ld code · %ld comments · %ld blank", count.linesOfCode, count.comments,
                                    count.blanks)
                        ),
                    ], wraps: false)
            }
    }
}

extension String {
    /// The string with spaces before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
