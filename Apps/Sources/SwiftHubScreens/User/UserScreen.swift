import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A user's or organization's details and repositories; e opens the account's events.
package final class UserScreen: SwiftHubScreen {
    private let viewModel: UserViewModel
    private let detailLabels = (0..<4).map { _ in Label() }
    private let spinner = ActivityIndicatorView(text: "Loading user…")
    let list = ListView(rowHeight: 2)
    private let eventsSelection = PublishRelay<Void>()
    private let followersSelection = PublishRelay<Void>()
    private let followingSelection = PublishRelay<Void>()
    private let starredSelection = PublishRelay<Void>()
    private let organizationsSelection = PublishRelay<Void>()

    init(viewModel: UserViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.login, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = TextStyle(bold: true)
        keyHints.style = TextStyle(dim: true, underline: true)
        return PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, detailLabels + [spinner, keyHints, list]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable(),
                eventsSelection: eventsSelection.asObservable(),
                followersSelection: followersSelection.asObservable(),
                followingSelection: followingSelection.asObservable(),
                starredSelection: starredSelection.asObservable(),
                organizationsSelection: organizationsSelection.asObservable()
            ))
        bind(banner: output.banner)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.keyHints.drive(keyHints.rx.text).disposed(by: disposeBag)
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

    /// `e` events, `f` followers, `g` following, `s` starred repositories, `o` organizations; the rest as every SwiftHub screen.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("e"): eventsSelection.accept(())
        case .character("f"): followersSelection.accept(())
        case .character("g"): followingSelection.accept(())
        case .character("s"): starredSelection.accept(())
        case .character("o"): organizationsSelection.accept(())
        default: return super.handleKey(key)
        }
        return true
    }
}
