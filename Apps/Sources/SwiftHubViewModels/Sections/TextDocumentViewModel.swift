import Foundation
import MVVM
import RxCore
import RxUI

/// A text already at hand, read as Markdown: a commit's full message and its details, a
/// release's notes. Nothing is requested.
package final class TextDocumentViewModel: ViewModelType {
    /// Nothing comes in: the text is there from the start.
    package struct Input {
        /// The screen's input (none).
        package init() {}
    }

    /// What the screen shows.
    package struct Output {
        /// "Commit 1a2b3c4 · octocat/swift-rx", "Release v2.0.0 · octocat/swift-rx".
        package let title: Driver<String>
        /// The text as Markdown blocks.
        package let document: Driver<[MarkdownBlock]>
        /// What to show when the text is empty ("No release notes").
        package let emptyText: Driver<String>
    }

    /// The screen's title.
    package let title: String
    /// The Markdown shown.
    package let markdown: String
    private let emptyText: String

    /// A document titled `title` showing `markdown`, or `emptyText` when it is blank.
    package init(title: String, markdown: String, emptyText: String) {
        self.title = title
        self.markdown = markdown
        self.emptyText = emptyText
    }

    /// The outputs, constant.
    package func transform(input: Input) -> Output {
        let blank = markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return Output(
            title: .just(title),
            document: .just(blank ? [] : Markdown.parse(markdown)),
            emptyText: .just(emptyText),
        )
    }
}
