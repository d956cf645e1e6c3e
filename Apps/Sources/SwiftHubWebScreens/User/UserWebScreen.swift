import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A user's or organization's details and repositories, with the terminal's keys as buttons:
/// Events, Followers, Following, Starred, Organizations, and Follow (a person, once signed in);
/// a button the account does not offer is hidden. A click on a repository opens it.
@MainActor
package final class UserWebScreen: SwiftHubWebScreen {
    private let viewModel: UserViewModel
    let details = (0..<4).map { _ in Label("", element: "p") }
    let follow = Label("", element: "p", styleClass: "dim")
    private let spinner = ActivityIndicatorView(title: localized("Loading user…"))
    let list = ListView(accessibilityLabel: localized("Repositories"))
    /// A button for each of the view model's actions, in its order.
    let actions: [UserViewModel.Action: Button] = [
        .events: Button(localized("Events")), .followers: Button(localized("Followers")),
        .following: Button(localized("Following")), .starred: Button(localized("Starred")),
        .organizations: Button(localized("Organizations")), .follow: Button(localized("Follow")),
    ]

    init(viewModel: UserViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.login, router: router)
    }

    override func makeContent() -> View {
        details[0].styleClass = "strong"
        let buttons = UserViewModel.Action.allCases.compactMap { actions[$0] }
        return StackView(
            axis: .vertical, details + [follow, spinner, StackView(axis: .horizontal, buttons), list, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.handledElsewhere("Enter", localized("open")), .handledElsewhere("r", localized("refresh"))]
        func taps(_ action: UserViewModel.Action) -> Observable<Void> {
            actions[action]?.rx.tap.asObservable() ?? .never()
        }
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable(), reloads.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable(),
                eventsSelection: taps(.events), followersSelection: taps(.followers),
                followingSelection: taps(.following), starredSelection: taps(.starred),
                organizationsSelection: taps(.organizations), followToggle: taps(.follow)
            ))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.follow.drive(follow.rx.text).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        for (action, button) in actions {
            output.possibleActions.map { !$0.contains(action) }.drive(button.rx.isHidden).disposed(by: disposeBag)
        }
        output.details.drive(onNext: { [weak self] lines in
            guard let self else { return }
            self.show(lines, in: self.details)
        }).disposed(by: disposeBag)
        bind(output.repositories, emptyText: output.emptyText, footer: output.footer, to: list) { repository, cell in
            cell.text = repository.title
            cell.detail = repository.detail
        }
        push(output.selected)
    }

    /// The repositories first.
    public override var initialFocusView: View? { list }
}
