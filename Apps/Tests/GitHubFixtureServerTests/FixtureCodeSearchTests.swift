import Foundation
import GitHubAPI
import GitHubFixtureServer
import OfflineGitHub
import XCTest

/// The offline code search: files that hold every word, narrowed by GitHub's qualifiers, each
/// with the lines around its first match.
final class FixtureCodeSearchTests: XCTestCase {
    private let data = FixtureData.standard

    func testEveryFileFoundHoldsEveryWord() throws {
        let found = data.searchCode("throw empty")
        XCTAssertGreaterThan(found.count, 10)
        for item in found {
            let text = try XCTUnwrap(data.files(of: item.repository.fullName)?[item.path]).lowercased()
            XCTAssertTrue(text.contains("throw") && text.contains("empty"), "\(item.repository.fullName) \(item.path)")
        }
        XCTAssertEqual(data.searchCode("no-such-word-anywhere"), [])
        XCTAssertEqual(data.searchCode("repo:octocat/swift-rx"), [], "qualifiers alone search nothing")
    }

    func testQualifiersNarrowTheSearch() {
        let inRepository = data.searchCode("notANumber repo:octocat/swift-rx")
        XCTAssertEqual(inRepository.map(\.path), ["Sources/Rx/Rx.swift", "Sources/Rx/RxError.swift"])
        XCTAssertEqual(
            inRepository[1].textMatches?.first?.fragment,
            "    /// A field that is not a number, and where it was (0-based).\n    case notANumber(field: String, at: Int)\n}",
            "the first line holding a word, with one line either side")
        XCTAssertEqual(
            Set(data.searchCode("fn run language:rust").map { ($0.path as NSString).pathExtension }), ["rs"])
        XCTAssertEqual(Set(data.searchCode("version language:json user:alice").map(\.path)), [".swift-format"])
        XCTAssertEqual(Set(data.searchCode("version extension:json").map(\.path)), ["config.json"])
        XCTAssertEqual(
            Set(data.searchCode("import path:tests").map { String($0.path.prefix(5)).lowercased() }), ["tests"])
    }
}
