import Foundation
import GitHubAPI

/// One row of a diff document — a commit's message and files, or a pull request's files — as
/// the view model lays it out and the screen colours it. Line numbers are the file's, before
/// (`old`) and after (`new`) the change, read from each hunk's header.
package enum DiffRow: Equatable, Sendable {
    /// The commit's first line.
    case heading(String)
    /// A line of the commit message's body.
    case text(String)
    /// Who, when, which hash, how much changed.
    case detail(String)
    /// An empty line between parts.
    case blank
    /// A file's heading: what happened to it and how many lines.
    case file(ChangedFileHeading)
    /// A hunk header, "@@ -12,7 +12,9 @@ extension Observable {".
    case hunk(String)
    /// A line both versions have.
    case context(old: Int, new: Int, text: String)
    /// A line only the new version has.
    case added(new: Int, text: String)
    /// A line only the old version had.
    case removed(old: Int, text: String)
    /// Something said about the diff rather than a line of it ("No newline at end of file").
    case note(String)

    /// The rows of `file`: its heading, then its patch parsed, or why there is none.
    package static func rows(for file: ChangedFile) -> [DiffRow] {
        let heading = DiffRow.file(ChangedFileHeading(file))
        guard let patch = file.patch, !patch.isEmpty else {
            switch file.status {
            case .renamed, .copied: return [heading, .note(localized("Moved without changes"))]
            case .changed: return [heading, .note(localized("Only the file's mode changed"))]
            default: return [heading, .note(localized("No diff shown: a binary file, or too large to show"))]
            }
        }
        return [heading] + parse(patch: patch)
    }

    /// The rows of a unified diff's hunks. A line before the first hunk header, or a header
    /// that cannot be read, is kept as a note rather than dropped.
    package static func parse(patch: String) -> [DiffRow] {
        var rows: [DiffRow] = []
        var (old, new) = (0, 0)
        var inHunk = false
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line.dropFirst())
            if line.hasPrefix("@@") {
                guard let start = hunkStart(line) else {
                    rows.append(.note(String(line)))
                    inHunk = false
                    continue
                }
                (old, new) = start
                inHunk = true
                rows.append(.hunk(String(line)))
            } else if line.hasPrefix("\\") {
                rows.append(.note(text.trimmingCharacters(in: .whitespaces)))
            } else if !inHunk {
                if !line.isEmpty { rows.append(.note(String(line))) }
            } else if line.hasPrefix("+") {
                rows.append(.added(new: new, text: text))
                new += 1
            } else if line.hasPrefix("-") {
                rows.append(.removed(old: old, text: text))
                old += 1
            } else {
                // A context line; an empty one is a blank line whose leading space was trimmed.
                rows.append(.context(old: old, new: new, text: text))
                old += 1
                new += 1
            }
        }
        // A patch ending in a newline leaves one empty context line behind: not a line of the file.
        if case .context(_, _, "")? = rows.last, patch.hasSuffix("\n") { rows.removeLast() }
        return rows
    }

    /// The largest line number a hunk may start at: a billion. Past it (or below 0) the
    /// header is not read, so counting the hunk's lines cannot overflow and every number
    /// fits the screen's column.
    package static let maxLineNumber = 1_000_000_000

    /// The first old and new line numbers of a hunk header "@@ -12,7 +12,9 @@ …" (counts may
    /// be left out); `nil` when they are not numbers within `0...maxLineNumber`.
    static func hunkStart(_ header: Substring) -> (old: Int, new: Int)? {
        let fields = header.split(separator: " ")
        guard fields.count >= 4, fields[0] == "@@", fields[3].hasPrefix("@@"),
            fields[1].hasPrefix("-"), fields[2].hasPrefix("+"),
            let old = Int(fields[1].dropFirst().split(separator: ",").first ?? ""),
            let new = Int(fields[2].dropFirst().split(separator: ",").first ?? ""),
            (0...maxLineNumber).contains(old), (0...maxLineNumber).contains(new)
        else { return nil }
        return (old, new)
    }

    /// The largest line number among `rows`: how wide the screen's number columns must be.
    package static func widestLineNumber(_ rows: [DiffRow]) -> Int {
        rows.reduce(0) { widest, row in
            switch row {
            case .context(let old, let new, _): max(widest, old, new)
            case .added(let new, _): max(widest, new)
            case .removed(let old, _): max(widest, old)
            default: widest
            }
        }
    }
}

/// A changed file as its heading says it: "M Sources/Rx/Observable.swift +3 −1".
package struct ChangedFileHeading: Equatable, Sendable {
    /// A, D, M, R, C or T, as `git status --short` writes them.
    package let letter: String
    /// The path after the change; "old → new" after a rename.
    package let path: String
    /// Lines added.
    package let additions: Int
    /// Lines removed.
    package let deletions: Int

    /// The heading of `file`.
    package init(_ file: ChangedFile) {
        switch file.status {
        case .added: letter = "A"
        case .removed: letter = "D"
        case .renamed: letter = "R"
        case .copied: letter = "C"
        case .changed: letter = "T"
        case .modified, .unchanged: letter = "M"
        }
        path = file.previousFilename.map { "\($0) → \(file.filename)" } ?? file.filename
        additions = file.additions
        deletions = file.deletions
    }

    /// "+3 −1".
    package var counts: String { "+\(additions) −\(deletions)" }
}
