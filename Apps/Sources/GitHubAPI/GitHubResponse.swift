import Foundation

/// What came back for a request: the status, the headers (names lowercased) and the body.
package struct GitHubResponse: Sendable, Equatable {
    /// The HTTP status.
    package var status: Int
    /// The headers, names lowercased.
    package var headers: [String: String]
    /// The body.
    package var body: Data

    /// A response; header names are lowercased.
    package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// Whether the status is 2xx.
    package var isSuccess: Bool { (200..<300).contains(status) }

    /// `Retry-After` in seconds, on the statuses GitHub sends it with (403, 429); `nil` for a
    /// value that is not a finite number (a negative one is 0).
    package var retryAfter: TimeInterval? {
        guard status == 429 || status == 403 else { return nil }
        return headers["retry-after"].flatMap(TimeInterval.init).flatMap { $0.isFinite ? $0 : nil }.map { max(0, $0) }
    }
}
