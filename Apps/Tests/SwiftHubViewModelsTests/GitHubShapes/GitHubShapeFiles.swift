import Foundation
import OfflineGitHub

/// The committed facts about GitHub's answers, in `Apps/Tests/GitHubShapes/` (outside any
/// target, read from the source tree): `github-schema.json`, the extract of GitHub's REST
/// description that `Scripts/extract-github-schema.py` writes, and `recorded-shapes.json`, real
/// answers' shapes rebuilt with our values by `Scripts/derive-github-shapes.py`.
enum GitHubShapeFiles {
    /// `Apps/Tests/GitHubShapes`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("GitHubShapes")

    /// The file `name` of the folder, parsed; `nil` when it is missing or not JSON.
    static func load(_ name: String) -> JSONValue? {
        (try? Data(contentsOf: folder.appendingPathComponent(name))).flatMap(JSONValue.init(data:))
    }

    /// The recorded answers' shapes: GitHub's operation ("GET /notifications") to its answers.
    static func recordedAnswers() -> [(operation: String, answers: [JSONValue])] {
        (load("recorded-shapes.json")?["answers"]?.members ?? []).map { ($0.key, $0.value.items ?? []) }
    }

    /// How many distinct real answers each operation's rebuilt ones came from.
    static func recordedCounts() -> [String: Int] {
        Dictionary(
            uniqueKeysWithValues: (load("recorded-shapes.json")?["recorded"]?.members ?? []).map {
                ($0.key, Int($0.value.number ?? "") ?? 0)
            })
    }
}

extension JSONValue {
    /// An object's members, `nil` for anything else.
    var members: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// An array's items, `nil` for anything else.
    var items: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// A string's value, `nil` for anything else.
    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// A number's text, `nil` for anything else.
    var number: String? {
        if case .number(let text) = self { text } else { nil }
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? { members?.first { $0.key == key }?.value }
}
