import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A user's or organization's details and repositories; e opens the account's events, F
/// follows a person or stops following.
package final class UserScreen: SwiftHubScreen {
    private let viewModel: UserViewModel
    private let detailLabels = (0..<4).map { _ in Label() }
    private let followLabel = Label()
    private let spinner = ActivityIndicatorView(text: localized("Loading user…"))
    let list = ListView(rowHeight: 2)
    private let commands: [UserViewModel.Action: KeyCommand] = [
        .events: KeyCommand("e", title: localized("events")),
        .followers: KeyCommand("f", title: localized("followers")),
        .following: KeyCommand("g", title: localized("following")),
        .starred: KeyCommand("s", title: localized("starred")),
        .organizations: KeyCommand("o", title: localized("orgs")), .follow: KeyCommand("F", title: localized("follow")),
    ]

    init(viewModel: UserViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.login, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = Theme.current.strong
        keyHints.style = Theme.current.menuHints
        return PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, detailLabels + [followLabel, spinner, keyHints, list]))
    }

    public override func viewDidLoad() {
        // Enter opens a repository and `r` refreshes the list too; the line leaves them out to fit 80 columns.
        keyCommands = UserViewModel.Action.allCases.compactMap { commands[$0] }
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable(),
                eventsSelection: commands[.events]!.triggered,
                followersSelection: commands[.followers]!.triggered,
                followingSelection: commands[.following]!.triggered,
                starredSelection: commands[.starred]!.triggered,
                organizationsSelection: commands[.organizations]!.triggered,
                followToggle: commands[.follow]!.triggered
            ))
        output.follow.drive(followLabel.rx.text).disposed(by: disposeBag)
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        for (action, command) in commands {
            output.possibleActions.map { $0.contains(action) }.drive(command.rx.isEnabled).disposed(by: disposeBag)
        }
        output.details.drive(onNext: { [weak self] lines in
            guard let self else { return }
            self.show(lines, in: self.detailLabels)
        }).disposed(by: disposeBag)
        bind(output.repositories, emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        push(output.selected)
    }
}
