import Foundation
import GitHubAPI

/// Each offline repository's README and its languages.
extension FixtureData {
    /// The README in Markdown: headings, emphasis, lists, a code block and links; every fifth
    /// repository's has a Korean section. Every seventh repository has none (404).
    package func readme(of fullName: String) -> Readme? {
        guard let index = index(of: fullName), hasReadme(index) else { return nil }
        let repository = repositories[index]
        let korean = index % 5 == 0 ? "\n## 한국어\n\n**\(repository.name)**는 반응형 앱을 위한 *\(topic(index))* 라이브러리입니다.\n" : ""
        return Readme(
            text: """
                # \(repository.name)

                \(repository.description ?? "") — **fast**, *tested* and `Sendable`.

                ## Installation

                Add it to `Package.swift`:

                ```swift
                .package(url: "https://github.com/\(repository.fullName).git", from: "1.\(index % 4).0")
                ```

                ## Features

                - Works on Linux and macOS
                - Swift 6 language mode
                  - strict concurrency checked
                - [Documentation](https://\(repository.ownerLogin).example/docs) and examples
                \(korean)
                ## License

                \(repository.license?.name ?? "All rights reserved").
                """)
    }

    /// Whether repository `index` has a README: every seventh has none.
    func hasReadme(_ index: Int) -> Bool { index % 7 != 6 }

    /// Bytes of code per language: the repository's own language the most, then what its
    /// topic brings (C for an `http` or `json` library, shell scripts, Markdown-free).
    package func languages(of fullName: String) -> [String: Int]? {
        guard let index = index(of: fullName) else { return nil }
        let main = repositories[index].language ?? "Swift"
        var bytes = [main: 40_000 + index * 1_237]
        bytes["Shell", default: 0] += 800 + index * 31
        if ["http", "json", "parser"].contains(topic(index)) { bytes["C", default: 0] += 6_000 + index * 97 }
        if index % 4 == 1 { bytes["Objective-C", default: 0] += 2_500 + index * 13 }
        return bytes
    }
}
