import Foundation
import GitHubAPI

/// Each offline repository's commits, branches and releases.
extension FixtureData {
    /// The history from `start` — a branch name or a commit SHA — newest first: what GitHub's
    /// `?sha=` answers; the default branch's when `start` is `nil`; `nil` for an unknown one.
    package func commits(of fullName: String, from start: String?) -> [Commit]? {
        guard let all = commits(of: fullName) else { return nil }
        guard let start else { return all }
        let sha = branches(of: fullName)?.first { $0.name == start }?.commit.sha ?? start
        guard let index = all.firstIndex(where: { $0.sha == sha }) else { return nil }
        return Array(all[index...])
    }

    /// 45 to 54 commits, newest first; a few by an address GitHub cannot match to an account.
    package func commits(of fullName: String) -> [Commit]? {
        guard let index = index(of: fullName) else { return nil }
        let count = 45 + index % 10
        return (0..<count).map { k in
            let author = k % 11 == 10 ? nil : people[(k + index) % people.count]
            var seed = UInt64(index * 1_000 + k + 1) &* 0x9E37_79B9_7F4A_7C15
            var sha = ""
            for _ in 0..<5 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                sha += String(format: "%08x", UInt32(truncatingIfNeeded: seed >> 32))
            }
            let message = Self.format(
                Self.commitMessages[(k * 5 + index) % Self.commitMessages.count], topic(index), count - k)
            return Commit(
                sha: sha,
                commit: .init(
                    message: message + (k % 4 == 0 ? "\n\nLonger explanation of the change." : ""),
                    author: .init(
                        name: author?.name ?? "Build Bot",
                        date: base.addingTimeInterval(-Double(k) * 5 * 3_600 - Double(index) * 60))),
                author: author)
        }
    }

    /// The branches of `fullName`, sorted by name (the default branch protected); `nil` for an unknown repository.
    package func branches(of fullName: String) -> [Branch]? {
        guard let index = index(of: fullName), let commits = commits(of: fullName) else { return nil }
        let main = repositories[index].defaultBranch ?? "main"
        let names = [
            main, "release/1.\(index % 4)", "feature/\(topic(index))-async", "fix/issue-\(index + 3)", "docs/korean",
        ].prefix(2 + index % 4)
        return names.enumerated().map { offset, name in
            Branch(name: name, commit: .init(sha: commits[offset * 3].sha), protected: name == main)
        }
        .sorted { $0.name < $1.name }
    }

    /// 3 to 7 releases, newest first; every third repository's newest is a prerelease.
    package func releases(of fullName: String) -> [Release]? {
        guard let index = index(of: fullName) else { return nil }
        let count = 3 + index % 5
        return (0..<count).map { k in
            let minor = count - 1 - k
            let prerelease = k == 0 && index % 3 == 0
            let tag = prerelease ? "v2.0.0-beta.1" : "v1.\(minor).\(k % 2)"
            return Release(
                id: index * 100 + k, tagName: tag,
                name: prerelease ? "2.0 beta" : (k % 2 == 0 ? "Version 1.\(minor)" : nil),
                body:
                    "### Changes\n- \(Self.format(Self.pullTitles[(k + index) % Self.pullTitles.count], topic(index)))\n- Bug fixes",
                prerelease: prerelease,
                publishedAt: base.addingTimeInterval(-Double(k) * 21 * 86_400 - Double(index) * 3_600),
                author: people[(index + k) % people.count])
        }
    }
}
