import Foundation
import GitHubAPI

/// Each offline repository's files on its default branch: the ones its commits change, a
/// formatter or settings file in JSON, and the README the readme endpoint serves — written in
/// the repository's language, named after its topic, the same on every run.
extension FixtureData {
    /// The folder or file at `path` ("" for the root) of `fullName`: a folder's entries, folders
    /// first then files, each by name; `nil` when there is no such repository or path.
    package func contents(of fullName: String, path: String) -> RepositoryContents? {
        guard let files = files(of: fullName) else { return nil }
        let path = path.split(separator: "/").joined(separator: "/")
        if let text = files[path] { return .file(ContentItem(file: path, text: text)) }
        let prefix = path.isEmpty ? "" : path + "/"
        var folders: Set<String> = []
        var entries: [ContentItem] = []
        for (filePath, text) in files where filePath.hasPrefix(prefix) {
            let rest = filePath.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                folders.insert(String(rest[..<slash]))
            } else {
                entries.append(ContentItem(type: .file, name: String(rest), path: filePath, size: text.utf8.count))
            }
        }
        guard !entries.isEmpty || !folders.isEmpty else { return nil }
        let directories = folders.sorted().map { ContentItem(type: .dir, name: $0, path: prefix + $0, size: 0) }
        return .directory(directories + entries.sorted { $0.name < $1.name })
    }

    /// Every file of `fullName` by its path; `nil` for an unknown repository.
    package func files(of fullName: String) -> [String: String]? {
        guard let index = index(of: fullName) else { return nil }
        var files: [String: String] = [:]
        for path in projectPaths(index) {
            files[path] = path == "README.md" ? readme(of: fullName)?.text ?? "" : source(path, index)
        }
        let isSwift = (repositories[index].language ?? "Swift") == "Swift"
        files[isSwift ? ".swift-format" : "config.json"] = settingsJSON(index)
        return files
    }

    /// Files of every repository whose text contains every word of `query` (any case),
    /// honouring `repo:`, `user:`/`org:`, `language:`, `path:` and `extension:`; by repository,
    /// then path. Each comes with its first matching line and the lines either side of it.
    package func searchCode(_ query: String) -> [CodeSearchItem] {
        let (terms, qualifiers) = SearchQuery.parse(query)
        guard !terms.isEmpty else { return [] }
        return repositories.flatMap { repository -> [CodeSearchItem] in
            let files = self.files(of: repository.fullName) ?? [:]
            return files.keys.sorted().compactMap { path -> CodeSearchItem? in
                let text = files[path]!
                let lowered = text.lowercased()
                let name = String(path.split(separator: "/").last ?? "")
                let matchesQualifiers = qualifiers.allSatisfy { qualifier in
                    switch qualifier.key {
                    case "repo": return repository.fullName.lowercased() == qualifier.value
                    case "user", "org": return repository.ownerLogin.lowercased() == qualifier.value
                    case "language": return Self.language(ofPath: path)?.lowercased() == qualifier.value
                    case "path": return path.lowercased().hasPrefix(qualifier.value.trimmingCharacters(in: ["/"]))
                    case "extension": return (path as NSString).pathExtension.lowercased() == qualifier.value
                    default: return false
                    }
                }
                guard matchesQualifiers, terms.allSatisfy({ lowered.contains($0) }) else { return nil }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let hit = lines.firstIndex { line in terms.contains { line.lowercased().contains($0) } } ?? 0
                let fragment = lines[max(0, hit - 1)...min(lines.count - 1, hit + 1)].joined(separator: "\n")
                return CodeSearchItem(
                    name: name, path: path, repository: repository, textMatches: [.init(fragment: fragment)])
            }
        }
    }

    /// The language GitHub names for a file, by its extension.
    static func language(ofPath path: String) -> String? {
        let ext = (path as NSString).pathExtension
        if ext == "swift" { return "Swift" }
        if ext == "md" { return "Markdown" }
        if ext == "json" || path.hasSuffix(".swift-format") { return "JSON" }
        return fileExtensions.first { $0.value == ext }?.key
    }

    private func settingsJSON(_ index: Int) -> String {
        """
        {
          "version": 1,
          "lineLength": \(100 + index % 3 * 20),
          "indentation": { "spaces": \(index % 2 == 0 ? 4 : 2) },
          "respectsExistingLineBreaks": true,
          "rules": { "AllPublicDeclarationsHaveDocumentation": \(index % 2 == 0), "NeverForceUnwrap": null },
          "name": "\(repositories[index].name)",
          "description": "\(repositories[index].description ?? "")"
        }

        """
    }

    /// The source file at `path` of repository `index`, by what its name says it is.
    private func source(_ path: String, _ index: Int) -> String {
        let (topic, type) = (topic(index), typeName(index))
        let name = (path as NSString).lastPathComponent
        switch (path as NSString).pathExtension {
        case "swift" where name == "Package.swift":
            return """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "\(type)",
                    products: [.library(name: "\(type)", targets: ["\(type)"])],
                    targets: [
                        .target(name: "\(type)"),
                        .testTarget(name: "\(type)Tests", dependencies: ["\(type)"]),
                    ]
                )

                """
        case "swift" where name.hasSuffix("Tests.swift"):
            return """
                import XCTest
                @testable import \(type)

                final class \(type)Tests: XCTestCase {
                    func testRunReadsEachField() throws {
                        XCTAssertEqual(try \(type)().run("1, 2, 3"), [1, 2, 3])
                    }

                    func testEmptyInputIsAnError() {
                        XCTAssertThrowsError(try \(type)().run("")) { error in
                            XCTAssertEqual(error as? \(type)Error, .empty("입력이 비어 있습니다"))
                        }
                    }
                }

                """
        case "swift" where name.hasSuffix("Error.swift"):
            return """
                /// Why a \(topic) could not run.
                public enum \(type)Error: Error, Equatable, Sendable {
                    /// The input held nothing to read; the message says so in the user's language.
                    case empty(String)
                    /// A field that is not a number, and where it was (0-based).
                    case notANumber(field: String, at: Int)
                }

                """
        case "swift" where name.hasSuffix("Options.swift"):
            return """
                /// How a \(topic) runs.
                public struct \(type)Options: Sendable, Equatable {
                    /// How many times a failed step is tried again.
                    public var retries = \(index % 4 + 1)
                    /// The separator between fields.
                    public var separator: Character = ","

                    /// The default options.
                    public init() {}
                }

                """
        case "swift":
            return """
                import Foundation

                /* The \(topic) library's entry point.
                   See README.md for an example. */
                public struct \(type): Sendable {
                    /// How it runs.
                    public var options: \(type)Options

                    /// A \(topic) with `options`.
                    public init(options: \(type)Options = .init()) {
                        self.options = options
                    }

                    /// Each comma-separated field of `input` as a number.
                    public func run(_ input: String) throws -> [Int] {
                        guard !input.isEmpty else { throw \(type)Error.empty("입력이 비어 있습니다") }
                        let fields = input.split(separator: options.separator)
                        return try fields.enumerated().map { offset, field in
                            let text = field.trimmingCharacters(in: .whitespaces)
                            guard let value = Int(text) else { throw \(type)Error.notANumber(field: text, at: offset) }
                            return value * 1 + 0x0
                        }
                    }
                }

                """
        default:
            let comment = path.hasSuffix(".c") ? "/* %@ */" : "// %@"
            let lines = (0..<(12 + index % 9)).map { Self.codeLine(for: path, index + $0) }
            return ([comment.replacingOccurrences(of: "%@", with: "The \(topic) library: \(name).")] + lines)
                .joined(separator: "\n") + "\n"
        }
    }
}

