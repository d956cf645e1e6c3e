import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// Writing for GitHub: a new issue (title and body) or a comment on an issue or a pull
/// request. Ctrl-S sends; a refusal keeps the text and says why; once sent, the screen moves
/// on to the issue, which shows what was written.
package final class ComposeViewModel: ViewModelType {
    /// What is written, and where.
    package enum Target: Equatable, Sendable {
        /// A new issue in the repository with this full name.
        case issue(in: String)
        /// A comment on issue or pull request `number` of the repository with this full name.
        case comment(on: String, number: Int, IssueKind)
    }

    /// What the screen sends in.
    package struct Input {
        /// The title field as typed (a comment has none: `.never()`).
        package let title: Observable<String>
        /// The text as typed.
        package let body: Observable<String>
        /// Ctrl-S.
        package let send: Observable<Void>

        /// The inputs.
        package init(title: Observable<String> = .never(), body: Observable<String>, send: Observable<Void>) {
            self.title = title
            self.body = body
            self.send = send
        }
    }

    /// What the screen shows.
    package struct Output {
        /// "New issue · octocat/swift-rx", "Comment on #12 · octocat/swift-rx".
        package let title: Driver<String>
        /// What is needed, what Ctrl-S does, or "Sending…".
        package let status: Driver<String>
        /// Whether a request is under way (the fields stay as typed).
        package let isSending: Driver<Bool>
        /// Whether leaving now would lose text: something is typed and it was not sent.
        package let hasUnsentText: Driver<Bool>
        /// Where to go once sent: the new issue, or the issue commented on.
        package let sent: Driver<Destination>
        /// Why a send did not happen or was refused; `nil` when a send starts or the text changes.
        package let banner: Signal<String?>
    }

    /// What is written.
    package let target: Target
    private let service: GitHubService

    /// Writing `target` through `service`, as its signed-in account.
    package init(target: Target, service: GitHubService) {
        self.target = target
        self.service = service
    }

    /// Whether the screen shows a title field.
    package var needsTitle: Bool { if case .issue = target { true } else { false } }

    /// Builds the outputs; nothing is sent before `send` fires.
    package func transform(input: Input) -> Output {
        let (target, service) = (self.target, self.service)
        let states = Observable.merge(
            service.account.map { ComposeState.Event.account($0?.login) },
            input.title.map { .title($0) },
            input.body.map { .body($0) },
            input.send.map { .send }
        )
        .scanWithFeedback(
            ComposeState(kind: needsTitle ? .issue : .comment),
            feedback: { states in
                states.compactMap(\.launched).flatMap { draft -> Observable<ComposeState.Event> in
                    Self.send(draft, to: target, through: service).asObservable()
                        .map { ComposeState.Event.sent($0) }
                        .catch { .just(.refused(localized("Not sent: %@ — your text is kept", plainErrorMessage($0)))) }
                }
            },
            accumulator: { $0.reduced(by: $1) }
        )
        .share(replay: 1)
        return Output(
            title: .just(Self.title(target)),
            status: states.map(\.status).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
            isSending: states.map(\.isSending).distinctUntilChanged().asDriver(onErrorJustReturn: false),
            hasUnsentText: states.map { !($0.title.isEmpty && $0.body.isEmpty) && $0.sentTo == nil }
                .distinctUntilChanged().asDriver(onErrorJustReturn: false),
            sent: states.compactMap(\.sentTo).take(1).asDriver(onErrorDriveWith: .empty()),
            banner: Signal.merge(
                states.compactMap(\.message).map { Optional($0) }.asSignal(onErrorSignalWith: .empty()),
                Observable.merge(
                    states.filter { $0.launched != nil }.mapToVoid(), input.title.mapToVoid(), input.body.mapToVoid()
                )
                .map { String?.none }.asSignal(onErrorSignalWith: .empty()))
        )
    }

    private static func title(_ target: Target) -> String {
        switch target {
        case .issue(let fullName): localized("New issue · %@", fullName)
        case .comment(let fullName, let number, _): localized("Comment on #%ld · %@", number, fullName)
        }
    }

    /// Sends `draft` and answers where to go next.
    private static func send(_ draft: ComposeState.Draft, to target: Target, through service: GitHubService)
        -> Single<Destination>
    {
        switch target {
        case .issue(let fullName):
            service.send(GitHub.createIssue(fullName: fullName, title: draft.title, body: draft.body)).map {
                .issue(fullName, number: $0.number, .issue)
            }
        case .comment(let fullName, let number, let kind):
            service.send(GitHub.createComment(fullName: fullName, number: number, body: draft.body)).map { _ in
                .issue(fullName, number: number, kind)
            }
        }
    }
}
