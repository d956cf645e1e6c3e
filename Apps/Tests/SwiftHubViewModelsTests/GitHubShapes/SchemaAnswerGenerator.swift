import Foundation
import OfflineGitHub

/// Answers that GitHub's description allows, generated from ``GitHubSchema`` with a seeded
/// generator: the same seed, the same answer.
///
/// - ``Variant/minimal``: only what a schema requires, every nullable value `null`, arrays of one.
/// - ``Variant/full``: every property the schema defines, no `null`, plus one key it does not
///   define (GitHub adds fields over time; a client must ignore them).
/// - ``Variant/random``: each optional property present or not, each nullable value `null` one
///   time in three, arrays of none to three, unknown keys now and then.
struct SchemaAnswerGenerator {
    /// Which answers to make.
    enum Variant: CaseIterable {
        case minimal, full, random
    }

    /// Object depth past which only required properties are written (GitHub's schemas nest
    /// repositories in repositories: `parent`, `source`, `template_repository`).
    static let maximumDepth = 6

    let schema: GitHubSchema
    let variant: Variant
    private var random: SeededRandom

    init(schema: GitHubSchema, variant: Variant, seed: UInt64) {
        self.schema = schema
        self.variant = variant
        random = SeededRandom(seed: seed)
    }

    /// An answer of `type` (an operation's answer type, or any type of the extract).
    mutating func answer(_ type: String) -> JSONValue { value(type, key: "", depth: 0) }

    private mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &random) < numerator
    }

    private mutating func value(_ written: String, key: String, depth: Int) -> JSONValue {
        let (type, isNullable) = GitHubSchema.nullable(written)
        if isNullable {
            switch variant {
            case .minimal: return .null
            case .full: break
            case .random: if chance(1, in: 3) { return .null }
            }
        }
        let alternatives = GitHubSchema.alternatives(type)
        let chosen =
            alternatives.count == 1
            ? type : alternatives[Int.random(in: 0..<alternatives.count, using: &random)]
        return plain(chosen, key: key, depth: depth)
    }

    private mutating func plain(_ type: String, key: String, depth: Int) -> JSONValue {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let item = String(type.dropFirst().dropLast())
            let count =
                switch variant {
                case .minimal: 1
                case .full: 2
                case .random: Int.random(in: 0...3, using: &random)
                }
            return .array((0..<count).map { _ in value(item, key: key, depth: depth + 1) })
        }
        if type.hasPrefix("@") { return object(String(type.dropFirst()), depth: depth) }
        if type.hasPrefix("enum:") {
            let values = type.dropFirst("enum:".count).split(separator: "|").map(String.init)
            let picked = values[Int.random(in: 0..<values.count, using: &random)]
            return switch picked {
            case "true", "false": .bool(picked == "true")
            case "None": .null
            default: .string(picked)
            }
        }
        return scalar(type, key: key)
    }

    private mutating func scalar(_ type: String, key: String) -> JSONValue {
        switch type {
        case "integer": return .number("\(Int.random(in: 0...1_000_000, using: &random))")
        case "number": return .number("\(Int.random(in: 0...1_000, using: &random)).25")
        case "boolean": return .bool(chance(1, in: 2))
        case "date-time": return .string(date())
        case "date": return .string("2024-0\(Int.random(in: 1...9, using: &random))-15")
        case "null": return .null
        case "object": return variant == .minimal ? .object([]) : .object([("key", .string("value"))])
        case "any": return chance(1, in: 2) ? .string(text()) : .number("1")
        default: return .string(string(for: key))
        }
    }

    /// A string for the property `key`. The description types some dates as plain strings
    /// (a notification's `updated_at`); GitHub sends them as dates, and so do these. An issue's
    /// `state` is a string whose values the description gives in words ("open" or "closed").
    private mutating func string(for key: String) -> String {
        if key.hasSuffix("_at") { return date() }
        if key == "state" { return chance(1, in: 2) ? "open" : "closed" }
        return text()
    }

    private mutating func date() -> String {
        let day = Int.random(in: 10...28, using: &random)
        // RFC 3339 allows an offset as well as `Z`.
        return chance(1, in: 4) ? "2024-05-\(day)T07:08:09+09:00" : "2024-05-\(day)T07:08:09Z"
    }

    private mutating func text() -> String {
        let texts = ["", "octocat", "Hello, world", "스위프트", "a/b", "line one\nline two", "https://example.invalid/x"]
        return texts[Int.random(in: 0..<texts.count, using: &random)]
    }

    private mutating func object(_ name: String, depth: Int) -> JSONValue {
        guard let object = schema.schemas[name] else { return .object([]) }
        var members: [(key: String, value: JSONValue)] = []
        for property in object.properties {
            let isRequired = object.required.contains(property.name)
            if !isRequired {
                guard depth < Self.maximumDepth else { continue }
                switch variant {
                case .minimal: continue
                case .full: break
                case .random: if chance(1, in: 2) { continue }
                }
            }
            let type =
                depth >= Self.maximumDepth && GitHubSchema.nullable(property.type).isNullable ? "null" : property.type
            members.append((property.name, value(type, key: property.name, depth: depth + 1)))
        }
        let extra =
            switch variant {
            case .minimal: false
            case .full: true
            case .random: chance(1, in: 4)
            }
        if extra {
            // A key the schema does not define: of the type the schema allows beyond its
            // properties when it names one (a language's byte count), else any value.
            let type = object.additional ?? "object"
            members.append(("zz_added_later", value(type == "any" ? "object" : type, key: "", depth: depth + 1)))
        }
        return .object(members)
    }
}
