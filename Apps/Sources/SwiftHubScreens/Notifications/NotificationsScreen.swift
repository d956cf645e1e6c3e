import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// The signed-in account's notifications grouped by repository: ←/→ filter, `m` marks the
/// selected thread read, `M` all of them, Enter opens one.
package final class NotificationsScreen: SwiftHubScreen {
    private let viewModel: NotificationsViewModel
    private let filter = SegmentedControl(segments: NotificationsViewModel.filterTitles)
    private let markRead = KeyCommand("m", title: localized("read"))
    private let markAllRead = KeyCommand("M", title: localized("all read"))
    private lazy var switchFilter = KeyCommand([.left, .right], label: "←/→", title: localized("filter")) {
        [weak self] key in
        guard let self else { return false }
        return self.switchSegment(self.filter, with: key, reloading: self.list)
    }
    private let open = KeyCommand.handledElsewhere("Enter", localized("open"))
    private let refresh = KeyCommand.handledElsewhere("r", localized("refresh"))
    private let signIn = KeyCommand.handledElsewhere("l", localized("sign in"))
    let list = ListView(rowHeight: 2)

    init(viewModel: NotificationsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Notifications"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [filter, list, keyHints]))
    }

    public override func viewDidLoad() {
        filter.isFocusable = false
        keyCommands = [open, markRead, markAllRead, switchFilter, refresh, signIn]
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                filterSelection: filter.rx.selectedSegmentIndex.asObservable().compactMap {
                    NotificationFilter.allCases.indices.contains($0) ? NotificationFilter.allCases[$0] : nil
                },
                selection: list.rx.modelSelected(NotificationRow.self).asObservable(),
                markRead: markRead.triggered.compactMap { [weak self] _ -> NotificationRow? in
                    guard let list = self?.list else { return nil }
                    return list.model(at: list.selectedRow)
                },
                markAllRead: markAllRead.triggered
            ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        // Signed out, the only thing to do here is to sign in.
        for command in [open, markRead, markAllRead, switchFilter, refresh] {
            output.isSignedIn.drive(command.rx.isEnabled).disposed(by: disposeBag)
        }
        output.isSignedIn.map { !$0 }.drive(signIn.rx.isEnabled).disposed(by: disposeBag)
        bind(output.rows, emptyText: output.emptyText, footer: output.footer, to: list) { row, cell in
            cell.text = row.title
            cell.detail = output.detail(row)
            if case .repository = row {
                // A repository's line heads its threads: it is never selected.
                cell.style = Theme.current.unread
                cell.isSelectable = false
            }
        }
        push(output.selected)
    }
}