/// Lines of code, counted from each repository's files.
extension FixtureData {
    /// The lines of `fullName` per language (by the files' names), most code first, then by
    /// name; `nil` for an unknown repository. A comment line starts with `//`, `/*`, `*` or
    /// `*/` (Markdown and JSON have none).
    package func lineCounts(of fullName: String) -> [LineCount]? {
        guard let files = files(of: fullName) else { return nil }
        var counts: [String: (files: Int, lines: Int, blanks: Int, comments: Int)] = [:]
        for (path, text) in files {
            let language = Self.language(ofPath: path) ?? "Text"
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                text.hasSuffix("\n") ? 1 : 0)
            let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
            let hasComments = !["Markdown", "JSON", "Text"].contains(language)
            var count = counts[language, default: (0, 0, 0, 0)]
            count.files += 1
            count.lines += lines.count
            count.blanks += trimmed.filter(\.isEmpty).count
            count.comments +=
                hasComments ? trimmed.filter { line in ["//", "/*", "*"].contains { line.hasPrefix($0) } }.count : 0
            counts[language] = count
        }
        return counts.map {
            LineCount(
                language: $0.key, files: $0.value.files, lines: $0.value.lines, blanks: $0.value.blanks,
                comments: $0.value.comments)
        }
        .sorted { ($0.linesOfCode, $1.language) > ($1.linesOfCode, $0.language) }
    }
}
