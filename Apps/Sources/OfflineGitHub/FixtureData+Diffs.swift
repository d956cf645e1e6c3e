import Foundation
import GitHubAPI

/// What each offline commit and pull request changes: files in the repository's language with
/// unified-diff patches, generated from the commit's or pull request's place in the data so that
/// every run serves the same, and counts that always equal the lines in the patches.
extension FixtureData {
    /// The commit `sha` of `fullName` — a full hash, an abbreviation of seven characters or more,
    /// or a branch name for its head — with its files and stats; `nil` when there is none.
    package func commit(of fullName: String, sha: String) -> Commit? {
        guard let index = index(of: fullName), let history = commits(of: fullName) else { return nil }
        let wanted = branches(of: fullName)?.first { $0.name == sha }?.commit.sha ?? sha.lowercased()
        guard wanted.count >= 7, let position = history.firstIndex(where: { $0.sha.hasPrefix(wanted) }) else {
            return nil
        }
        let listed = history[position]
        // The oldest commit adds the project; every later one edits a few of its files.
        let isFirst = position == history.count - 1
        let files = changedFiles(seed: index * 1_000 + position, index: index, addsEverything: isFirst)
        return Commit(
            sha: listed.sha, commit: listed.commit, author: listed.author,
            stats: Commit.Stats(
                additions: files.reduce(0) { $0 + $1.additions }, deletions: files.reduce(0) { $0 + $1.deletions }),
            files: files)
    }

    /// The files pull request `number` of `fullName` changes, by path; `nil` for an unknown
    /// repository, a missing number or an issue.
    package func pullRequestFiles(of fullName: String, number: Int) -> [ChangedFile]? {
        guard let index = index(of: fullName), pullRequest(of: fullName, number: number) != nil else { return nil }
        return changedFiles(seed: index * 1_000 + 500 + number, index: index, addsEverything: false)
            .sorted { $0.filename < $1.filename }
    }

    /// The project's files that its commits change, in repository `index`'s language: sources,
    /// tests, the manifest, the README (when it has one). Its contents hold them all.
    func projectPaths(_ index: Int) -> [String] {
        let topic = topic(index)
        let type = typeName(index)
        let readme = hasReadme(index) ? ["README.md"] : []
        switch repositories[index].language ?? "Swift" {
        case "Swift":
            return ["Package.swift"] + readme + [
                "Sources/\(type)/\(type).swift", "Sources/\(type)/\(type)Error.swift",
                "Sources/\(type)/\(type)Options.swift", "Tests/\(type)Tests/\(type)Tests.swift",
            ]
        case let language:
            let ext = Self.fileExtensions[language] ?? "txt"
            return readme + [
                "src/\(topic).\(ext)", "src/\(topic)_error.\(ext)", "src/options.\(ext)", "tests/\(topic)_test.\(ext)",
            ]
        }
    }

    /// The topic as a type name: "Mvvm" for swift-mvvm.
    func typeName(_ index: Int) -> String {
        let topic = topic(index)
        return topic.prefix(1).uppercased() + topic.dropFirst()
    }

    static let fileExtensions = ["Kotlin": "kt", "Rust": "rs", "Go": "go", "C": "c", "TypeScript": "ts"]

    /// One to four changed files (the whole project when `addsEverything`), chosen and written from `seed`.
    private func changedFiles(seed: Int, index: Int, addsEverything: Bool) -> [ChangedFile] {
        let paths = projectPaths(index)
        if addsEverything {
            return paths.enumerated().map { offset, path in addedFile(path, lines: 4 + (seed + offset) % 5, seed: seed)
            }
        }
        let count = 1 + seed % 4
        return (0..<count).map { offset in
            let path = paths[(seed + offset) % paths.count]
            switch (offset, seed % 5, seed % 7) {
            case (0, _, 0):
                // A new file beside the first one, with its own name.
                let new = (path as NSString).deletingPathExtension + "+Extras." + (path as NSString).pathExtension
                return addedFile(new, lines: 3 + seed % 4, seed: seed)
            case (1, 3, _):
                // A pure rename: GitHub gives no patch and counts no lines.
                let directory = (path as NSString).deletingLastPathComponent
                let renamed =
                    (directory.isEmpty ? "" : directory + "/") + "Legacy" + (path as NSString).lastPathComponent
                return ChangedFile(
                    filename: renamed, status: .renamed, additions: 0, deletions: 0, patch: nil, previousFilename: path)
            case (2, _, _) where seed % 6 == 0:
                // A binary file: GitHub shows no patch for it.
                return ChangedFile(
                    filename: "Docs/diagram.png", status: .modified, additions: 0, deletions: 0, patch: nil)
            default:
                return modifiedFile(path, seed: seed + offset * 17)
            }
        }
    }

