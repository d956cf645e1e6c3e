import Foundation
import GitHubAPI

/// One row of a code search: a file, where it is, and the line that matched.
package struct CodeSearchCellViewModel: Equatable {
    /// The file the row shows.
    package let item: CodeSearchItem
    /// "carol/swift-forms · src/forms.kt".
    package let title: String
    /// The first line of the match, trimmed ("let value = try forms.run()"); the file's name
    /// when GitHub sent no match.
    package let detail: String

    /// The row for `item` found by `query`: the matched line is the first that holds one of
    /// the query's words (its qualifiers, `key:value`, aside).
    package init(item: CodeSearchItem, query: String = "") {
        let terms = query.split(separator: " ").filter { !$0.contains(":") }.map(String.init)
        self.item = item
        title = "\(item.repository.fullName) · \(item.path)"
        let lines =
            item.textMatches?.first?.fragment?.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            } ?? []
        let lowered = terms.map { $0.lowercased() }
        let matched = lines.first { line in lowered.contains { line.lowercased().contains($0) } } ?? lines.first
        detail = matched ?? item.name
    }

    /// Where Enter leads: the file, to read.
    package var destination: Destination { .file(item.repository.fullName, path: item.path) }
}
