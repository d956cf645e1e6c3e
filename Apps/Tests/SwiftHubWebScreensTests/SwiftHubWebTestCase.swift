import GitHubAPI
import OfflineGitHub
import RxTesting
import SwiftHubTestSupport
import SwiftHubViewModels
import WebUI
import XCTest

@testable import SwiftHubWebScreens

/// The base of SwiftHub's web screen tests: a page showing one destination as a click in the app
/// pushes it, and the check every test ends with (the patches rebuild the page; closing it
/// leaves no resource behind, which RxTestCase checks after the test).
class SwiftHubWebTestCase: RxTestCase, @unchecked Sendable {
    /// A page showing `destination` in a navigation stack; dates are relative to the fixture's
    /// base, so they do not age.
    @MainActor
    func open(
        _ destination: Destination, service: FakeGitHub = FakeGitHub(scheduler: nil)
    ) -> (HeadlessBrowser, NavigationController) {
        let router = SwiftHubWebRouter(service: service, now: { FixtureData.standardBase })
        let navigation = NavigationController(root: router.screen(for: destination))
        let page = HeadlessBrowser(root: navigation)
        page.refresh()
        return (page, navigation)
    }

    /// Fails when the patches sent do not rebuild the page, then closes it.
    @MainActor
    func finish(_ page: HeadlessBrowser, file: StaticString = #filePath, line: UInt = #line) {
        if let mismatch = page.patchedPageMismatch { XCTFail(mismatch, file: file, line: line) }
        page.document.close()
    }

    /// The text of each row of `list`.
    @MainActor
    func texts(_ list: ListView) -> [String] {
        (0..<list.numberOfRows).map { list.cell(at: $0)?.text ?? "?" }
    }
}
