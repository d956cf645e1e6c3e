import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// One folder of a repository's code: folders first, then files with their sizes; Enter opens
/// a folder or a file.
package final class FolderScreen: PagedListScreen<FolderViewModel.Row> {
    private let viewModel: FolderViewModel

    init(viewModel: FolderViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Code"), router: router)
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(load: load, selection: selection))
        bindList(
            title: output.title, rows: output.rows, emptyText: output.emptyText, footer: .just(""),
            banner: output.banner
        ) { row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }
        push(output.selected)
    }
}
