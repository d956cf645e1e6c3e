import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A commit's message and changes, or a pull request's files, as lines: each file's heading,
/// its hunks, and its lines numbered before and after the change, added and removed lines
/// classed so; Author opens a commit's author, More files loads a pull request's next page.
@MainActor
package final class DiffWebScreen: SwiftHubWebScreen {
    private let viewModel: DiffViewModel
    let code = CodeView(accessibilityLabel: localized("Changes"))
    let footer = Label("", element: "p", styleClass: "dim")
    let author = Button(localized("Author"))
    let more = Button(localized("More files"))
    let reload = Button(localized("Reload"))

    init(viewModel: DiffViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Changes"), router: router)
    }

    override func makeContent() -> View {
        author.isHidden = !viewModel.hasAuthor
        if case .commit = viewModel.source { more.isHidden = true }
        return StackView(
            axis: .vertical, [code, footer, StackView(axis: .horizontal, [author, more, reload]), keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(
            input: .init(
                load: Observable.merge(.just(()), reload.rx.tap.asObservable(), reloads.asObservable()),
                loadMore: more.rx.tap.asObservable(),
                authorSelection: author.rx.tap.asObservable()))
        bind(banner: output.banner)
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.footer.drive(footer.rx.text).disposed(by: disposeBag)
        output.emptyText.drive(onNext: { [weak self] in self?.code.emptyText = $0 }).disposed(by: disposeBag)
        output.rows.drive(onNext: { [weak self] in self?.code.lines = CodeView.lines(diff: $0) }).disposed(
            by: disposeBag)
        push(output.selected)
    }

    /// Reload first: the changes are read, not operated.
    public override var initialFocusView: View? { reload }
}
