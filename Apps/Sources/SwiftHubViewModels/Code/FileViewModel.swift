import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One file of a repository, to read: source with numbered, coloured lines; Markdown rendered
/// as the README is; a binary file's size.
package final class FileViewModel: ViewModelType {
    /// What the file reads as.
    package enum Document: Equatable, Sendable {
        /// Source: each line as coloured runs (numbered by the screen from 1).
        case code([[CodeToken]])
        /// Markdown, rendered.
        case markdown([MarkdownBlock])
        /// Bytes that are not UTF-8 text, with how many there are.
        case binary(bytes: Int)
    }

    /// What the screen sends in.
    package struct Input {
        /// Loads and later reloads the file (`r`).
        package let load: Observable<Void>

        /// The input the screen builds from its appearance and its refresh key.
        package init(load: Observable<Void>) { self.load = load }
    }

    /// What the screen shows.
    package struct Output {
        /// "Package.swift · octocat/swift-rx".
        package let title: Driver<String>
        /// The file, once it loads.
        package let document: Driver<Document>
        /// "Swift · 24 lines · 1.2 KB", once it loads.
        package let footer: Driver<String>
        /// "Loading Package.swift…", or that it could not load and how to retry.
        package let emptyText: Driver<String>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The repository, "owner/name".
    package let fullName: String
    /// The file's path from the root.
    package let path: String
    private let service: GitHubService
    private let now: () -> Date

    /// The file `path` of `fullName` through `service`; `now` dates a rate limit's reset.
    package init(fullName: String, path: String, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.path = path
        self.service = service
        self.now = now
    }

    /// Builds the outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (fullName, path, service, now) = (self.fullName, self.path, self.service, self.now)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let language = CodeLanguage(path: path)
        let loaded = LoadedOnce(load: input.load) {
            service.send(GitHub.contents(fullName: fullName, path: path)).map { contents -> ContentItem in
                guard case .file(let file) = contents else {
                    throw GitHubError.undecodable(
                        endpoint: GitHub.contents(fullName: fullName, path: path).name,
                        reason: localized("%@ is a folder, not a file", path))
                }
                return file
            }
        }
        let files = loaded.values
            .map { file -> (Document, String) in
                let size = LanguageRow.size(file.size)
                guard let data = file.data, let text = String(data: data, encoding: .utf8) else {
                    return (.binary(bytes: file.data?.count ?? file.size), localized("Binary · %@", size))
                }
                let lines = SyntaxHighlighter(language: language).lines(text)
                let count = lines.count == 1 ? localized("1 line") : localized("%ld lines", lines.count)
                let summary = "\(language.rawValue) · \(count) · \(size)"
                return language == .markdown ? (.markdown(Markdown.parse(text)), summary) : (.code(lines), summary)
            }
            .share(replay: 1)
        return Output(
            title: .just("\(name) · \(fullName)"),
            document: files.map(\.0).asDriver(onErrorDriveWith: .empty()),
            footer: files.map(\.1).asDriver(onErrorJustReturn: "").startWith(""),
            emptyText: loaded.emptyText(
                loading: localized("Loading %@…", name),
                failed: localized("Could not load %@ — press r to try again", name)),
            banner: loaded.banner(now: now)
        )
    }
}
