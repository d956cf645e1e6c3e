import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// What changed, read as one document: a commit's message and the patch of every file it
/// changes, or the files of a pull request (paged in as the reader reaches the end).
package final class DiffViewModel: ViewModelType {
    /// Whose changes.
    package enum Source: Equatable, Sendable {
        /// The commit `sha` of the repository with this full name.
        case commit(String, sha: String)
        /// The files of pull request `number` of the repository with this full name.
        case pullRequest(String, number: Int)
    }

    /// What the screen sends in.
    package struct Input {
        /// Loads and later reloads the changes (`r`).
        package let load: Observable<Void>
        /// The next files of a pull request; a commit comes whole.
        package let loadMore: Observable<Void>
        /// Opens a commit's author.
        package let authorSelection: Observable<Void>

        /// The inputs; a screen without an author key leaves `authorSelection` `.never()`.
        package init(
            load: Observable<Void>, loadMore: Observable<Void> = .never(), authorSelection: Observable<Void> = .never()
        ) {
            self.load = load
            self.loadMore = loadMore
            self.authorSelection = authorSelection
        }
    }

    /// What the screen shows.
    package struct Output {
        /// "Commit 1a2b3c4 · octocat/swift-rx", "Files of #12 · octocat/swift-rx".
        package let title: Driver<String>
        /// The document: a commit's message, then each file's heading and its lines.
        package let rows: Driver<[DiffRow]>
        /// "3 files changed · +12 −4", with "so far" while a pull request has more files.
        package let footer: Driver<String>
        /// "Loading commit 1a2b3c4…", or that it could not load and how to retry.
        package let emptyText: Driver<String>
        /// The commit author's screen, once `authorSelection` fires after the commit loaded
        /// and when GitHub knows the author's account.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// Whose changes the document shows.
    package let source: Source
    private let service: GitHubService
    private let now: () -> Date

    /// The changes of `source` through `service`; `now` dates the commit.
    package init(source: Source, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.source = source
        self.service = service
        self.now = now
    }

    /// Whether the screen has an author to open: a commit has one, a pull request's files do not.
    package var hasAuthor: Bool { if case .commit = source { true } else { false } }

    /// Builds the outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        switch source {
        case .commit(let fullName, let sha): commit(fullName, sha: sha, input: input)
        case .pullRequest(let fullName, let number): pullRequestFiles(fullName, number: number, input: input)
        }
    }

    private func commit(_ fullName: String, sha: String, input: Input) -> Output {
        let (service, now) = (self.service, self.now)
        let loaded = LoadedOnce(load: input.load) { service.send(GitHub.commit(fullName: fullName, sha: sha)) }
        let commits = loaded.values
        let short = String(sha.prefix(7))
        return Output(
            title: .just(localized("Commit %@ · %@", short, fullName)),
            rows: commits.map { Self.rows(of: $0, now: now()) }.asDriver(onErrorJustReturn: []).startWith([]),
            footer: commits.map { Self.summary($0.files ?? [], more: false) }.asDriver(onErrorJustReturn: "")
                .startWith(""),
            emptyText: loaded.emptyText(
                loading: localized("Loading commit %@…", short),
                failed: localized("Could not load the commit — press r to try again")),
            selected: input.authorSelection.withLatestFrom(commits).compactMap { $0.author.map { .user($0.login) } }
                .asDriver(onErrorDriveWith: .empty()),
            banner: loaded.banner(now: now)
        )
    }

    private func pullRequestFiles(_ fullName: String, number: Int, input: Input) -> Output {
        let (service, now) = (self.service, self.now)
        let files = Paginator<Int, ChangedFile>(firstPage: 1) {
            service.send(GitHub.pullRequestFiles(fullName: fullName, number: number, page: $0)).map(\.page)
        }
        .transform(refresh: input.load, loadMore: input.loadMore)
        return Output(
            title: .just(localized("Files of #%ld · %@", number, fullName)),
            rows: files.items.map { $0.flatMap { [DiffRow.blank] + DiffRow.rows(for: $0) }.dropFirst().map { $0 } },
            footer: files.loaded.map { Self.summary($0.items, more: $0.hasMore) }.startWith(""),
            emptyText: files.emptyText(
                loading: localized("Loading the files of #%ld…", number),
                empty: localized("No files changed in #%ld", number)),
            selected: .empty(),
            banner: files.banner(clearedBy: Observable.merge(input.load, input.loadMore), now: now)
        )
    }

    /// A commit's message, who wrote it and when, then its files.
    static func rows(of commit: Commit, now: Date) -> [DiffRow] {
        let lines = commit.commit.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let body = lines.dropFirst().drop { $0.isEmpty }.map(DiffRow.text)
        let who = commit.author?.login ?? commit.commit.author.name ?? RelativeDate.absent
        let when = RelativeDate.describe(commit.commit.author.date, now: now)
        var rows: [DiffRow] = [.heading(commit.headline)] + body
        rows.append(.detail(localized("%@ committed %@", who, when) + " · \(commit.sha)"))
        for file in commit.files ?? [] { rows += [.blank] + DiffRow.rows(for: file) }
        return rows
    }

    /// "3 files changed · +12 −4"; "so far" while more are to come.
    static func summary(_ files: [ChangedFile], more: Bool) -> String {
        let additions = files.map(\.additions).saturatingSum
        let deletions = files.map(\.deletions).saturatingSum
        let count = files.count == 1 ? localized("1 file changed") : localized("%ld files changed", files.count)
        let changes = "+\(additions) −\(deletions)"
        return more
            ? localized("%@ so far · %@ · ↓ at the end loads more", count, changes) : count + " · " + changes
    }
}
