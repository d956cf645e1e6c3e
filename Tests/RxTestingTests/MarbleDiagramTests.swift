import Foundation
import RxCore
import RxTesting
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

private struct Hostile: Error, CustomStringConvertible {
    var description: String { "</text><script>alert('x')</script>&\u{0}" }
}

final class MarbleDiagramTests: RxTestCase {
    func testARowDrawsMarblesACompletionBarAndTimes() {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(220, "rxswift"), .completed(230)]
        XCTAssertEqual(
            MarbleDiagram.svg([MarbleDiagram.Row("xs", events)]),
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="740" height="70" viewBox="0 0 740 70" font-family="sans-serif" font-size="11">
            <style>.axis{stroke:#444;stroke-width:1.5}.marble{stroke:#222;stroke-width:1.5}.end{stroke:#222;stroke-width:2}.mismatch{stroke:#d00;stroke-width:3}.time{fill:#666;font-size:9px}</style>
            <text x="8" y="34">xs</text>
            <line class="axis" x1="110" y1="30" x2="720" y2="30"/><path d="M720 26 L728 30 L720 34 Z" fill="#444"/>
            <g><title>a</title><circle class="marble" cx="120" cy="30" r="14" fill="#bfdbfe"/><text x="120" y="34" text-anchor="middle">a</text></g>
            <text class="time" x="120" y="56" text-anchor="middle">210</text>
            <g><title>rxswift</title><circle class="marble" cx="400" cy="30" r="14" fill="#bfdbfe"/><text x="400" y="34" text-anchor="middle">rx…</text></g>
            <text class="time" x="400" y="56" text-anchor="middle">220</text>
            <g><title>completed</title><line class="end" x1="680" y1="16" x2="680" y2="44"/></g>
            <text class="time" x="680" y="56" text-anchor="middle">230</text>
            </svg>

            """)
    }

    func testAnErrorIsACrossAndEventsAtOneTimeSitSideBySide() {
        let events: [Recorded<Event<Int>>] = [.next(0, 1), .next(0, 2), .error(10, Hostile())]
        let svg = MarbleDiagram.svg([MarbleDiagram.Row("ys", events)])
        XCTAssertTrue(svg.contains("cx=\"120\" cy=\"30\""), svg)
        XCTAssertTrue(svg.contains("cx=\"150\" cy=\"30\""), svg)
        XCTAssertTrue(svg.contains("<path class=\"end\" d=\"M672 22 L688 38 M672 38 L688 22\"/>"), svg)
    }

    func testHostileTitlesElementsAndErrorsStayText() throws {
        let hostile = "</text><script>alert(\"x\")</script>&amp;'\u{1}\u{7F}"
        let events: [Recorded<Event<String>>] = [.next(210, hostile), .error(220, Hostile())]
        let svg = MarbleDiagram.svg([MarbleDiagram.Row(hostile, events)])
        let texts = try XMLTexts(svg)
        XCTAssertEqual(texts.elementNames.filter { $0 == "script" }, [])
        XCTAssertEqual(
            texts.titles,
            [
                "</text><script>alert(\"x\")</script>&amp;'\u{FFFD}\u{FFFD}",
                "error: </text><script>alert('x')</script>&\u{FFFD}",
            ])
        XCTAssertEqual(texts.texts.first, "</text><script>alert(\"x\")</script>&amp;'\u{FFFD}\u{FFFD}")
    }

    func testADifferenceDrawsExpectedAboveActualWithTheMismatchesInRed() {
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .completed(230)]
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(240)]
        let svg = MarbleDiagram.difference(actual: actual, expected: expected)
        let lines = svg.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { $0.contains("mismatch") && !$0.hasPrefix("<style>") },
            [
                "<g><title>completed</title><line class=\"mismatch\" x1=\"493\" y1=\"16\" x2=\"493\" y2=\"44\"/></g>",
                "<g><title>2</title><circle class=\"mismatch\" cx=\"306\" cy=\"90\" r=\"14\" fill=\"#bbf7d0\"/>"
                    + "<text x=\"306\" y=\"94\" text-anchor=\"middle\">2</text></g>",
                "<g><title>completed</title><line class=\"mismatch\" x1=\"680\" y1=\"76\" x2=\"680\" y2=\"104\"/></g>",
            ])
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("<text x=\"8\"") },
            ["<text x=\"8\" y=\"34\">expected</text>", "<text x=\"8\" y=\"94\">actual</text>"])
    }

    func testAFailedTimelineAssertionWritesItsDiagramWhenAskedTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-\(UUID().uuidString)")
        setenv("RXTESTING_DIAGRAM_DIR", folder.path, 1)
        defer {
            unsetenv("RXTESTING_DIAGRAM_DIR")
            try? FileManager.default.removeItem(at: folder)
        }
        let expected: [Recorded<Event<Int>>] = [.next(210, 1)]
        let actual: [Recorded<Event<Int>>] = [.next(211, 1)]
        let line = #line + 1
        let failures = captureAssertionFailures { XCTAssertEqual(actual, expected) }
        let file = folder.appendingPathComponent("MarbleDiagramTests.swift-\(line).svg")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasSuffix("\nMarble diagram: \(file.path)") == true, failures.first ?? "")
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8), MarbleDiagram.difference(actual: actual, expected: expected))
    }
}

/// The element names, `<title>` texts and `<text>` texts of an XML document, read by a parser
/// (which fails on a document that is not well-formed).
private final class XMLTexts: NSObject, XMLParserDelegate {
    private(set) var elementNames: [String] = []
    private(set) var titles: [String] = []
    private(set) var texts: [String] = []
    private var current = ""

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elementNames.append(name)
        current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { titles.append(current) }
        if name == "text" { texts.append(current) }
        current = ""
    }
}
