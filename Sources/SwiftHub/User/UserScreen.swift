import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// A user's details and repositories; e opens the user's events.
public final class UserScreen: SwiftHubScreen {
    private let viewModel: UserViewModel
    private let detailLabels = (0..<3).map { _ in Label() }
    private let spinner = ActivityIndicatorView(text: "Loading user…")
    private let list = ListView(rowHeight: 2)
    private var eventsViewModel: EventsViewModel?

    init(viewModel: UserViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.login, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = TextStyle(bold: true)
        list.emptyText = "No repositories"
        return PaddingView(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, detailLabels + [spinner, Label("Repositories — Enter: open  e: events  r: refresh  Esc: back", style: TextStyle(dim: true, underline: true)), list]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(
            load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
            loadMore: list.rx.reachedBottom.asObservable(),
            selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable()
        ))
        output.error.emit(onNext: { [weak self] in self?.showError($0) }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.details.drive(onNext: { [weak self] lines in
            self?.show(lines, in: self?.detailLabels ?? [])
        }).disposed(by: disposeBag)
        output.repositories.drive(list.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        output.events.drive(onNext: { [weak self] in self?.eventsViewModel = $0 }).disposed(by: disposeBag)
        output.repositorySelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.repositoryScreen(viewModel))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        if key == .character("e"), let events = eventsViewModel {
            navigationController?.push(router.eventsScreen(events))
            return true
        }
        return super.handleKey(key)
    }
}

