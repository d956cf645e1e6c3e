import GitHubSearchCore
import RxCore
import RxUI
import TerminalUI

/// The search screen: a field and the repositories it finds.
public final class RepositorySearchScreen: Screen {
    private let viewModel: RepositorySearchViewModel
    private let searchField = TextField(placeholder: "Search repositories")
    private let results = ListView()

    /// The screen of `viewModel`.
    public init(viewModel: RepositorySearchViewModel) {
        self.viewModel = viewModel
        super.init(title: "GitHub search")
        keyCommands = [.quit()]
    }

    public override func makeBody() -> View {
        results.sizing = .flexible(1)
        results.emptyText = "No repositories"
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, spacing: 1, [searchField, results, keyHints]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(query: searchField.rx.text.orEmpty.asObservable()))
        output.repositories.drive(results.rx.items) { _, repository, cell in
            cell.text = repository.fullName
            cell.accessory = "★ \(repository.stars)"
        }
        .disposed(by: disposeBag)
    }
}
