import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A repository's details above the menu of its sections: Enter opens a section, o the
/// owner, s stars, w watches, r reloads.
package final class RepositoryScreen: SwiftHubScreen {
    private let viewModel: RepositoryViewModel
    private let detailLabels = (0..<4).map { _ in Label() }
    private let spinner = ActivityIndicatorView(text: localized("Loading repository…"))
    let sections = ListView(rowHeight: 1)
    private let owner = KeyCommand("o", title: localized("owner"))
    private let starToggle = KeyCommand("s", title: localized("star"))
    private let watchToggle = KeyCommand("w", title: localized("watch"))
    private let fork = KeyCommand("k", title: localized("fork"))
    private let star = Label("", style: Theme.current.starred)
    private let watch = Label("", style: Theme.current.watched)

    init(viewModel: RepositoryViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.fullName, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = Theme.current.strong
        keyHints.style = Theme.current.menuHints
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical,
                detailLabels + [StackView(axis: .horizontal, spacing: 3, [star, watch]), spinner, keyHints, sections]))
    }

    public override func viewDidLoad() {
        keyCommands = [
            .handledElsewhere("Enter", localized("open section")), owner, starToggle, watchToggle, fork,
            .handledElsewhere("r", localized("reload")),
        ]
        let output = viewModel.transform(
            input: .init(
                reload: Observable.merge(.just(()), sections.rx.refresh.asObservable()),
                sectionSelection: sections.rx.modelSelected(RepositorySectionRow.self).asObservable().map(\.section),
                ownerSelection: owner.triggered,
                starToggle: starToggle.triggered,
                watchToggle: watchToggle.triggered,
                fork: fork.triggered
            ))
        bind(banner: output.banner)
        output.title.lane("repository").drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.isLoading.lane("repository loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.star.lane("star").drive(star.rx.text).disposed(by: disposeBag)
        output.watch.drive(watch.rx.text).disposed(by: disposeBag)
        output.details.drive(onNext: { [weak self] lines in
            guard let self else { return }
            self.show(lines, in: self.detailLabels)
        }).disposed(by: disposeBag)
        output.sections.drive(sections.rx.items) { _, row, cell in
            cell.text = row.title
            cell.accessory = row.accessory
        }.disposed(by: disposeBag)
        push(output.selected)
    }
}
