import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

/// Search: type a query, results update as you type (debounced); Tab to the list, Enter opens.
public final class SearchScreen: SwiftHubScreen {
    private let viewModel: SearchViewModel
    let query = TextField(placeholder: "search repositories")
    private let resultTitle = Label("", style: TextStyle(bold: true))
    private let spinner = ActivityIndicatorView(text: "Searching…")
    let list = ListView(rowHeight: 2)

    init(viewModel: SearchViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Search", router: router)
    }

    public override func makeBody() -> View {
        list.emptyText = "No repositories"
        return PaddingView(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [
            StackView(axis: .horizontal, spacing: 1, [Label("Search:"), query]),
            StackView(axis: .horizontal, spacing: 2, [resultTitle, spinner]),
            list,
            Label("Tab: results  Enter: open  Esc: back  (q quits from the results)", style: TextStyle(dim: true)),
        ]))
    }

    public override func viewDidLoad() {
        query.sizing = .flexible(1)
        let output = viewModel.transform(input: .init(
            query: query.rx.text.orEmpty.asObservable(),
            selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable()
        ))
        output.title.drive(resultTitle.rx.text).disposed(by: disposeBag)
        output.isSearching.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.repositories.do(onNext: { [weak self] _ in self?.banner.message = nil })
            .drive(list.rx.items) { _, cell, row in
                row.text = cell.title
                row.detail = cell.detail
            }.disposed(by: disposeBag)
        output.repositorySelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.repositoryScreen(viewModel))
        }).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        // Letters go to the query field; only the list's keys reach here.
        if case .character = key, focusedView === list { return super.handleKey(key) }
        return key == .character("q") ? super.handleKey(key) : false
    }
}

