import Foundation

/// How many lines of one language a repository holds, as counters of lines of code report
/// them: files, all lines, and of those the blank ones, the comments and the code.
package struct LineCount: Codable, Equatable, Sendable {
    /// "Swift", "Markdown", "JSON".
    package let language: String
    /// Files in that language.
    package let files: Int
    /// Every line.
    package let lines: Int
    /// Lines with nothing but spaces.
    package let blanks: Int
    /// Lines that are only a comment.
    package let comments: Int
    /// The rest: lines of code.
    package let linesOfCode: Int

    /// The counts of `language`; `linesOfCode` is what is neither blank nor a comment.
    package init(language: String, files: Int, lines: Int, blanks: Int, comments: Int) {
        self.language = language
        self.files = files
        self.lines = lines
        self.blanks = blanks
        self.comments = comments
        self.linesOfCode = lines - blanks - comments
    }
}
