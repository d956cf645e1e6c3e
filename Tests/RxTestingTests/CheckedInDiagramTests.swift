import Foundation
import RxTesting
import XCTest

final class CheckedInDiagramTests: RxTestCase {
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUp() {
        super.setUp()
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("diagrams-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testRegeneratingWritesTheFileWhichThenMatches() throws {
        let path = folder.appendingPathComponent("Resources/search.svg").path
        let drawn = "<svg>\n<text>rx</text>\n</svg>\n"
        XCTAssertEqual(captureAssertionFailures { XCTAssertDiagram(drawn, matchesFile: path, regenerate: true) }, [])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), drawn)
        XCTAssertEqual(captureAssertionFailures { XCTAssertDiagram(drawn, matchesFile: path, regenerate: false) }, [])
    }

    func testADifferentDrawingFailsNamingItsFirstDifferentLine() throws {
        let path = folder.appendingPathComponent("search.svg").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<svg>\n<text>rx</text>\n</svg>\n".utf8).write(to: URL(fileURLWithPath: path))
        let reports = captureAssertionFailureReports {
            XCTAssertDiagram("<svg>\n<text>rxs</text>\n</svg>\n", matchesFile: path, regenerate: false, line: 7)
        }
        XCTAssertEqual(
            reports,
            [
                CapturedAssertionFailure(
                    message: """
                        \(path) differs from the diagram this run draws, from line 2:
                          file:  <text>rx</text>
                          drawn: <text>rxs</text>
                        Run the test with REGENERATE_DIAGRAMS=1 to redraw it.
                        """, file: #filePath, line: 7)
            ])
        XCTAssertEqual(
            captureAssertionFailures {
                XCTAssertDiagram(
                    "<svg>\n<text>rx</text>\n</svg>\n<!-- more -->\n", matchesFile: path, regenerate: false)
            },
            [
                """
                \(path) differs from the diagram this run draws, from line 4:
                  file:  (end of file)
                  drawn: <!-- more -->
                Run the test with REGENERATE_DIAGRAMS=1 to redraw it.
                """
            ])
    }

    func testAMissingFileFails() {
        let path = folder.appendingPathComponent("missing.svg").path
        XCTAssertEqual(
            captureAssertionFailures { XCTAssertDiagram("<svg/>", matchesFile: path, regenerate: false) },
            ["\(path): no diagram to compare with; run the test with REGENERATE_DIAGRAMS=1 to write it"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