    private func addedFile(_ path: String, lines: Int, seed: Int) -> ChangedFile {
        let body = (0..<lines).map { "+" + Self.codeLine(for: path, seed + $0) }
        return ChangedFile(
            filename: path, status: .added, additions: lines, deletions: 0,
            patch: (["@@ -0,0 +1,\(lines) @@"] + body).joined(separator: "\n"))
    }

    /// One or two hunks, each with three lines of context either side of the lines it takes
    /// out and puts in; every third file's last hunk ends without a newline at the end of the file.
    private func modifiedFile(_ path: String, seed: Int) -> ChangedFile {
        var patch: [String] = []
        var (additions, deletions) = (0, 0)
        var oldStart = 4 + seed % 30
        var shift = 0
        let hunks = seed % 3 == 0 ? 2 : 1
        for hunk in 0..<hunks {
            let removed = (seed + hunk) % 3
            let added = 1 + (seed + hunk) % 4
            let context = { (k: Int) in " " + Self.codeLine(for: path, seed + oldStart + k) }
            let body =
                (0..<3).map(context)
                + (0..<removed).map { "-" + Self.codeLine(for: path, seed * 3 + $0) }
                + (0..<added).map { "+" + Self.codeLine(for: path, seed * 5 + hunk + $0) }
                + (3..<6).map(context)
            let (oldCount, newCount) = (6 + removed, 6 + added)
            patch.append("@@ -\(oldStart),\(oldCount) +\(oldStart + shift),\(newCount) @@ \(Self.enclosing(path))")
            patch += body
            additions += added
            deletions += removed
            shift += added - removed
            oldStart += oldCount + 12 + seed % 9
        }
        if seed % 3 == 1 { patch.append("\\ No newline at end of file") }
        return ChangedFile(
            filename: path, status: .modified, additions: additions, deletions: deletions,
            patch: patch.joined(separator: "\n"))
    }

    /// What a hunk header names after its `@@`: the declaration the lines are in.
    private static func enclosing(_ path: String) -> String {
        switch (path as NSString).pathExtension {
        case "swift": "extension Observable {"
        case "md": "## Installation"
        case "rs": "impl Scheduler {"
        case "go": "func (s *Scheduler) Run() error {"
        case "kt": "class Scheduler {"
        case "ts": "export class Scheduler {"
        default: "int scheduler_run(void) {"
        }
    }

    /// Line `k` of the code pool of `path`'s language.
    static func codeLine(for path: String, _ k: Int) -> String {
        let pool = codeLines[(path as NSString).pathExtension] ?? codeLines["c"]!
        return pool[((k % pool.count) + pool.count) % pool.count]
    }

    private static let codeLines: [String: [String]] = [
        "swift": [
            "import Foundation", "public struct Options: Sendable {", "    public var retries = 3",
            "    let value = try await source.next()", "    guard !input.isEmpty else { return nil }",
            "    // Keep the order the caller gave.", "    return values.map { $0 * 2 }", "}",
            "    case empty(String)", "    throw ParseError.empty(\"한국어 입력\")",
            "    XCTAssertEqual(result, [1, 2, 3])",
            "        .package(url: \"https://example.com/x.git\", from: \"1.0.0\"),",
        ],
        "md": [
            "# Overview", "Add it to `Package.swift`.", "- Works on Linux and macOS", "## 설치",
            "See the [documentation](https://example.com/docs).", "```swift", "let answer = try run()", "```",
        ],
        "kt": [
            "package io.example", "fun run(input: String): Int {", "    val values = input.split(\",\")",
            "    return values.size", "}", "class Options(val retries: Int = 3)", "    require(input.isNotEmpty())",
        ],
        "rs": [
            "use std::io;", "pub fn run(input: &str) -> Result<usize, Error> {",
            "    let values: Vec<_> = input.split(',').collect();",
            "    Ok(values.len())", "}", "#[derive(Debug, Clone)]", "pub struct Options { pub retries: u32 }",
        ],
        "go": [
            "package scheduler", "func Run(input string) (int, error) {", "\tvalues := strings.Split(input, \",\")",
            "\treturn len(values), nil", "}", "type Options struct { Retries int }",
            "\tif input == \"\" { return 0, ErrEmpty }",
        ],
        "ts": [
            "export function run(input: string): number {", "  const values = input.split(\",\");",
            "  return values.length;",
            "}", "export interface Options { retries: number }", "  if (!input) throw new Error(\"empty\");",
        ],
        "c": [
            "#include <stdio.h>", "int run(const char *input) {", "    size_t count = 0;", "    return (int)count;",
            "}",
            "struct options { int retries; };", "    if (input == NULL) return -1;",
        ],
    ]
}
