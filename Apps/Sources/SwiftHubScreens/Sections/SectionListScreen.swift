import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Commits, branches, releases, contributors, stargazers, forks or starred repositories: a
/// paged list; Enter opens a row's account or repository.
package final class SectionListScreen: PagedListScreen<SectionRow> {
    private let viewModel: SectionListViewModel

    init(viewModel: SectionListViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "\(viewModel.section)", router: router)
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(load: load, loadMore: loadMore, selection: selection))
        bindList(
            title: output.title, rows: output.rows, emptyText: output.emptyText, footer: output.footer,
            banner: output.banner
        ) { row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }
        push(output.selected)
    }
}
