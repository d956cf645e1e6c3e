import Foundation

/// GitHub's `text_matches` (search results under `application/vnd.github.text-match+json`):
/// for each searched property holding a word of the query, the property's text as the
/// fragment and where in it each word stands (`indices` in UTF-16 offsets, as GitHub counts).
enum TextMatches {
    static func make(
        in objectURL: String, _ properties: [(String, String?)], query: String, objectType: String
    ) -> JSONValue {
        let words = SearchQuery.parse(query).terms
        let items = properties.compactMap { property, text -> JSONValue? in
            guard let text else { return nil }
            let lowered = text.lowercased()
            let matches = words.compactMap { word -> JSONValue? in
                guard let range = lowered.range(of: word) else { return nil }
                let start = lowered.utf16.distance(from: lowered.startIndex, to: range.lowerBound)
                let end = lowered.utf16.distance(from: lowered.startIndex, to: range.upperBound)
                var match = GitHubObject()
                match.add("text", String(text.utf16.dropFirst(start).prefix(end - start)) ?? word)
                match.add("indices", .array([.number("\(start)"), .number("\(end)")]))
                return match.value
            }
            guard !matches.isEmpty else { return nil }
            var item = GitHubObject()
            item.add("object_url", objectURL)
            item.add("object_type", objectType)
            item.add("property", property)
            item.add("fragment", text)
            item.add("matches", .array(matches))
            return item.value
        }
        return .array(items)
    }
}
