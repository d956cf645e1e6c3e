import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// The signed-in account's notifications grouped by repository: ←/→ filter, `m` marks the
/// selected thread read, Enter opens it.
package final class NotificationsScreen: SwiftHubScreen {
    private let viewModel: NotificationsViewModel
    private let filter = SegmentedControl(segments: NotificationsViewModel.filterTitles)
    private let markRead = PublishRelay<NotificationRow>()
    let list = ListView(rowHeight: 2)

    init(viewModel: NotificationsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Notifications", router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [filter, list, keyHints]))
    }

    public override func viewDidLoad() {
        filter.isFocusable = false
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                filterSelection: filter.rx.selectedSegmentIndex.asObservable().compactMap {
                    NotificationFilter.allCases.indices.contains($0) ? NotificationFilter.allCases[$0] : nil
                },
                selection: list.rx.modelSelected(NotificationRow.self).asObservable(),
                markRead: markRead.asObservable()
            ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.keyHints.drive(keyHints.rx.text).disposed(by: disposeBag)
        bind(output.rows, emptyText: output.emptyText, footer: output.footer, to: list) { row, cell in
            cell.text = row.title
            cell.detail = output.detail(row)
            if case .repository = row {
                // A repository's line heads its threads: it is never selected.
                cell.style = TextStyle(bold: true, underline: true)
                cell.isSelectable = false
            }
        }
        push(output.selected)
    }

    /// ←/→ switch the filter (unread, all, participating); `m` marks the selected thread read; the rest as every SwiftHub screen.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .left, .right:
            return switchSegment(filter, with: key, reloading: list)
        case .character("m"):
            if let row: NotificationRow = list.model(at: list.selectedRow) { markRead.accept(row) }
            return true
        default:
            return super.handleKey(key)
        }
    }
}
