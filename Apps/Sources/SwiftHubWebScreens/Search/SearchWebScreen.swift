import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Search in the browser: type a query and the results follow (debounced), Enter searches at
/// once; the kind (repositories, users, issues, code) and the order are pressed buttons; the
/// Language button (or `f` outside the field, as in the terminal) moves repositories' language
/// filter to the next language; a result opens with a click or Enter. Bound to the same
/// `SearchViewModel` as the terminal's.
@MainActor
package final class SearchWebScreen: SwiftHubWebScreen {
    private let viewModel: SearchViewModel
    let query = TextField(placeholder: localized("search repositories"))
    let kind = SegmentedControl(segments: SearchViewModel.Kind.titles, accessibilityLabel: localized("kind"))
    let sort = SegmentedControl(segments: SearchViewModel.Sort.titles, accessibilityLabel: localized("sort"))
    let resultTitle = Label("", element: "p")
    /// "Language: Any language"; shown while searching repositories.
    let language = Button("")
    private let nextLanguage = KeyCommand(["f"], label: "f", title: localized("language"))
    private let spinner = ActivityIndicatorView(title: localized("Searching…"))
    private let moreSpinner = ActivityIndicatorView(title: localized("Loading more…"))
    let list = ListView(accessibilityLabel: localized("Results"))

    init(viewModel: SearchViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Search"), router: router)
    }

    override func makeContent() -> View {
        StackView(
            axis: .vertical,
            [
                FormField(localized("Search:"), query), kind, StackView(axis: .horizontal, [sort, language]),
                StackView(axis: .horizontal, [resultTitle, spinner]), list, moreSpinner, keyHints,
            ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [
            .handledElsewhere("Enter", localized("search")), .handledElsewhere("Tab", localized("results")),
            nextLanguage,
        ]
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
                nextLanguage: Observable.merge(language.rx.tap.asObservable(), nextLanguage.triggered.asObservable())
            ))
        output.language.map { localized("Language") + ": " + $0 }.drive(language.rx.title).disposed(by: disposeBag)
        output.language.map(\.isEmpty).drive(language.rx.isHidden).disposed(by: disposeBag)
        output.language.map { !$0.isEmpty }.drive(nextLanguage.rx.isEnabled).disposed(by: disposeBag)
        bind(banner: output.banner)
        output.title.lane("search results").drive(resultTitle.rx.text).disposed(by: disposeBag)
        output.isSearching.lane("searching").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.isLoadingMore.drive(moreSpinner.rx.isAnimating).disposed(by: disposeBag)
        bind(output.repositories, emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        // One list shows either kind: each emission replaces the rows, and the other kinds are
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

    /// The query field first.
    public override var initialFocusView: View? { query }
}
