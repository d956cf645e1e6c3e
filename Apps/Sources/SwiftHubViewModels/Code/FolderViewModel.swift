import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One folder of a repository's code: its folders, then its files, each by name; Enter opens
/// a folder's own listing or a file to read.
package final class FolderViewModel: ViewModelType {
    /// One entry as the list shows it.
    package struct Row: Equatable, Sendable {
        /// "Sources/" for a folder, "Package.swift" for a file.
        package let title: String
        /// "folder", "1.2 KB".
        package let detail: String
        /// What Enter on it opens.
        package let opens: Destination
    }

    /// What the screen sends in.
    package struct Input {
        /// Loads and later reloads the folder (`r`).
        package let load: Observable<Void>
        /// A chosen row.
        package let selection: Observable<Row>

        /// The inputs.
        package init(load: Observable<Void>, selection: Observable<Row> = .never()) {
            self.load = load
            self.selection = selection
        }
    }

    /// What the screen shows.
    package struct Output {
        /// "Code · octocat/swift-rx", "Sources/Rx · octocat/swift-rx".
        package let title: Driver<String>
        /// The entries, folders first; empty until they load.
        package let rows: Driver<[Row]>
        /// "Loading…", "Empty folder", or that it could not load and how to retry.
        package let emptyText: Driver<String>
        /// Where a chosen row leads.
        package let selected: Driver<Destination>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
    }

    /// The repository, "owner/name".
    package let fullName: String
    /// The folder's path from the root; "" for the root.
    package let path: String
    private let service: GitHubService
    private let now: () -> Date

    /// The folder `path` of `fullName` through `service`; `now` dates a rate limit's reset.
    package init(fullName: String, path: String, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.path = path
        self.service = service
        self.now = now
    }

    /// Builds the outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (fullName, path, service, now) = (self.fullName, self.path, self.service, self.now)
        let folder = LoadedOnce(load: input.load) { service.send(GitHub.contents(fullName: fullName, path: path)) }
        return Output(
            title: .just(path.isEmpty ? localized("Code · %@", fullName) : "\(path) · \(fullName)"),
            rows: folder.values.map { Self.rows($0, fullName) }.asDriver(onErrorJustReturn: []).startWith([]),
            emptyText: folder.emptyText(
                loading: localized("Loading…"), failed: localized("Could not load the folder — press r to try again"),
                empty: { Self.rows($0, fullName).isEmpty ? localized("Empty folder") : nil }),
            selected: input.selection.map(\.opens).asDriver(onErrorDriveWith: .empty()),
            banner: folder.banner(now: now)
        )
    }

    /// The entries of `contents`, folders first; a file GitHub answered for a folder is its one entry.
    private static func rows(_ contents: RepositoryContents, _ fullName: String) -> [Row] {
        switch contents {
        case .file(let file): return [row(file, fullName)]
        case .directory(let entries):
            return (entries.filter { $0.type == .dir } + entries.filter { $0.type != .dir }).map { row($0, fullName) }
        }
    }

    private static func row(_ item: ContentItem, _ fullName: String) -> Row {
        switch item.type {
        case .dir: Row(title: item.name + "/", detail: localized("folder"), opens: .folder(fullName, path: item.path))
        case .submodule:
            Row(title: item.name, detail: localized("submodule"), opens: .folder(fullName, path: item.path))
        case .file, .symlink:
            Row(title: item.name, detail: LanguageRow.size(item.size), opens: .file(fullName, path: item.path))
        }
    }
}
