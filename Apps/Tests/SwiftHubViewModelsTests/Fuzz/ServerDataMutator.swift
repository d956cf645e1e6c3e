import Foundation
import GitHubAPI
import OfflineGitHub

/// Mutates a server's answer as a hostile or broken server would, from a seeded generator:
/// one to four places in the JSON body — a string replaced by control, format or bidi
/// characters, spaces, brackets, 100,000 characters or nothing; a number made negative, zero,
/// huge (past `Int64`, past `Double`) or fractional; an array emptied or made 10,000 long; a
/// field removed, made `null` or given a value of another type — and sometimes the headers
/// (`Link` pages, rate-limit resets) or the status.
struct ServerDataMutator {
    private(set) var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Whether the last mutation made an array 10,000 long: then no more are made to that
    /// answer (walking it again would be most of the run's time).
    private var lengthened = false
    /// Whether this answer's mutations keep each value's type (no removal, `null` or other type).
    private var keepingTypes = false

    /// `response` with one to four mutations; `parsed` is its body read as JSON, when the
    /// caller has it already.
    mutating func mutate(_ response: GitHubResponse, parsed: JSONValue? = nil) -> GitHubResponse {
        var mutated = response
        if let value = parsed ?? JSONValue(data: response.body) {
            var body = value
            lengthened = false
            // Half the answers keep every value's type, so that most of them decode and the
            // view models show them; the other half may break the answer's shape.
            keepingTypes = Bool.random(using: &random)
            for _ in 0..<Int.random(in: 1...4, using: &random) where !lengthened { body = mutate(body) }
            mutated.body = body.data
        } else {
            mutated.body = Data(pick(HostileValues.texts).utf8)
        }
        if !keepingTypes, Int.random(in: 0..<6, using: &random) == 0 { mutated = mutateHeaders(mutated) }
        return mutated
    }

    /// `value` with one node (chosen at random among all of them) mutated.
    mutating func mutate(_ value: JSONValue) -> JSONValue {
        let target = Int.random(in: 0..<Self.count(value), using: &random)
        return rewrite(value, target: target) ?? .null
    }

    private static func count(_ value: JSONValue) -> Int {
        switch value {
        case .array(let values): 1 + values.reduce(0) { $0 + count($1) }
        case .object(let members): 1 + members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    /// The tree with node `target` (its index in pre-order, `value` being 0) replaced; `nil`
    /// when the node is to be removed from the object that holds it. Only the arrays and objects
    /// on the way to the node are copied: rebuilding the whole tree for each mutation was most
    /// of the fuzz checks' time.
    private mutating func rewrite(_ value: JSONValue, target: Int) -> JSONValue? {
        if target == 0 { return replacement(for: value) }
        var first = 1
        switch value {
        case .array(var values):
            for position in values.indices {
                let size = Self.count(values[position])
                if target < first + size {
                    values[position] = rewrite(values[position], target: target - first) ?? .null
                    return .array(values)
                }
                first += size
            }
        case .object(var members):
            for position in members.indices {
                let size = Self.count(members[position].value)
                if target < first + size {
                    if let rewritten = rewrite(members[position].value, target: target - first) {
                        members[position].value = rewritten
                    } else {
                        members.remove(at: position)
                    }
                    return .object(members)
                }
                first += size
            }
        default: break
        }
        return value
    }

    private mutating func replacement(for value: JSONValue) -> JSONValue? {
        switch keepingTypes ? 3 : Int.random(in: 0..<8, using: &random) {
        case 0: return nil
        case 1: return .null
        case 2: return pick([.string("1"), .number("1"), .bool(true), .array([]), .object([]), .string("")])
        default: break
        }
        switch value {
        case .string: return .string(hostileString())
        case .number:
            return keepingTypes || Bool.random(using: &random)
                ? .number("\(pick(HostileValues.integers))") : .number(pick(HostileValues.numberLiterals))
        case .array(let values):
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .array([])
            case 1:
                lengthened = true
                // Copies of the first element, unless it is itself large (a 100,000-character
                // string made earlier): the answer stays under ~20 MB.
                let element = values.first.flatMap { $0.data.count <= 2_048 ? $0 : nil } ?? .string("x")
                return .array(Array(repeating: element, count: 10_000))
            default: return .array(Array(values.prefix(1)))
            }
        case .object(let members):
            guard !members.isEmpty, !keepingTypes else { return value }
            var kept = members
            kept.remove(at: Int.random(in: 0..<kept.count, using: &random))
            return .object(kept)
        case .bool: return keepingTypes ? .bool(Bool.random(using: &random)) : .string("true")
        case .null: return .string(hostileString())
        }
    }

    private mutating func hostileString() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return HostileValues.long(100_000)
        case 1: return pick(HostileValues.texts) + "name" + pick(HostileValues.texts)
        default: return pick(HostileValues.texts)
        }
    }

    private mutating func mutateHeaders(_ response: GitHubResponse) -> GitHubResponse {
        var headers = response.headers
        let page = pick(["9223372036854775807", "9223372036854775808", "-1", "0", "1e400", "x", ""])
        headers["link"] = pick([
            "<http://127.0.0.1/x?page=\(page)>; rel=\"next\"", "<\u{1B}[2J?page=\(page)>; rel=\"next\"",
            "rel=\"next\"", "<>; rel=\"next\", <", String(repeating: "<a>; rel=\"next\",", count: 1_000),
        ])
        let time = pick(["1e400", "-1e400", "nan", "inf", "9.3e18", "-9.3e18", "1e308", "-1", "x"])
        headers["x-ratelimit-reset"] = time
        headers["x-ratelimit-remaining"] = "0"
        headers["retry-after"] = time
        let status = pick([response.status, 403, 429, 500, 422, 304, 0, 999, -1, Int.max, Int.min])
        return GitHubResponse(status: status, headers: headers, body: response.body)
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }
}
