import Foundation

/// Compares `svg` — a diagram a test draws from its run, such as ``MarbleDiagram/svg(_:)`` —
/// with the file at `path`, checked in beside the documentation that shows it: when the
/// behaviour changes, the test fails until the picture is redrawn, so the two cannot disagree.
///
/// With `regenerate` (by default when the environment sets `REGENERATE_DIAGRAMS=1`) the file is
/// written instead, its folder created if missing, and nothing is compared. A failure names the
/// first line that differs, or says the file is missing.
///
/// ```swift
/// XCTAssertDiagram(MarbleDiagram.svg(rows), matchesFile: "Docs.docc/Resources/search.svg")
/// ```
public func XCTAssertDiagram(
    _ svg: String, matchesFile path: String,
    regenerate: Bool = ProcessInfo.processInfo.environment["REGENERATE_DIAGRAMS"] == "1",
    file: StaticString = #filePath, line: UInt = #line
) {
    RxTestFailure.noteLocation(file: file, line: line)
    let url = URL(fileURLWithPath: path)
    if regenerate {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url, options: .atomic)
        } catch {
            RxTestFailure.record("\(path): the diagram could not be written (\(error))", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        RxTestFailure.record(
            "\(path): no diagram to compare with; run the test with REGENERATE_DIAGRAMS=1 to write it",
            file: file, line: line)
        return
    }
    let committed = String(decoding: data, as: UTF8.self)
    guard committed != svg else { return }
    let committedLines = diagramLines(committed)
    let drawnLines = diagramLines(svg)
    let first =
        zip(committedLines, drawnLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(committedLines.count, drawnLines.count)
    func lineText(_ lines: [String]) -> String { first < lines.count ? lines[first] : "(end of file)" }
    RxTestFailure.record(
        """
        \(path) differs from the diagram this run draws, from line \(first + 1):
          file:  \(lineText(committedLines))
          drawn: \(lineText(drawnLines))
        Run the test with REGENERATE_DIAGRAMS=1 to redraw it.
        """, file: file, line: line)
}

/// The lines of `text`; a final line break ends the last line rather than starting an empty one.
private func diagramLines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.count > 1 && lines.last == "" { lines.removeLast() }
    return lines
}
