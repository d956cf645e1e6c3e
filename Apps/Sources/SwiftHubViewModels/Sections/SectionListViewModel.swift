import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One row of a section list, and what Enter on it opens.
package struct SectionRow: Equatable {
    /// The row's first line: a commit's headline, a branch, a release, an account or a repository.
    package let title: String
    /// The row's second line: who and when, a count, or a short SHA.
    package let detail: String
    /// What Enter on the row opens; `nil` for rows that open nothing.
    package let opens: Destination?

    /// A row with the given lines.
    package init(title: String, detail: String, opens: Destination?) {
        self.title = title
        self.detail = detail
        self.opens = opens
    }
}

/// A paged list of one part of a repository — commits, branches, releases, contributors,
/// stargazers, forks — or the repositories an account starred. Enter opens the row's author,
/// account or repository.
package final class SectionListViewModel: ViewModelType {
    /// Which part of which repository (or account) the list shows.
    package enum Section: Equatable, Sendable, CustomStringConvertible {
        /// The default branch's commits of the repository with this full name.
        case commits(of: String)
        /// The commits of one branch of the repository: its history from the branch's head.
        case branchCommits(of: String, branch: String)
        /// The branches of the repository.
        case branches(of: String)
        /// The releases of the repository, newest first.
        case releases(of: String)
        /// The contributors of the repository, most commits first.
        case contributors(of: String)
        /// The accounts that starred the repository.
        case stargazers(of: String)
        /// The forks of the repository.
        case forks(of: String)
        /// Repositories an account starred.
        case starred(by: String)

        /// "commits octocat/swift-rx".
        package var description: String {
            switch self {
            case .commits(let name): return "commits \(name)"
            case .branchCommits(let name, let branch): return "commits \(name) \(branch)"
            case .branches(let name): return "branches \(name)"
            case .releases(let name): return "releases \(name)"
            case .contributors(let name): return "contributors \(name)"
            case .stargazers(let name): return "stargazers \(name)"
            case .forks(let name): return "forks \(name)"
            case .starred(let login): return "starred \(login)"
            }
        }
    }

    /// What a section list sends in.
    package struct Input {
        /// Each appearance or refresh: loads the first page again and clears the banner.
        package let load: Observable<Void>
        /// The selection reached the end of the list: loads the next page (nothing after the last).
        package let loadMore: Observable<Void>
        /// Enter on a row.
        package let selection: Observable<SectionRow>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(load: Observable<Void>, loadMore: Observable<Void>, selection: Observable<SectionRow>) {
            self.load = load
            self.loadMore = loadMore
            self.selection = selection
        }
    }

    /// What a section list shows.
    package struct Output {
        /// "Commits · octocat/swift-rx", "Starred by alice".
        package let title: Driver<String>
        /// Every row loaded so far, pages in order.
        package let rows: Driver<[SectionRow]>
        /// "Loading…" until the first answer, then what an empty list says ("No releases yet").
        package let emptyText: Driver<String>
        /// "— end of list —" once the last page is loaded, else empty.
        package let footer: Driver<String>
        /// The screen to open for a chosen row that opens something.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` when the list loads again.
        package let banner: Signal<String?>
    }

    /// Which part the list shows.
    package let section: Section
    private let service: GitHubService
    private let now: () -> Date

    /// A list of `section` loaded through `service`; `now` dates the rows ("3 hours ago").
    package init(
        section: Section, service: GitHubService, now: @escaping () -> Date = Date.init
    ) {
        self.section = section
        self.service = service
        self.now = now
    }

    /// Wires the screen's inputs to its outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (section, service, now) = (self.section, self.service, self.now)
        func ago(_ date: Date?) -> String { date.map { RelativeDate.describe($0, now: now()) } ?? localized("not yet") }
        let list = Paginator<Int, SectionRow>(firstPage: 1) { page -> Single<Page<SectionRow>> in
            switch section {
            case .commits(let name), .branchCommits(let name, _):
                let branch: String? = if case .branchCommits(_, let branch) = section { branch } else { nil }
                return service.send(GitHub.commits(fullName: name, branch: branch, page: page)).map {
                    $0.page.map { commit in
                        let who = commit.author?.login ?? commit.commit.author.name ?? RelativeDate.absent
                        return SectionRow(
                            title: "\(commit.shortSHA) \(commit.headline)",
                            detail: localized(
                                "%@ committed %@", who, RelativeDate.describe(commit.commit.author.date, now: now())),
                            opens: .diff(.commit(name, sha: commit.sha)))
                    }
                }
            case .branches(let name):
                return service.send(GitHub.branches(fullName: name, page: page)).map {
                    $0.page.map { branch in
                        SectionRow(
                            title: branch.name + (branch.protected ? " " + localized("(protected)") : ""),
                            detail: localized("at %@", String(branch.commit.sha.prefix(7))),
                            opens: .section(.branchCommits(of: name, branch: branch.name)))
                    }
                }
            case .releases(let name):
                return service.send(GitHub.releases(fullName: name, page: page)).map {
                    $0.page.map { release in
                        SectionRow(
                            title: (release.name ?? release.tagName)
                                + (release.prerelease ? " · " + localized("pre-release") : ""),
                            detail:
                                localized(
                                    "%@ published %@ by %@", release.tagName, ago(release.publishedAt),
                                    release.author.login),
                            opens: .document(
                                title: localized("Release %@ · %@", release.name ?? release.tagName, name),
                                markdown: release.body ?? "",
                                emptyText: localized("%@ has no release notes", release.tagName)))
                    }
                }
            case .contributors(let name):
                return service.send(GitHub.contributors(fullName: name, page: page)).map {
                    $0.page.map { contributor in
                        SectionRow(
                            title: contributor.login ?? RelativeDate.absent,
                            detail:
                                contributor.contributions == 1
                                ? localized("1 commit") : localized("%ld commits", contributor.contributions),
                            opens: contributor.login.map { .user($0) })
                    }
                }
            case .stargazers(let name):
                return service.send(GitHub.stargazers(fullName: name, page: page)).map {
                    $0.page.map { user in
                        let cell = UserCellViewModel(user: user)
                        return SectionRow(title: cell.title, detail: cell.detail, opens: .user(user.login))
                    }
                }
            case .forks(let name):
                return service.send(GitHub.forks(fullName: name, page: page)).map {
                    $0.page.map { fork in
                        SectionRow(
                            title: fork.fullName,
                            detail: "★ \(fork.stargazersCount.map { String($0.shownCount) } ?? RelativeDate.absent) · "
                                + localized("updated %@", RelativeDate.describe(fork.updatedAt, now: now())),
                            opens: .repository(fork.fullName))
                    }
                }
            case .starred(let login):
                return service.send(GitHub.starredRepositories(login: login, page: page)).map {
                    $0.page.map { repository in
                        let cell = RepositoryCellViewModel(repository: repository)
                        return SectionRow(
                            title: cell.title, detail: cell.detail, opens: .repository(repository.fullName))
                    }
                }
            }
        }.transform(refresh: input.load, loadMore: input.loadMore)
        let (title, empty): (String, String)
        switch section {
        case .commits(let name): (title, empty) = (localized("Commits · %@", name), localized("No commits"))
        case .branchCommits(let name, let branch):
            (title, empty) = (localized("Commits on %@ · %@", branch, name), localized("No commits"))
        case .branches(let name): (title, empty) = (localized("Branches · %@", name), localized("No branches"))
        case .releases(let name): (title, empty) = (localized("Releases · %@", name), localized("No releases yet"))
        case .contributors(let name):
            (title, empty) = (localized("Contributors · %@", name), localized("No contributors"))
        case .stargazers(let name):
            (title, empty) = (localized("Stargazers · %@", name), localized("Nobody starred %@ yet", name))
        case .forks(let name): (title, empty) = (localized("Forks · %@", name), localized("No forks"))
        case .starred(let login):
            (title, empty) = (localized("Starred by %@", login), localized("%@ has not starred anything", login))
        }
        return Output(
            title: .just(title),
            rows: list.items,
            emptyText: list.emptyText(loading: localized("Loading…"), empty: empty),
            footer: list.endOfListFooter,
            selected: input.selection.compactMap(\.opens).asDriver(onErrorDriveWith: .empty()),
            banner: list.banner(clearedBy: Observable.merge(input.load, input.loadMore), now: now)
        )
    }
}
