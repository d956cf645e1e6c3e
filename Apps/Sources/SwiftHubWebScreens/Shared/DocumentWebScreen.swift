import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A README, or a text at hand (a commit's message, a release's notes), as a document.
@MainActor
package final class DocumentWebScreen: SwiftHubWebScreen {
    let document = MarkdownView()
    private let bindViewModel: (DocumentWebScreen) -> Void

    /// A repository's README, loaded by `viewModel`.
    init(viewModel: ReadmeViewModel, router: SwiftHubWebRouter) {
        bindViewModel = { screen in
            let output = viewModel.transform(
                input: .init(load: Observable.merge(.just(()), screen.reloads.asObservable())))
            screen.bind(banner: output.banner)
            screen.bind(title: output.title, document: output.document, emptyText: output.emptyText)
        }
        super.init(title: localized("README"), router: router)
    }

    /// The text `viewModel` holds.
    init(viewModel: TextDocumentViewModel, router: SwiftHubWebRouter) {
        bindViewModel = { screen in
            let output = viewModel.transform(input: .init())
            screen.bind(title: output.title, document: output.document, emptyText: output.emptyText)
        }
        super.init(title: viewModel.title, router: router)
    }

    override func makeContent() -> View { document }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel(self)
    }

    private func bind(title: Driver<String>, document blocks: Driver<[MarkdownBlock]>, emptyText: Driver<String>) {
        title.drive(rx.title).disposed(by: disposeBag)
        emptyText.drive(onNext: { [weak self] in self?.document.emptyText = $0 }).disposed(by: disposeBag)
        blocks.drive(onNext: { [weak self] in self?.document.blocks = $0 }).disposed(by: disposeBag)
    }
}
