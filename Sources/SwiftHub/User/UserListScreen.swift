import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// Followers or following: a paged list of accounts; Enter opens one.
public final class UserListScreen: SwiftHubScreen {
    private let viewModel: UserListViewModel
    private let footer = Label("", style: TextStyle(dim: true))
    let list = ListView(rowHeight: 2)

    init(viewModel: UserListViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Accounts", router: router)
    }

    public override func makeBody() -> View {
        PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [list, footer, keyHints]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(
            load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
            loadMore: list.rx.reachedBottom.asObservable(),
            selection: list.rx.modelSelected(UserCellViewModel.self).asObservable()
        ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.keyHints.drive(keyHints.rx.text).disposed(by: disposeBag)
        bind(output.users, emptyText: output.emptyText, footer: output.footer, to: list, footerLabel: footer) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        push(on: output.userSelected) { $0.userScreen($1) }
    }
}
