// The starting point: a search-as-you-type screen as RxSwift and RxCocoa apps write it on iOS.
// It builds only with UIKit; the tutorial "From RxSwift and UIKit" takes it to TerminalUI.
import RxCocoa
import RxSwift
import UIKit

struct Repository {
    let fullName: String
    let stars: Int
}

final class GitHubSearchViewController: UIViewController {
    @IBOutlet private var searchBar: UISearchBar!
    @IBOutlet private var tableView: UITableView!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let repositories = searchBar.rx.text.orEmpty
            .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<[Repository]> in
                if query.isEmpty { return .just([]) }
                return GitHubAPI.searchRepositories(query).asObservable().catchAndReturn([])
            }
            .asDriver(onErrorJustReturn: [])
        repositories
            .drive(tableView.rx.items(cellIdentifier: "RepositoryCell")) { _, repository, cell in
                cell.textLabel?.text = repository.fullName
                cell.detailTextLabel?.text = "★ \(repository.stars)"
            }
            .disposed(by: disposeBag)
    }
}
