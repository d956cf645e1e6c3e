import Foundation
import SwiftHubViewModels
import XCTest

/// Every text SwiftHub passes to `localized(_:)` has a Korean translation with the same
/// placeholders, and the table holds nothing the code no longer asks for.
final class KoreanTranslationTests: XCTestCase {
    /// The English keys in the SwiftHub sources: each first string literal after `localized(`.
    private func keysInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var keys = Set<String>()
        let pattern = try NSRegularExpression(pattern: #"localized\(\s*"((?:[^"\\]|\\.)*)""#)
        for module in ["SwiftHubViewModels", "SwiftHubScreens", "SwiftHubWebScreens", "SwiftHubApp"] {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let literal = String(text[Range(match.range(at: 1), in: text)!])
                    keys.insert(
                        literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(
                            of: "\\\\", with: "\\"))
                }
            }
        }
        return keys
    }

    /// A format's placeholders (`%ld`, `%@`, `%2$@` counted as `%@`), sorted.
    private func placeholders(_ format: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"%(?:\d+\$)?(l{0,2}d|@|\.\df|%)"#)
        return pattern.matches(in: format, range: NSRange(format.startIndex..., in: format))
            .map { String(format[Range($0.range(at: 1), in: format)!]) }.sorted()
    }

    func testEveryTextHasAKoreanTranslationWithTheSamePlaceholders() throws {
        let keys = try keysInSources()
        let table = Localization.table(for: .korean)
        XCTAssertGreaterThan(keys.count, 100)
        let missing = keys.subtracting(table.keys).sorted()
        XCTAssertEqual(missing, [], "texts without a Korean translation")
        let unused = Set(table.keys).subtracting(keys).sorted()
        XCTAssertEqual(unused, [], "translations nothing asks for")
        for (english, korean) in table where keys.contains(english) {
            XCTAssertEqual(placeholders(korean), placeholders(english), "placeholders of \"\(english)\"")
            XCTAssertNotEqual(korean.trimmingCharacters(in: .whitespaces), "", "\"\(english)\" translated as nothing")
        }
    }

    func testTheCurrentLanguageChoosesTheText() {
        defer { Localization.language = .english }
        XCTAssertEqual(localized("Settings"), "Settings")
        XCTAssertEqual(
            localized("Version %@ and the licences of its dependencies", "1.0"),
            "Version 1.0 and the licences of its dependencies")
        Localization.language = .korean
        XCTAssertEqual(localized("Settings"), "설정")
        XCTAssertEqual(localized("Version %@ and the licences of its dependencies", "1.0"), "버전 1.0, 의존 패키지의 라이선스")
        XCTAssertEqual(localized("a text nobody translated"), "a text nobody translated")
    }
}
