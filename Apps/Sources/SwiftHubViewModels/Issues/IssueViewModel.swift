import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// An issue or a pull request read as one document: its title and state, its body, then its
/// comments oldest first (paged in as the reader reaches the end), all in Markdown.
package final class IssueViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Loads (and later reloads) the item and its first comments.
        package let load: Observable<Void>
        /// The next comments.
        package let loadMore: Observable<Void>
        /// Opens the author.
        package let authorSelection: Observable<Void>
        /// Opens the files a pull request changes (ignored for an issue).
        package let filesSelection: Observable<Void>
        /// Opens the editor for a comment.
        package let comment: Observable<Void>

        /// The inputs; a screen without an author or files key leaves that input `.never()`.
        package init(
            load: Observable<Void>, loadMore: Observable<Void>, authorSelection: Observable<Void> = .never(),
            filesSelection: Observable<Void> = .never(), comment: Observable<Void> = .never()
        ) {
            self.comment = comment
            self.load = load
            self.loadMore = loadMore
            self.authorSelection = authorSelection
            self.filesSelection = filesSelection
        }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "Issue #12 · octocat/swift-rx".
        package let title: Driver<String>
        /// The document: header, body and comments.
        package let document: Driver<[MarkdownBlock]>
        /// What shows before the document: "Loading issue #12…", or that it could not load and how to retry.
        package let emptyText: Driver<String>
        /// "34 comments · more below" / "34 comments" once all are in.
        package let footer: Driver<String>
        /// The author's screen, once `authorSelection` fires after the item loaded; a pull
        /// request's files when `filesSelection` fires.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The repository, "owner/name".
    package let fullName: String
    /// The issue's or pull request's number.
    package let number: Int
    /// Whether `number` is an issue or a pull request.
    package let kind: IssueKind
    private let service: GitHubService
    private let now: () -> Date

    /// The issue or pull request `number` of `fullName` through `service`; `now` dates the header and comments.
    package init(
        fullName: String, number: Int, kind: IssueKind, service: GitHubService,
        now: @escaping () -> Date = Date.init
    ) {
        self.fullName = fullName
        self.number = number
        self.kind = kind
        self.service = service
        self.now = now
    }

    /// Whether the item has changed files to open: a pull request has, an issue has not.
    package var hasFiles: Bool { kind == .pullRequest }

    /// What the header says about an item, whichever kind it is.
    struct Header: Equatable {
        let title: String
        let status: String
        /// The author's login; `nil` when GitHub sent no account.
        let author: String?
        let body: String?
        let comments: Int?
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (fullName, number, kind, service, now) = (self.fullName, self.number, self.kind, self.service, self.now)
        let errors = ErrorTracker()
        let header = input.load.flatMapLatest { _ -> Observable<Header> in
            let request: Single<Header>
            switch kind {
            case .issue:
                request = service.send(GitHub.issue(fullName: fullName, number: number)).map { issue in
                    let state = issue.state.title
                    let labels = issue.labels.isEmpty ? "" : " · " + issue.labels.map(\.name).joined(separator: ", ")
                    return Header(
                        title: issue.title,
                        status:
                            localized(
                                "%@ · %@ opened it %@", state, issue.user?.login ?? RelativeDate.absent,
                                RelativeDate.describe(issue.createdAt, now: now())) + labels,
                        author: issue.user?.login, body: issue.body, comments: issue.comments)
                }
            case .pullRequest:
                request = service.send(GitHub.pullRequest(fullName: fullName, number: number)).map { pull in
                    let state =
                        pull.isMerged
                        ? localized("Merged") : pull.state.title
                    return Header(
                        title: pull.title,
                        status:
                            localized(
                                "%@ · %@ wants to merge %@ into %@ · opened %@", state,
                                pull.user?.login ?? RelativeDate.absent, pull.head.ref,
                                pull.base.ref, RelativeDate.describe(pull.createdAt, now: now())),
                        author: pull.user?.login, body: pull.body, comments: nil)
                }
            }
            return request.asObservable().trackError(errors).catch { _ in .empty() }
        }.share(replay: 1)
        let comments = Paginator<Int, IssueComment>(firstPage: 1) {
            service.send(GitHub.issueComments(fullName: fullName, number: number, page: $0)).map(\.page)
        }
        .transform(refresh: input.load, loadMore: input.loadMore)
        let document = Observable.combineLatest(header, comments.items.asObservable()) {
            header, comments -> [MarkdownBlock] in
            var blocks = [
                MarkdownBlock(.heading(level: 1), [MarkdownSpan("\(header.title) #\(number)")]),
                MarkdownBlock(.paragraph, [MarkdownSpan(header.status, .italic)]), MarkdownBlock(.blank),
            ]
            let body = Markdown.parse(header.body ?? "")
            blocks +=
                body.isEmpty
                ? [MarkdownBlock(.paragraph, [MarkdownSpan(localized("No description provided."), .italic)])] : body
            for comment in comments {
                blocks += [
                    MarkdownBlock(.blank), MarkdownBlock(.rule),
                    MarkdownBlock(
                        .heading(level: 3),
                        [
                            MarkdownSpan(
                                localized(
                                    "%@ commented %@", comment.user?.login ?? RelativeDate.absent,
                                    RelativeDate.describe(comment.createdAt, now: now()))
                            )
                        ]),
                ]
                blocks += Markdown.parse(comment.body ?? "")
            }
            return blocks
        }
        let isIssue = kind == .issue
        return Output(
            title: .just(
                isIssue
                    ? localized("Issue #%ld · %@", number, fullName)
                    : localized("Pull request #%ld · %@", number, fullName)),
            document: document.distinctUntilChanged().asDriver(onErrorJustReturn: []),
            emptyText: Driver.merge(
                .just(
                    isIssue ? localized("Loading issue #%ld…", number) : localized("Loading pull request #%ld…", number)
                ),
                errors.asDriver().map { _ in
                    isIssue
                        ? localized("Could not load the issue — press r to try again")
                        : localized("Could not load the pull request — press r to try again")
                }),
            footer: comments.loaded.map { loaded in
                let count =
                    loaded.items.count == 1 ? localized("1 comment") : localized("%ld comments", loaded.items.count)
                return loaded.hasMore ? localized("%@ so far · ↓ at the end loads more", count) : count
            },
            selected: Observable.merge(
                input.authorSelection.withLatestFrom(header).compactMap { $0.author.map { Destination.user($0) } },
                input.filesSelection.filter { kind == .pullRequest }.map {
                    .diff(.pullRequest(fullName, number: number))
                },
                input.comment.map { .compose(.comment(on: fullName, number: number, kind)) }
            ).asDriver(onErrorDriveWith: .empty()),
            banner: comments.banner(
                otherFailures: errors.asSignal(), clearedBy: Observable.merge(input.load, input.loadMore), now: now)
        )
    }
}
