import Foundation

/// GitHub's JSON conventions: snake_case keys and ISO 8601 dates.
package enum GitHubJSON {
    /// A decoder for GitHub's JSON: snake_case keys, ISO 8601 dates.
    package static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// An encoder writing GitHub's JSON (the offline server uses it), keys sorted.
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
