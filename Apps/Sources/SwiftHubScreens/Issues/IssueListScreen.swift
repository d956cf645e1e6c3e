import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Issues or pull requests, open or closed (←/→); Enter opens one.
package final class IssueListScreen: SwiftHubScreen {
    private let viewModel: IssueListViewModel
    private let state = SegmentedControl(segments: IssueListViewModel.stateTitles)
    let list = ListView(rowHeight: 2)

    init(viewModel: IssueListViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.fullName, router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [state, list, keyHints]))
    }

    public override func viewDidLoad() {
        let switchState = KeyCommand([.left, .right], label: "←/→", title: localized("open or closed")) {
            [weak self] key in
            guard let self else { return false }
            return self.switchSegment(self.state, with: key, reloading: self.list)
        }
        let newIssue = KeyCommand("c", title: localized("new issue"), isEnabled: viewModel.canOpenNew)
        keyCommands = [
            .handledElsewhere("Enter", localized("open")), switchState, newIssue,
            .handledElsewhere("r", localized("refresh")),
        ]
        state.isFocusable = false
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                stateSelection: state.rx.selectedSegmentIndex.asObservable().map {
                    $0 == 0 ? IssueState.open : .closed
                },
                selection: list.rx.modelSelected(IssueCellViewModel.self).asObservable(),
                newIssue: newIssue.triggered
            ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        bind(output.items, emptyText: output.emptyText, footer: output.footer, to: list) { item, cell in
            cell.text = item.title
            cell.detail = item.detail
        }
        push(output.selected)
    }
}
