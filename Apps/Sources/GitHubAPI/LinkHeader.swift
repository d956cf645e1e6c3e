import Foundation

/// Reads the next page number from a `Link` header (`<…?page=3…>; rel="next"`).
package enum LinkHeader {
    /// The page `rel="next"` points at; `nil` on the last page or without a header.
    package static func nextPage(_ header: String?) -> Int? {
        guard let header else { return nil }
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count >= 2, pieces.dropFirst().contains("rel=\"next\""),
                let url = URLComponents(string: pieces[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))),
                let page = url.queryItems?.first(where: { $0.name == "page" })?.value.flatMap(Int.init)
            else { continue }
            return page
        }
        return nil
    }
}
