import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Search: type a query, results update as you type (debounced) and Enter searches at once;
/// Down (or Esc) moves from the field to the results, where Enter opens one and Down at the end loads more.
package final class SearchScreen: SwiftHubScreen {
    private let viewModel: SearchViewModel
    let query = TextField(placeholder: localized("search repositories"))
    private let resultTitle = Label("", style: Theme.current.strong)
    private let spinner = ActivityIndicatorView(text: localized("Searching…"))
    private let moreSpinner = ActivityIndicatorView(text: localized("Loading more…"))
    let list = ListView(rowHeight: 2)
    let sort = SegmentedControl(segments: SearchViewModel.Sort.titles)
    let kind = SegmentedControl(segments: SearchViewModel.Kind.titles)
    private let language = Label("", style: Theme.current.secondary)
    private let nextLanguage = KeyCommand("f", title: localized("language"))
    private let switchKind = KeyCommand("u", title: localized("kind"))
    // Reached only outside the field, which moves its cursor with ←/→.
    private lazy var switchSort = KeyCommand([.left, .right], label: "←/→", title: localized("sort")) {
        [weak self] key in
        guard let self else { return false }
        return self.switchSegment(self.sort, with: key, reloading: self.list)
    }

    init(viewModel: SearchViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Search"), router: router)
    }

    /// Puts the cursor in the query field, to type a new search.
    func focusQuery() { focus(query) }

    public override func makeBody() -> View {
        query.sizing = .flexible(1)
        return PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical,
                [
                    StackView(axis: .horizontal, spacing: 1, [Label(localized("Search:")), query]),
                    StackView(axis: .horizontal, spacing: 0, [kind, Label("·", style: Theme.current.secondary), sort]),
                    StackView(axis: .horizontal, spacing: 2, [resultTitle, language, spinner]),
                    list,
                    moreSpinner,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        // ←/→ change the order from the results; ↓ and Esc go from the field to the results.
        sort.isFocusable = false
        kind.isFocusable = false
        keyCommands = [
            .handledElsewhere("Enter", localized("search")), .handledElsewhere("↓", localized("results")), switchSort,
            nextLanguage,
            switchKind,
        ]
        switchKind.triggered.subscribe(onNext: { [weak self] in
            guard let kind = self?.kind else { return }
            // Repositories, users, issues, code, and round again.
            let next = SearchViewModel.Kind(rawValue: kind.selectedSegmentIndex)?.next ?? .repositories
            kind.selectedSegmentIndex = next.rawValue
        }).disposed(by: disposeBag)
        let output = viewModel.transform(
            input: .init(
                query: query.rx.text.orEmpty.asObservable().lane("search query"),
                search: query.rx.controlEvent(.editingDidEndOnExit).asObservable(),
                loadMore: list.rx.reachedBottom.asObservable(),
                selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable(),
                sort: sort.rx.selectedSegmentIndex.asObservable().compactMap(SearchViewModel.Sort.init(rawValue:)),
                kind: kind.rx.selectedSegmentIndex.asObservable().compactMap(SearchViewModel.Kind.init(rawValue:)),
                userSelection: list.rx.modelSelected(UserCellViewModel.self).asObservable(),
                issueSelection: list.rx.modelSelected(IssueSearchCellViewModel.self).asObservable(),
                codeSelection: list.rx.modelSelected(CodeSearchCellViewModel.self).asObservable(),
                nextLanguage: nextLanguage.triggered
            ))
        output.language.map { $0.isEmpty ? "" : "· \($0) (f)" }.drive(language.rx.text).disposed(by: disposeBag)
        bind(banner: output.banner)
        output.title.lane("search results").drive(resultTitle.rx.text).disposed(by: disposeBag)
        output.isSearching.lane("searching").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        // Enter on the empty results while a search is on its way opens the first result when it arrives.
        output.isSearching.drive(onNext: { [list] in list.isAwaitingRows = $0 }).disposed(by: disposeBag)
        output.isLoadingMore.drive(moreSpinner.rx.isAnimating).disposed(by: disposeBag)
        bind(output.repositories, emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        // One list shows either kind: each emission replaces the rows, and the other kind is
        // always empty, so the binding that fires last after a switch is the right one.
        output.users.filter { !$0.isEmpty }.drive(list.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        output.issues.filter { !$0.isEmpty }.drive(list.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        output.code.filter { !$0.isEmpty }.drive(list.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        push(output.selected)
    }
}
