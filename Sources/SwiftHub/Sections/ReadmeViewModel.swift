import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// A repository's README, decoded from GitHub's base64 and read as Markdown.
public final class ReadmeViewModel: ViewModelType {
    public struct Input {
        /// Loads and later reloads it.
        public let load: Observable<Void>
        public init(load: Observable<Void>) { self.load = load }
    }

    public struct Output {
        /// "README · octocat/swift-rx".
        public let title: Driver<String>
        public let document: Driver<[MarkdownBlock]>
        /// "Loading README…", or why there is nothing to read.
        public let emptyText: Driver<String>
        public let keyHints: Driver<String>
        public let banner: Signal<String?>
    }

    public let fullName: String
    private let service: GitHubService

    public init(fullName: String, service: GitHubService) {
        self.fullName = fullName
        self.service = service
    }

    public func transform(input: Input) -> Output {
        let (fullName, service) = (self.fullName, self.service)
        let errors = ErrorTracker()
        // A missing README is an answer, not a failure: GitHub says 404.
        let answers = input.load.flatMapLatest { _ -> Observable<[MarkdownBlock]?> in
            service.readme(fullName: fullName).asObservable()
                .map { readme -> [MarkdownBlock]? in readme.text.map(Markdown.parse) ?? [MarkdownBlock(.paragraph, [MarkdownSpan("The README is not UTF-8 text.", .italic)])] }
                .catch { error in
                    if case GitHubError.http(404, _)? = error as? GitHubError { return .just(nil) }
                    return Observable<[MarkdownBlock]?>.error(error).trackError(errors).catch { _ in .empty() }
                }
        }.share(replay: 1)
        return Output(
            title: .just("README · \(fullName)"),
            document: answers.map { $0 ?? [] }.asDriver(onErrorJustReturn: []),
            emptyText: Driver.merge(
                input.load.map { "Loading README…" }.asDriver(onErrorDriveWith: .empty()),
                answers.filter { $0 == nil }.map { _ in "\(fullName) has no README" }.asDriver(onErrorDriveWith: .empty()),
                errors.asDriver().map { _ in "Could not load the README — press r to try again" }
            ).startWith("Loading README…").distinctUntilChanged(),
            keyHints: .just("↑/↓: scroll  r: reload  Esc: back"),
            banner: Signal.merge(errors.asSignal().map { Optional(errorMessage($0)) }, input.load.map { String?.none }.asSignal(onErrorSignalWith: .empty()))
        )
    }
}
