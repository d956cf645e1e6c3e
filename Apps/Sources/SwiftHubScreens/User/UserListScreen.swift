import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Followers, following or organizations: a paged list of accounts; Enter opens one.
package final class UserListScreen: PagedListScreen<UserCellViewModel> {
    private let viewModel: UserListViewModel

    init(viewModel: UserListViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Accounts"), router: router)
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(load: load, loadMore: loadMore, selection: selection))
        bindList(
            title: output.title, rows: output.users, emptyText: output.emptyText, footer: output.footer,
            banner: output.banner
        ) { user, cell in
            cell.text = user.title
            cell.detail = user.detail
        }
        push(output.selected)
    }
}
