import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// What is trending: ←/→ today, this week, this month; `u` repositories or developers; `f`
/// the language; Enter opens a repository or an account.
package final class TrendingScreen: SwiftHubScreen {
    private let viewModel: TrendingViewModel
    let period = SegmentedControl(segments: TrendingViewModel.periodTitles)
    let kind = SegmentedControl(segments: TrendingViewModel.Kind.titles)
    private let language = Label("", style: Theme.current.secondary)
    let list = ListView(rowHeight: 2)
    private let switchKind = KeyCommand("u", title: localized("repos/devs"))
    private let nextLanguage = KeyCommand("f", title: localized("language"))
    private lazy var switchPeriod = KeyCommand([.left, .right], label: "←/→", title: localized("period")) {
        [weak self] key in
        guard let self else { return false }
        return self.switchSegment(self.period, with: key, reloading: self.list)
    }

    init(viewModel: TrendingViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Trending"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical,
                [StackView(axis: .horizontal, spacing: 1, [period, kind, language]), list, keyHints]))
    }

    public override func viewDidLoad() {
        period.isFocusable = false
        kind.isFocusable = false
        keyCommands = [.handledElsewhere("Enter", localized("open")), switchPeriod, switchKind, nextLanguage]
        switchKind.triggered.subscribe(onNext: { [weak self] in
            guard let kind = self?.kind else { return }
            kind.selectedSegmentIndex = (kind.selectedSegmentIndex + 1) % TrendingViewModel.Kind.allCases.count
        }).disposed(by: disposeBag)
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                period: period.rx.selectedSegmentIndex.asObservable().skip(1).map { TrendingPeriod.allCases[$0] },
                kind: kind.rx.selectedSegmentIndex.asObservable().skip(1).compactMap(TrendingViewModel.Kind.init),
                nextLanguage: nextLanguage.triggered,
                selection: list.rx.modelSelected(TrendingViewModel.Row.self).asObservable()))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.language.drive(language.rx.text).disposed(by: disposeBag)
        bind(output.rows, emptyText: output.emptyText, footer: .just(""), to: list) { row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }
        push(output.selected)
    }
}
