import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// A repository's README, decoded from GitHub's base64 and read as Markdown.
package final class ReadmeViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Loads and later reloads it.
        package let load: Observable<Void>
        /// The input the screen builds from its appearance and its refresh key.
        package init(load: Observable<Void>) { self.load = load }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "README · octocat/swift-rx".
        package let title: Driver<String>
        /// The README as Markdown blocks; empty until it loads, and for a repository without one.
        package let document: Driver<[MarkdownBlock]>
        /// "Loading README…", or why there is nothing to read.
        package let emptyText: Driver<String>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The repository whose README is read, "owner/name".
    package let fullName: String
    private let service: GitHubService
    private let now: () -> Date

    /// A README screen for `fullName` through `service`; a missing README (404) is shown as such, not as a failure.
    package init(fullName: String, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.service = service
        self.now = now
    }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let (fullName, service, now) = (self.fullName, self.service, self.now)
        let errors = ErrorTracker()
        // A missing README is an answer, not a failure: GitHub says 404.
        let answers = input.load.flatMapLatest { _ -> Observable<[MarkdownBlock]?> in
            service.send(GitHub.readme(fullName: fullName)).asObservable()
                .map { readme -> [MarkdownBlock]? in
                    readme.text.map(Markdown.parse) ?? [
                        MarkdownBlock(.paragraph, [MarkdownSpan(localized("The README is not UTF-8 text."), .italic)])
                    ]
                }
                .catch { error in
                    if case GitHubError.http(404, _)? = error as? GitHubError { return .just(nil) }
                    return Observable<[MarkdownBlock]?>.error(error).trackError(errors).catch { _ in .empty() }
                }
        }.share(replay: 1)
        return Output(
            title: .just(localized("README · %@", fullName)),
            document: answers.map { $0 ?? [] }.asDriver(onErrorJustReturn: []),
            emptyText: Driver.merge(
                input.load.map { localized("Loading README…") }.asDriver(onErrorDriveWith: .empty()),
                answers.filter { $0 == nil }.map { _ in localized("%@ has no README", fullName) }.asDriver(
                    onErrorDriveWith: .empty()),
                errors.asDriver().map { _ in localized("Could not load the README — press r to try again") }
            ).startWith(localized("Loading README…")).distinctUntilChanged(),
            banner: Signal.merge(
                errors.asSignal().map { Optional(errorMessage($0, now: now())) },
                input.load.map { String?.none }.asSignal(onErrorSignalWith: .empty()))
        )
    }
}
