import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// What is trending, as the terminal's trending screen shows it: the period (today, this week,
/// this month) and the kind (repositories or developers) as pressed buttons, a button that
/// names the language and moves to the next (the terminal's `f`, a key here too), and the
/// list; a click (or Enter) opens the repository or the account. Reload (or `r`) asks again.
@MainActor
package final class TrendingWebScreen: SwiftHubWebScreen {
    private let viewModel: TrendingViewModel
    let period = SegmentedControl(segments: TrendingViewModel.periodTitles, accessibilityLabel: localized("period"))
    let kind = SegmentedControl(segments: TrendingViewModel.Kind.titles, accessibilityLabel: localized("kind"))
    /// "Language: Any language"; a click moves to the next language.
    let language = Button("")
    let reload = Button(localized("Reload"))
    let list = ListView(accessibilityLabel: localized("Trending"))
    private let nextLanguageKeys = PublishRelay<Void>()

    init(viewModel: TrendingViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Trending"), router: router)
    }

    override func makeContent() -> View {
        StackView(axis: .vertical, [StackView(axis: .horizontal, [period, kind, language, reload]), list, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [
            .handledElsewhere("Enter", localized("open")), .handledElsewhere("f", localized("language")),
            .handledElsewhere("r", localized("reload")),
        ]
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(
                    .just(()), list.rx.refresh.asObservable(), reload.rx.tap.asObservable(), reloads.asObservable()),
                // The controls' current values are the view model's defaults: only changes go in.
                period: period.rx.selectedSegmentIndex.asObservable().skip(1).compactMap {
                    TrendingPeriod.allCases.indices.contains($0) ? TrendingPeriod.allCases[$0] : nil
                },
                kind: kind.rx.selectedSegmentIndex.asObservable().skip(1).compactMap(TrendingViewModel.Kind.init),
                nextLanguage: Observable.merge(language.rx.tap.asObservable(), nextLanguageKeys.asObservable()),
                selection: list.rx.modelSelected(TrendingViewModel.Row.self).asObservable()))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        // "Swift (f)" in the terminal: the button says which setting it changes instead of the key.
        output.language.map { localized("Language") + ": " + RepositoryWebScreen.withoutKey($0) }
            .drive(language.rx.title).disposed(by: disposeBag)
        bind(output.rows, emptyText: output.emptyText, to: list) { row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }
        push(output.selected)
    }

    /// `f` moves to the next language, as in the terminal; the other keys as every screen's.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "f" else { return super.handleKey(key) }
        nextLanguageKeys.accept(())
        return true
    }

    /// The list first.
    public override var initialFocusView: View? { list }
}
