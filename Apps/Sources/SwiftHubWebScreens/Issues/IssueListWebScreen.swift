import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A repository's issues or pull requests, open or closed (pressed buttons); a click opens one,
/// New issue writes one.
@MainActor
package final class IssueListWebScreen: SwiftHubWebScreen {
    private let viewModel: IssueListViewModel
    let state = SegmentedControl(segments: IssueListViewModel.stateTitles, accessibilityLabel: localized("state"))
    let newIssue = Button(localized("New issue"))
    let list = ListView(accessibilityLabel: localized("Issues"))

    init(viewModel: IssueListViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.fullName, router: router)
    }

    override func makeContent() -> View {
        StackView(axis: .vertical, [StackView(axis: .horizontal, [state, newIssue]), list, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.handledElsewhere("Enter", localized("open")), .handledElsewhere("r", localized("refresh"))]
        newIssue.isHidden = !viewModel.canOpenNew
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                stateSelection: state.rx.selectedSegmentIndex.asObservable().map {
                    $0 == 0 ? IssueState.open : .closed
                },
                selection: list.rx.modelSelected(IssueCellViewModel.self).asObservable(),
                newIssue: newIssue.rx.tap.asObservable()
            ))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        bind(output.items, emptyText: output.emptyText, footer: output.footer, to: list) { item, cell in
            cell.text = item.title
            cell.detail = item.detail
        }
        push(output.selected)
    }

    /// The list first.
    public override var initialFocusView: View? { list }
}
