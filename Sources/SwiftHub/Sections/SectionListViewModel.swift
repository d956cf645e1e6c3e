import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One row of a section list, and what Enter on it opens.
public struct SectionRow: Equatable {
    /// What a row leads to, if anything.
    public enum Opens: Equatable {
        case user(String)
        case repository(String)
    }

    public let title: String
    public let detail: String
    public let opens: Opens?

    public init(title: String, detail: String, opens: Opens?) {
        self.title = title
        self.detail = detail
        self.opens = opens
    }
}

/// A paged list of one part of a repository — commits, branches, releases, contributors,
/// stargazers, forks — or the repositories an account starred. Enter opens the row's author,
/// account or repository.
public final class SectionListViewModel: ViewModelType {
    public enum Section: Equatable, Sendable, CustomStringConvertible {
        case commits(of: String)
        case branches(of: String)
        case releases(of: String)
        case contributors(of: String)
        case stargazers(of: String)
        case forks(of: String)
        /// Repositories an account starred.
        case starred(by: String)

        /// "commits octocat/swift-rx".
        public var description: String {
            switch self {
            case .commits(let name): return "commits \(name)"
            case .branches(let name): return "branches \(name)"
            case .releases(let name): return "releases \(name)"
            case .contributors(let name): return "contributors \(name)"
            case .stargazers(let name): return "stargazers \(name)"
            case .forks(let name): return "forks \(name)"
            case .starred(let login): return "starred \(login)"
            }
        }
    }

    public struct Input {
        public let load: Observable<Void>
        public let loadMore: Observable<Void>
        public let selection: Observable<SectionRow>

        public init(load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<SectionRow>) {
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    public struct Output {
        /// "Commits · octocat/swift-rx", "Starred by alice".
        public let title: Driver<String>
        public let rows: Driver<[SectionRow]>
        public let emptyText: Driver<String>
        public let footer: Driver<String>
        public let keyHints: Driver<String>
        public let selected: Driver<Destination>
        public let banner: Signal<String?>
    }

    public let section: Section
    private let destinations: Destinations

    public init(section: Section, service: GitHubService, scheduler: SchedulerType = MainScheduler.instance, now: @escaping () -> Date = Date.init) {
        self.section = section
        destinations = Destinations(service: service, scheduler: scheduler, now: now)
    }

    public func transform(input: Input) -> Output {
        let (section, destinations) = (self.section, self.destinations)
        let service = destinations.service, now = destinations.now
        func ago(_ date: Date?) -> String { date.map { RelativeDate.describe($0, now: now()) } ?? "not yet" }
        let list = Paginator<Int, SectionRow>(firstPage: 1) { page -> Single<Page<SectionRow>> in
            switch section {
            case .commits(let name):
                return service.commits(fullName: name, page: page).map { $0.page.map { commit in
                    SectionRow(title: "\(commit.shortSHA) \(commit.headline)",
                               detail: "\(commit.author?.login ?? commit.commit.author.name) committed \(ago(commit.commit.author.date))",
                               opens: commit.author.map { .user($0.login) })
                } }
            case .branches(let name):
                return service.branches(fullName: name, page: page).map { $0.page.map { branch in
                    SectionRow(title: branch.name + (branch.protected ? " (protected)" : ""), detail: "at \(branch.commit.sha.prefix(7))", opens: nil)
                } }
            case .releases(let name):
                return service.releases(fullName: name, page: page).map { $0.page.map { release in
                    SectionRow(title: (release.name ?? release.tagName) + (release.prerelease ? " · pre-release" : ""),
                               detail: "\(release.tagName) published \(ago(release.publishedAt)) by \(release.author.login)",
                               opens: .user(release.author.login))
                } }
            case .contributors(let name):
                return service.contributors(fullName: name, page: page).map { $0.page.map { contributor in
                    SectionRow(title: contributor.login, detail: "\(contributor.contributions) \(contributor.contributions == 1 ? "commit" : "commits")",
                               opens: .user(contributor.login))
                } }
            case .stargazers(let name):
                return service.stargazers(fullName: name, page: page).map { $0.page.map { user in
                    let cell = UserCellViewModel(user: user)
                    return SectionRow(title: cell.title, detail: cell.detail, opens: .user(user.login))
                } }
            case .forks(let name):
                return service.forks(fullName: name, page: page).map { $0.page.map { fork in
                    SectionRow(title: fork.fullName, detail: "★ \(fork.stargazersCount) · updated \(ago(fork.updatedAt))", opens: .repository(fork.fullName))
                } }
            case .starred(let login):
                return service.starredRepositories(login: login, page: page).map { $0.page.map { repository in
                    let cell = RepositoryCellViewModel(repository: repository)
                    return SectionRow(title: cell.title, detail: cell.detail, opens: .repository(repository.fullName))
                } }
            }
        }.transform(refresh: input.load, loadMore: input.loadMore)
        let (title, empty): (String, String)
        switch section {
        case .commits(let name): (title, empty) = ("Commits · \(name)", "No commits")
        case .branches(let name): (title, empty) = ("Branches · \(name)", "No branches")
        case .releases(let name): (title, empty) = ("Releases · \(name)", "No releases yet")
        case .contributors(let name): (title, empty) = ("Contributors · \(name)", "No contributors")
        case .stargazers(let name): (title, empty) = ("Stargazers · \(name)", "Nobody starred \(name) yet")
        case .forks(let name): (title, empty) = ("Forks · \(name)", "No forks")
        case .starred(let login): (title, empty) = ("Starred by \(login)", "\(login) has not starred anything")
        }
        return Output(
            title: .just(title),
            rows: list.items,
            emptyText: list.emptyText(loading: "Loading…", empty: empty),
            footer: list.endOfListFooter,
            keyHints: .just("Enter: open  r: refresh  Esc: back"),
            selected: input.selection.compactMap { row -> Destination? in
                switch row.opens {
                case .user(let login)?: return destinations.user(login)
                case .repository(let fullName)?: return destinations.repository(fullName)
                case nil: return nil
                }
            }.asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(clearedBy: Observable.merge(input.load, input.loadMore))
        )
    }
}

extension Page {
    /// The same page with each item transformed.
    func map<Other>(_ transform: (Item) -> Other) -> Page<Other> { Page<Other>(items: items.map(transform), hasNextPage: hasNextPage) }
}
