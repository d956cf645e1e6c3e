import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// Commits, branches, releases, contributors, stargazers, forks or starred repositories: a
/// paged list; Enter opens a row's account or repository.
public final class SectionListScreen: SwiftHubScreen {
    private let viewModel: SectionListViewModel
    private let footer = Label("", style: TextStyle(dim: true))
    let list = ListView(rowHeight: 2)

    init(viewModel: SectionListViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "\(viewModel.section)", router: router)
    }

    public override func makeBody() -> View {
        PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [list, footer, keyHints]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(
            load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
            loadMore: list.rx.reachedBottom.asObservable(),
            selection: list.rx.modelSelected(SectionRow.self).asObservable()
        ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.keyHints.drive(keyHints.rx.text).disposed(by: disposeBag)
        bind(output.rows, emptyText: output.emptyText, footer: output.footer, to: list, footerLabel: footer) { row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }
        push(output.selected)
    }
}
