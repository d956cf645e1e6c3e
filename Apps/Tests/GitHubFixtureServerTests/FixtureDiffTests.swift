import Foundation
import GitHubAPI
import GitHubFixtureServer
import OfflineGitHub
import XCTest

/// What the offline commits and pull requests change: counts equal to the lines of the
/// patches, hunk headers that count their own lines, and commits found as GitHub finds them.
final class FixtureDiffTests: XCTestCase {
    private let data = FixtureData.standard

    /// Every patch of every commit and pull request: its `+` and `-` lines are the file's
    /// additions and deletions, each hunk header's counts are its lines, and a commit's stats
    /// are its files' sums.
    func testCountsAreTheLinesOfThePatches() throws {
        var checkedFiles = 0
        var statuses: Set<ChangedFile.Status> = []
        for repository in data.repositories {
            let name = repository.fullName
            var files: [(String, ChangedFile)] = []
            for listed in data.commits(of: name) ?? [] {
                let commit = try XCTUnwrap(data.commit(of: name, sha: listed.sha), "\(name)@\(listed.shortSHA)")
                XCTAssertEqual(commit.commit, listed.commit)
                let changed = try XCTUnwrap(commit.files)
                XCTAssertFalse(changed.isEmpty, "\(name)@\(listed.shortSHA) changes something")
                XCTAssertEqual(Set(changed.map(\.filename)).count, changed.count, "no file twice")
                XCTAssertEqual(
                    commit.stats,
                    Commit.Stats(
                        additions: changed.map(\.additions).reduce(0, +),
                        deletions: changed.map(\.deletions).reduce(0, +)))
                files += changed.map { ("\(name)@\(listed.shortSHA)", $0) }
            }
            for pull in data.pullRequests(of: name, state: .open)! + data.pullRequests(of: name, state: .closed)! {
                let changed = try XCTUnwrap(data.pullRequestFiles(of: name, number: pull.number))
                XCTAssertEqual(changed.map(\.filename), changed.map(\.filename).sorted(), "by path")
                files += changed.map { ("\(name)#\(pull.number)", $0) }
            }
            for (place, file) in files {
                statuses.insert(file.status)
                checkedFiles += 1
                let lines = (file.patch ?? "").split(separator: "\n").map(String.init)
                XCTAssertEqual(lines.filter { $0.hasPrefix("+") }.count, file.additions, "\(place) \(file.filename)")
                XCTAssertEqual(lines.filter { $0.hasPrefix("-") }.count, file.deletions, "\(place) \(file.filename)")
                XCTAssertEqual(file.changes, file.additions + file.deletions)
                try assertHunksCountTheirLines(lines, "\(place) \(file.filename)")
            }
        }
        XCTAssertGreaterThan(checkedFiles, 5_000)
        XCTAssertEqual(statuses, [.added, .modified, .renamed], "new files, edits and renames all occur")
    }

    private func assertHunksCountTheirLines(_ lines: [String], _ place: String) throws {
        var expected: (old: Int, new: Int)?
        var counted = (old: 0, new: 0)
        func close() {
            guard let expected else { return }
            XCTAssertEqual(counted.old, expected.old, "\(place): old lines of a hunk")
            XCTAssertEqual(counted.new, expected.new, "\(place): new lines of a hunk")
        }
        for line in lines {
            if line.hasPrefix("@@") {
                close()
                let ranges = line.split(separator: " ")[1...2].map { $0.dropFirst().split(separator: ",") }
                expected = (Int(ranges[0][1])!, Int(ranges[1][1])!)
                counted = (0, 0)
            } else if line.hasPrefix("+") {
                counted.new += 1
            } else if line.hasPrefix("-") {
                counted.old += 1
            } else if line.hasPrefix(" ") {
                counted.old += 1
                counted.new += 1
            } else {
                XCTAssertEqual(line, "\\ No newline at end of file", place)
            }
        }
        close()
    }

    func testACommitIsFoundByItsHashAnAbbreviationOrABranch() throws {
        let name = "alice/swift-mvvm"
        let newest = try XCTUnwrap(data.commits(of: name)?.first)
        XCTAssertEqual(data.commit(of: name, sha: newest.sha)?.sha, newest.sha)
        XCTAssertEqual(data.commit(of: name, sha: newest.shortSHA)?.sha, newest.sha)
        XCTAssertEqual(data.commit(of: name, sha: newest.shortSHA.uppercased())?.sha, newest.sha)
        XCTAssertNil(data.commit(of: name, sha: String(newest.sha.prefix(6))), "GitHub wants seven characters")
        XCTAssertNil(data.commit(of: name, sha: "0000000"))
        XCTAssertNil(data.commit(of: "alice/nothing", sha: newest.sha))
        let branch = try XCTUnwrap(data.branches(of: name)?.first { $0.name == "release/1.1" })
        XCTAssertEqual(data.commit(of: name, sha: "release/1.1")?.sha, branch.commit.sha)
        let oldest = try XCTUnwrap(data.commits(of: name)?.last)
        XCTAssertEqual(
            data.commit(of: name, sha: oldest.sha)?.files?.map(\.status).allSatisfy { $0 == .added }, true,
            "the first commit adds the project")
    }

    func testOnlyPullRequestsHaveFiles() {
        XCTAssertNotNil(data.pullRequestFiles(of: "octocat/swift-rx", number: 3))
        XCTAssertNil(data.pullRequestFiles(of: "octocat/swift-rx", number: 4), "#4 is an issue")
        XCTAssertNil(data.pullRequestFiles(of: "octocat/swift-rx", number: 999))
    }
}
