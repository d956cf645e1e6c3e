import Foundation
import OfflineGitHub

/// The extract of GitHub's REST description (2022-11-28) that `Scripts/extract-github-schema.py`
/// derives from PyPI's `githubkit-schemas-2022-11-28`: each operation SwiftHub sends, with the
/// type of its answer, and every object schema those answers can hold.
///
/// A type is written compactly: `string`, `integer`, `number`, `boolean`, `date-time`, `date`,
/// `enum:a|b`, `[T]` (an array of T), `@Name` (an object schema), `object` (free-form), `any`,
/// `A|B` (one of); a trailing `?` makes it nullable.
struct GitHubSchema {
    /// An object schema: its properties in the description's order, which it requires, and the
    /// type of the keys it allows beyond them (`nil`: the description names none).
    struct Object {
        let properties: [(name: String, type: String)]
        let required: Set<String>
        let additional: String?
    }

    /// GitHub's operation ("GET /notifications") to the type of its 2xx answer.
    let operations: [(key: String, type: String)]
    /// Object schemas by name.
    let schemas: [String: Object]

    /// The committed extract; `nil` when it cannot be read.
    static let committed: GitHubSchema? = GitHubShapeFiles.load("github-schema.json").flatMap(GitHubSchema.init)

    init?(_ json: JSONValue) {
        guard let operations = json["operations"]?.members, let schemas = json["schemas"]?.members else { return nil }
        self.operations = operations.compactMap { member in member.value.string.map { (member.key, $0) } }
        self.schemas = Dictionary(
            uniqueKeysWithValues: schemas.map { member in
                let value = member.value
                let additional = value["additional"]
                return (
                    member.key,
                    Object(
                        properties: (value["properties"]?.members ?? []).map { ($0.key, $0.value.string ?? "any") },
                        required: Set((value["required"]?.items ?? []).compactMap(\.string)),
                        additional: additional?.string ?? (additional == .bool(true) ? "any" : nil))
                )
            })
    }

    /// `type` without its nullable mark, and whether it had one.
    static func nullable(_ type: String) -> (type: String, isNullable: Bool) {
        type.hasSuffix("?") ? (String(type.dropLast()), true) : (type, false)
    }

    /// The alternatives of a one-of type (`A|B`), split where no bracket is open; an enum is
    /// one alternative.
    static func alternatives(_ type: String) -> [String] {
        if type.hasPrefix("enum:") { return [type] }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in type {
            switch character {
            case "[": depth += 1
            case "]": depth -= 1
            case "|" where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return parts + [current]
    }
}
