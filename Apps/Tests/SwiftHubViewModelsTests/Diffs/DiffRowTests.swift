import GitHubAPI
import SwiftHubViewModels
import XCTest

/// A patch read into rows: hunk headers set the line numbers, each line counts in the version
/// that has it, and what is not a line of the file is said as a note.
final class DiffRowTests: XCTestCase {
    func testLinesAreNumberedFromTheirHunkHeaders() {
        let patch = """
            @@ -12,4 +12,5 @@ extension Observable {
             let a = 1
            -let b = 2
            +let b = 3
            +let c = 4

            @@ -40 +41,2 @@
             }
            +// 한국어 주석 👩‍💻
            \\ No newline at end of file
            """
        XCTAssertEqual(
            DiffRow.parse(patch: patch),
            [
                .hunk("@@ -12,4 +12,5 @@ extension Observable {"),
                .context(old: 12, new: 12, text: "let a = 1"),
                .removed(old: 13, text: "let b = 2"),
                .added(new: 13, text: "let b = 3"),
                .added(new: 14, text: "let c = 4"),
                .context(old: 14, new: 15, text: ""),
                .hunk("@@ -40 +41,2 @@"),
                .context(old: 40, new: 41, text: "}"),
                .added(new: 42, text: "// 한국어 주석 👩‍💻"),
                .note("No newline at end of file"),
            ])
        XCTAssertEqual(DiffRow.widestLineNumber(DiffRow.parse(patch: patch)), 42)
    }

    func testWhatIsNotAHunkIsKeptAsANote() {
        XCTAssertEqual(
            DiffRow.parse(patch: "Binary files differ\n@@ nonsense @@\n+x\n"),
            [.note("Binary files differ"), .note("@@ nonsense @@"), .note("+x")])
    }

    func testAFileWithoutAPatchSaysWhy() {
        let renamed = ChangedFile(
            filename: "b.swift", status: .renamed, additions: 0, deletions: 0, patch: nil, previousFilename: "a.swift")
        XCTAssertEqual(
            DiffRow.rows(for: renamed),
            [
                .file(ChangedFileHeading(renamed)), .note("Moved without changes"),
            ])
        XCTAssertEqual(ChangedFileHeading(renamed).path, "a.swift → b.swift")
        XCTAssertEqual(ChangedFileHeading(renamed).letter, "R")
        let image = ChangedFile(filename: "logo.png", status: .added, additions: 0, deletions: 0, patch: nil)
        XCTAssertEqual(
            DiffRow.rows(for: image),
            [.file(ChangedFileHeading(image)), .note("No diff shown: a binary file, or too large to show")])
        XCTAssertEqual(ChangedFileHeading(image).letter, "A")
        XCTAssertEqual(
            ChangedFileHeading(ChangedFile(filename: "x", status: .modified, additions: 3, deletions: 1, patch: ""))
                .counts,
            "+3 −1")
    }
}
