import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// The account's notifications grouped by repository (a repository's row heads its threads and
/// is not a button): the filter is pressed buttons, Mark all read (or `M`) marks them, `m` marks
/// the thread the focus is on, as in the terminal, and a click opens one.
@MainActor
package final class NotificationsWebScreen: SwiftHubWebScreen {
    private let viewModel: NotificationsViewModel
    let filter = SegmentedControl(
        segments: NotificationsViewModel.filterTitles, accessibilityLabel: localized("filter"))
    let markAllRead = Button(localized("Mark all read"))
    let list = ListView(accessibilityLabel: localized("Notifications"))
    let markRead = KeyCommand(["m"], label: "m", title: localized("read"))
    let markAllReadKey = KeyCommand(["M"], label: "M", title: localized("all read"))

    init(viewModel: NotificationsViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Notifications"), router: router)
    }

    override func makeContent() -> View {
        StackView(axis: .vertical, [StackView(axis: .horizontal, [filter, markAllRead]), list, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [
            .handledElsewhere("Enter", localized("open")), markRead, markAllReadKey,
            .handledElsewhere("r", localized("refresh")),
        ]
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                filterSelection: filter.rx.selectedSegmentIndex.asObservable().compactMap {
                    NotificationFilter.allCases.indices.contains($0) ? NotificationFilter.allCases[$0] : nil
                },
                selection: list.rx.modelSelected(NotificationRow.self).asObservable(),
                markRead: markRead.triggered.compactMap { [weak self] _ -> NotificationRow? in
                    // The thread the focus is on; with the focus elsewhere, none.
                    guard let list = self?.list, list.isFocused, let row = list.focusedPartIndex else { return nil }
                    return list.model(at: row)
                },
                markAllRead: Observable.merge(
                    markAllRead.rx.tap.asObservable(), markAllReadKey.triggered.asObservable())
            ))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        // Signed out there is nothing to filter or mark; the header's Sign in is the way on.
        output.isSignedIn.map { !$0 }.drive(filter.rx.isHidden).disposed(by: disposeBag)
        output.isSignedIn.map { !$0 }.drive(markAllRead.rx.isHidden).disposed(by: disposeBag)
        for command in [markRead, markAllReadKey] {
            output.isSignedIn.drive(command.rx.isEnabled).disposed(by: disposeBag)
        }
        bind(output.rows, emptyText: output.emptyText, footer: output.footer, to: list) { row, cell in
            cell.text = row.title
            cell.detail = output.detail(row)
            // A repository's line heads its threads: it is never selected.
            if case .repository = row { cell.isSelectable = false }
        }
        push(output.selected)
    }
}
