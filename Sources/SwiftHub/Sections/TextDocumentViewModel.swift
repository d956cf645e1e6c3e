import Foundation
import RxCore
import RxUI
import MVVM

/// A text already at hand, read as Markdown: a commit's full message and its details, a
/// release's notes. Nothing is requested.
public final class TextDocumentViewModel: ViewModelType {
    /// Nothing comes in: the text is there from the start.
    public struct Input {
        /// The screen's input (none).
        public init() {}
    }

    /// What the screen shows.
    public struct Output {
        /// "Commit 1a2b3c4 · octocat/swift-rx", "Release v2.0.0 · octocat/swift-rx".
        public let title: Driver<String>
        /// The text as Markdown blocks.
        public let document: Driver<[MarkdownBlock]>
        /// What to show when the text is empty ("No release notes").
        public let emptyText: Driver<String>
        /// The keys the screen offers.
        public let keyHints: Driver<String>
    }

    /// The screen's title.
    public let title: String
    /// The Markdown shown.
    public let markdown: String
    private let emptyText: String

    /// A document titled `title` showing `markdown`, or `emptyText` when it is blank.
    public init(title: String, markdown: String, emptyText: String) {
        self.title = title
        self.markdown = markdown
        self.emptyText = emptyText
    }

    /// The outputs, constant.
    public func transform(input: Input) -> Output {
        let blank = markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return Output(
            title: .just(title),
            document: .just(blank ? [] : Markdown.parse(markdown)),
            emptyText: .just(emptyText),
            keyHints: .just("↑/↓: scroll  Esc: back")
        )
    }
}
