import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A repository's languages, as the terminal's languages screen shows them but in words rather
/// than a bar of colours: the summary, each language with its share and size (most code
/// first), then "Lines of code" with each language's counts, or the view model's note when
/// there are none. Reload (or `r`) loads them again.
@MainActor
package final class LanguagesWebScreen: SwiftHubWebScreen {
    private let viewModel: LanguagesViewModel
    let reload = Button(localized("Reload"))
    /// "3 languages · 51.0 KB of code", or while there are no languages what the view model
    /// says instead ("Loading languages…", "No code detected in …").
    let summary = Label("", element: "p")
    /// "Rust 86.0 % · 43.9 KB", one item a language.
    let languages = FactListView(accessibilityLabel: localized("Languages"))
    let linesHeading = Label(localized("Lines of code"), element: "h2")
    /// "Counting lines…", or that the server does not count them.
    let linesNote = Label("", element: "p", styleClass: "dim")
    /// "Kotlin 4 files · 56 code · 4 comments · 0 blank", one item a language.
    let lines = FactListView(accessibilityLabel: localized("Lines of code"))

    init(viewModel: LanguagesViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Languages"), router: router)
    }

    override func makeContent() -> View {
        StackView(axis: .vertical, [reload, summary, languages, linesHeading, linesNote, lines, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.handledElsewhere("r", localized("reload"))]
        let output = viewModel.transform(
            input: .init(load: Observable.merge(.just(()), reload.rx.tap.asObservable(), reloads.asObservable())))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        // What the view model says of a failure comes at once from a server that answers at
        // once: the texts are bound before the outputs whose subscription loads.
        output.emptyText.drive(onNext: { [weak self] in self?.shown.emptyText = $0 }).disposed(by: disposeBag)
        output.linesNote.drive(onNext: { [weak self] in self?.shown.linesNote = $0 }).disposed(by: disposeBag)
        output.summary.drive(onNext: { [weak self] in self?.shown.summary = $0 }).disposed(by: disposeBag)
        output.rows.drive(onNext: { [weak self] in self?.shown.rows = $0 }).disposed(by: disposeBag)
        output.lineCounts.drive(onNext: { [weak self] in self?.shown.lineCounts = $0 }).disposed(by: disposeBag)
    }

    /// The outputs' latest values.
    private struct Shown {
        var emptyText = ""
        var summary = ""
        var rows: [LanguageRow] = []
        var linesNote = ""
        var lineCounts: [LineCount] = []
    }

    private var shown = Shown() { didSet { show() } }

    private func show() {
        let rows = shown.rows
        summary.text = rows.isEmpty ? shown.emptyText : shown.summary
        languages.facts = rows.map { .init(name: $0.name, detail: "\($0.percentText) · \($0.sizeText)") }
        languages.isHidden = rows.isEmpty
        // As in the terminal, the lines come after the languages, and only once there are some.
        let counts = shown.lineCounts
        linesHeading.isHidden = rows.isEmpty
        linesNote.text = shown.linesNote
        linesNote.isHidden = rows.isEmpty || !counts.isEmpty || shown.linesNote.isEmpty
        lines.facts = counts.map { .init(name: $0.language, detail: Self.linesText($0)) }
        lines.isHidden = rows.isEmpty || counts.isEmpty
    }

    /// "4 files · 56 code · 4 comments · 0 blank", in the terminal's words.
    static func linesText(_ count: LineCount) -> String {
        let files = count.files == 1 ? localized("1 file") : localized("%ld files", count.files)
        return files + " · "
            + localized("%ld code · %ld comments · %ld blank", count.linesOfCode, count.comments, count.blanks)
    }

    /// Reload first: the page has nothing else to press.
    public override var initialFocusView: View? { reload }
}
