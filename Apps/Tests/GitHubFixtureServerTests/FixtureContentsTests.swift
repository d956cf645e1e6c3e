import Foundation
import GitHubAPI
import GitHubFixtureServer
import OfflineGitHub
import XCTest

/// The offline repositories' files: folders listed as GitHub lists them, files with their
/// bytes, the README the readme endpoint serves, and every file a commit changes present.
final class FixtureContentsTests: XCTestCase {
    private let data = FixtureData.standard

    func testTheRootListsFoldersThenFilesByName() throws {
        guard case .directory(let root) = data.contents(of: "octocat/swift-rx", path: "") else {
            return XCTFail("the root is a folder")
        }
        XCTAssertEqual(
            root.map { "\($0.type) \($0.path)" },
            ["dir Sources", "dir Tests", "file .swift-format", "file Package.swift", "file README.md"])
        guard case .directory(let sources) = data.contents(of: "octocat/swift-rx", path: "Sources/Rx/") else {
            return XCTFail("a folder, trailing slash and all")
        }
        XCTAssertEqual(
            sources.map(\.path), ["Sources/Rx/Rx.swift", "Sources/Rx/RxError.swift", "Sources/Rx/RxOptions.swift"])
        XCTAssertEqual(sources.map(\.content), [nil, nil, nil], "a listing carries no bytes")
        guard case .directory(let rust) = data.contents(of: "dave/swift-json", path: "") else { return XCTFail() }
        XCTAssertEqual(rust.map(\.name), ["src", "tests", "README.md", "config.json"])
    }

    func testAFileComesWithItsBytesAndTheReadmeIsTheReadmeEndpoints() throws {
        guard case .file(let readme) = data.contents(of: "octocat/swift-rx", path: "README.md") else {
            return XCTFail("a file")
        }
        XCTAssertEqual(
            readme.data.flatMap { String(data: $0, encoding: .utf8) }, data.readme(of: "octocat/swift-rx")?.text)
        guard case .file(let manifest) = data.contents(of: "octocat/swift-rx", path: "Package.swift") else {
            return XCTFail("a file")
        }
        let text = try XCTUnwrap(manifest.data.flatMap { String(data: $0, encoding: .utf8) })
        XCTAssertTrue(text.hasPrefix("// swift-tools-version:6.0\nimport PackageDescription\n"), text)
        XCTAssertEqual(manifest.size, text.utf8.count)
        XCTAssertNil(data.contents(of: "octocat/swift-rx", path: "Sources/Nothing.swift"))
        XCTAssertNil(data.contents(of: "octocat/nothing", path: ""))
    }

    func testEveryFileACommitOrPullRequestChangesIsInTheRepository() throws {
        for repository in data.repositories {
            let files = try XCTUnwrap(data.files(of: repository.fullName))
            XCTAssertEqual(files["README.md"] != nil, data.readme(of: repository.fullName) != nil, repository.fullName)
            let newest = try XCTUnwrap(data.commits(of: repository.fullName)?.first)
            for file in data.commit(of: repository.fullName, sha: newest.sha)?.files ?? []
            where file.status == .modified {
                XCTAssertNotNil(files[file.filename], "\(repository.fullName): \(file.filename)")
            }
        }
    }

    func testLinesAreCountedFromTheFilesByLanguage() throws {
        XCTAssertEqual(
            data.lineCounts(of: "carol/swift-forms"),
            [
                LineCount(language: "Kotlin", files: 4, lines: 60, blanks: 0, comments: 4),
                LineCount(language: "Markdown", files: 1, lines: 22, blanks: 8, comments: 0),
                LineCount(language: "JSON", files: 1, lines: 9, blanks: 0, comments: 0),
            ])
        for repository in data.repositories {
            let files = try XCTUnwrap(data.files(of: repository.fullName))
            // A last line counts whether or not a newline ends it.
            let lines = files.values.map {
                $0.split(separator: "\n", omittingEmptySubsequences: false).count - ($0.hasSuffix("\n") ? 1 : 0)
            }
            let counts = try XCTUnwrap(data.lineCounts(of: repository.fullName))
            XCTAssertEqual(counts.map(\.lines).reduce(0, +), lines.reduce(0, +), repository.fullName)
            XCTAssertEqual(counts.map(\.files).reduce(0, +), files.count, repository.fullName)
        }
        XCTAssertNil(data.lineCounts(of: "carol/nothing"))
    }
}
