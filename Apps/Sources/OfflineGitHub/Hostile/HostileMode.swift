import Foundation
import GitHubAPI

/// The offline GitHub as a hostile server would answer (`github-fixture-server --hostile SEED`):
/// the same data and routes, with every answer's values rewritten from ``HostileValues``, the
/// same way for the same seed.
///
/// - Names a client puts in paths (`login`, `name`, each part of `full_name` and of an event's
///   `repo.name`) get a suffix — a space, ` [x]`, `\`, a control character, a bidi override, a
///   zero-width space, a soft hyphen — chosen by the name, so one name reads the same
///   everywhere. Requests naming them are routed as the name without it (see
///   ``undecorate(parameters:)``), so a client can open what it was shown.
/// - Free text (`description`, `body`, `title`, `bio`, `message`, …) gets escape sequences,
///   bidi and format characters, brackets, or is emptied; one in eight becomes 100,000
///   characters.
/// - Counts (`stargazers_count`, `followers`, `size`, `additions`, …) become `Int.max`,
///   `Int.min`, `-1`, `0` or 2⁵³ + 1; a repository's languages are each `Int.max` bytes.
/// - A patch starts with a hunk at line `Int.max`; a file's text starts with a line of
///   control and bidi characters.
///
/// Every value still decodes as the client's models expect (the in-process fuzz checks send
/// what does not), so each screen can be opened and must show what it got without trapping.
package struct HostileMode: Sendable {
    /// What every mutation depends on.
    package let seed: UInt64

    /// The hostile mode for `seed`.
    package init(seed: UInt64) { self.seed = seed }

    /// The suffixes a name gets; ``undecorate(_:)`` removes them.
    static let decorations = [" ", " [x]", "\\", "\u{1}", "\u{202E}", "\u{200B}", "\u{AD}", "]["]

    static let nameKeys: Set<String> = ["login", "name", "full_name"]
    static let textKeys: Set<String> = [
        "description", "body", "title", "bio", "location", "company", "blog", "message", "tag_name", "homepage",
    ]
    static let countKeys: Set<String> = [
        "stargazers_count", "forks_count", "open_issues_count", "subscribers_count", "watchers_count", "followers",
        "following", "public_repos", "comments", "size", "additions", "deletions", "changes", "total",
        "total_count", "contributions", "files", "lines", "blanks", "lines_of_code", "period_stars",
        "period_contributions",
    ]

    /// `name` with its suffix; a name with `/` (a full name) gets one on each part.
    package func decorate(_ name: String) -> String {
        guard !name.contains("/") else {
            return name.split(separator: "/", omittingEmptySubsequences: false).map { decorate(String($0)) }
                .joined(separator: "/")
        }
        guard !name.isEmpty else { return name }
        let decorations = Self.decorations
        return name + decorations[Int(SeededRandom.hash(name, seed: seed) % UInt64(decorations.count))]
    }

    /// `value` without the suffix ``decorate(_:)`` gave it, on each `/`-separated part.
    package func undecorate(_ value: String) -> String {
        guard !value.contains("/") else {
            return value.split(separator: "/", omittingEmptySubsequences: false).map { undecorate(String($0)) }
                .joined(separator: "/")
        }
        for suffix in Self.decorations.sorted(by: { $0.count > $1.count }) where value.hasSuffix(suffix) {
            let name = String(value.dropLast(suffix.count))
            if decorate(name) == value { return name }
        }
        return value
    }

    /// A route's parameters as the undecorated data knows them (a file's path is left alone).
    package func undecorate(parameters: [String: String]) -> [String: String] {
        parameters.reduce(into: [:]) { result, entry in
            result[entry.key] = entry.key == "path" ? entry.value : undecorate(entry.value)
        }
    }

    /// The request with its query values undecorated (a branch named in `sha`, a login in `q`).
    package func undecorate(request: GitHubRequest) -> GitHubRequest {
        var request = request
        request.query = request.query.map { URLQueryItem(name: $0.name, value: $0.value.map(undecorate)) }
        return request
    }

    /// `response` with its JSON body rewritten (see the type's description); a body that is
    /// not JSON, and an error answer, stay as they are.
    package func mutate(_ response: GitHubResponse, route: Route) -> GitHubResponse {
        guard response.isSuccess, let value = JSONValue(data: response.body) else { return response }
        var mutated = response
        if route == Route.languages, case .object(let members) = value {
            mutated.body = JSONValue.object(members.map { ($0.key, .number("\(Int.max)")) }).data
        } else {
            mutated.body = mutate(value, key: nil).data
        }
        return mutated
    }

    private func mutate(_ value: JSONValue, key: String?) -> JSONValue {
        switch value {
        case .array(let values): return .array(values.map { mutate($0, key: key) })
        case .object(let members):
            let encoding = members.first { $0.key == "encoding" }?.value
            return .object(
                members.map { member in
                    if member.key == "content", encoding == .string("base64"), case .string(let content) = member.value
                    {
                        return (member.key, .string(hostileFile(content)))
                    }
                    return (member.key, mutate(member.value, key: member.key))
                })
        case .string(let text):
            guard let key else { return value }
            if Self.nameKeys.contains(key) { return .string(decorate(text)) }
            if key == "patch" {
                return .string(
                    "@@ -\(Int.max),2 +\(Int.max),2 @@ \u{1B}[2J\n+\u{202E}added\u{7}\n-\u{AD}removed\n\(text)")
            }
            if Self.textKeys.contains(key) { return .string(hostileText(text, key: key)) }
            return value
        case .number(let literal):
            guard let key, Self.countKeys.contains(key) else { return value }
            let choices = HostileValues.integers
            return .number("\(choices[Int(SeededRandom.hash(key + literal, seed: seed) % UInt64(choices.count))])")
        case .null, .bool: return value
        }
    }

    private func hostileText(_ text: String, key: String) -> String {
        switch SeededRandom.hash(key + text, seed: seed) % 8 {
        case 0: return "\u{1B}[2J\u{1B}[H" + text
        case 1: return "\u{202E}" + text + "\u{2066}"
        case 2: return text + " " + HostileValues.long(100_000)
        case 3: return ""
        case 4: return "[" + text + "]\\"
        case 5: return text.map { String($0) }.joined(separator: "\u{AD}") + "\u{200B}"
        case 6: return "   "
        default: return "\u{85}\u{9B}31m" + text + "\u{7}"
        }
    }

    /// A base64 file's text with a hostile first line, encoded again as GitHub sends it.
    private func hostileFile(_ content: String) -> String {
        let text = GitHubBase64.decode(content).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return GitHubBase64.encode("// \u{1B}[31m\u{202E}\u{AD}\u{0}[x]\\ \u{FEFF}\n" + text)
    }
}
