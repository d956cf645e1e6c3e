import RxTesting
import SwiftHubViewModels
import WebUI
import XCTest

@testable import SwiftHubWebScreens

/// A Markdown document's headings under the screen's `<h1>`: levels that never skip (axe-core's
/// `heading-order`), whatever levels the author wrote.
final class MarkdownViewTests: RxTestCase, @unchecked Sendable {
    private final class DocumentScreen: Screen {
        let document = MarkdownView()
        override func makeBody() -> View { document }
    }

    func testHeadingsNeverSkipALevelBelowTheScreensHeading() {
        MainActor.assumeIsolated {
            let screen = DocumentScreen(title: "Issue #7")
            screen.document.blocks = Markdown.parse(
                "# Title\n\n### Steps\n\ntext\n\n## Mid\n\n###### Deepest\n\n#### Four\n\n# Top again")
            let page = HeadlessBrowser(root: NavigationController(root: screen))
            let id = page.id(of: screen.document)
            XCTAssertEqual(
                page.html.components(separatedBy: #"<div id="\#(id)" class="markdown">"#).last?
                    .components(separatedBy: "</div>").first,
                #"<h2 id="\#(id).0">Title</h2><h3 id="\#(id).1">Steps</h3><p id="\#(id).2">text</p>"#
                    + #"<h3 id="\#(id).3">Mid</h3><h4 id="\#(id).4">Deepest</h4><h5 id="\#(id).5">Four</h5>"#
                    + #"<h2 id="\#(id).6">Top again</h2>"#)
            XCTAssertTrue(page.html.contains(#"<h1 id="#), "the screen's title is the page's h1")
            // Without the first heading, the next ones move up: only the parts that changed are sent.
            screen.document.blocks = Markdown.parse("### Steps\n\ntext")
            page.refresh()
            XCTAssertTrue(
                page.html.contains(#"<h2 id="\#(id).0">Steps</h2><p id="\#(id).1">text</p></div>"#), page.html)
            if let mismatch = page.patchedPageMismatch { XCTFail(mismatch) }
            page.document.close()
        }
    }
}
