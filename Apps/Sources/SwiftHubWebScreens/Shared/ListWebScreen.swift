import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A list of rows that each open something: accounts (followers, following, organizations), a
/// repository's section (commits, branches, releases, contributors, stargazers, forks) or an
/// account's starred repositories, and a folder of code. More rows load when the focus reaches
/// the last; a click (or Enter) opens the row's destination.
@MainActor
package final class ListWebScreen: SwiftHubWebScreen {
    let list: ListView
    let reload = Button(localized("Reload"))
    private let bindViewModel: (ListWebScreen) -> Void

    /// Followers, following or organizations.
    init(viewModel: UserListViewModel, router: SwiftHubWebRouter) {
        list = ListView(accessibilityLabel: localized("Accounts"))
        bindViewModel = { screen in
            let output = viewModel.transform(
                input: .init(
                    load: screen.loads, loadMore: screen.list.rx.reachedBottom.asObservable(),
                    selection: screen.list.rx.modelSelected(UserCellViewModel.self).asObservable()))
            screen.bind(banner: output.banner)
            output.title.drive(screen.rx.title).disposed(by: screen.disposeBag)
            screen.bind(output.users, emptyText: output.emptyText, footer: output.footer, to: screen.list) {
                user, cell in
                cell.text = user.title
                cell.detail = user.detail
            }
            screen.push(output.selected)
        }
        super.init(title: localized("Accounts"), router: router)
    }

    /// One part of a repository, or an account's starred repositories.
    init(viewModel: SectionListViewModel, router: SwiftHubWebRouter) {
        list = ListView(accessibilityLabel: "\(viewModel.section)")
        bindViewModel = { screen in
            let output = viewModel.transform(
                input: .init(
                    load: screen.loads, loadMore: screen.list.rx.reachedBottom.asObservable(),
                    selection: screen.list.rx.modelSelected(SectionRow.self).asObservable()))
            screen.bind(banner: output.banner)
            output.title.drive(screen.rx.title).disposed(by: screen.disposeBag)
            screen.bind(output.rows, emptyText: output.emptyText, footer: output.footer, to: screen.list) {
                row, cell in
                cell.text = row.title
                cell.detail = row.detail
                // A branch without commits to show, a contributor without an account: nothing opens.
                cell.isSelectable = row.opens != nil
            }
            screen.push(output.selected)
        }
        super.init(title: "\(viewModel.section)", router: router)
    }

    /// A folder of a repository's code: folders first, then files with their sizes.
    init(viewModel: FolderViewModel, router: SwiftHubWebRouter) {
        list = ListView(accessibilityLabel: localized("Code"))
        bindViewModel = { screen in
            let output = viewModel.transform(
                input: .init(
                    load: screen.loads,
                    selection: screen.list.rx.modelSelected(FolderViewModel.Row.self).asObservable()))
            screen.bind(banner: output.banner)
            output.title.drive(screen.rx.title).disposed(by: screen.disposeBag)
            screen.bind(output.rows, emptyText: output.emptyText, to: screen.list) { row, cell in
                cell.text = row.title
                cell.detail = row.detail
            }
            screen.push(output.selected)
        }
        super.init(title: localized("Code"), router: router)
    }

    /// The first load, then each refresh of the list, Reload, or `r`.
    private var loads: Observable<Void> {
        Observable.merge(
            .just(()), list.rx.refresh.asObservable(), reload.rx.tap.asObservable(), reloads.asObservable())
    }

    override func makeContent() -> View { StackView(axis: .vertical, [reload, list, keyHints]) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.handledElsewhere("Enter", localized("open")), .handledElsewhere("r", localized("refresh"))]
        bindViewModel(self)
    }

    /// The list first.
    public override var initialFocusView: View? { list }
}
