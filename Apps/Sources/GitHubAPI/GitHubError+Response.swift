import Foundation
import OutsideValues
import TerminalGate

extension GitHubError {
    /// The error an error status stands for: a rate limit (429, or 403 with the limit used up
    /// or a `Retry-After`) with its reset time, else the status with GitHub's message — or the
    /// status's reason phrase when the body has none. The server's message goes through the
    /// terminal gate (`TerminalText.escapedLine`) from here on: it is shown in banners and, when
    /// a launch fails, written to standard error after the terminal is restored, where an escape sequence in it
    /// would retitle the window, colour the shell or write the clipboard.
    package init(response: GitHubResponse, now: Date = Date()) {
        let message = TerminalText.escapedLine(
            (try? JSONDecoder().decode(ErrorBody.self, from: response.body))?.text
                ?? Self.reasonPhrase(response.status))
        let remaining = response.headers["x-ratelimit-remaining"]
        let isRateLimit =
            response.status == 429
            || (response.status == 403
                && (remaining == "0" || response.retryAfter != nil || message.lowercased().contains("rate limit")))
        guard isRateLimit else {
            self = .http(status: response.status, message: message)
            return
        }
        if let retryAfter = response.retryAfter {
            self = .rateLimited(resetAt: now.addingTimeInterval(retryAfter))
        } else {
            // A reset that is not a finite number of seconds is as good as none.
            let reset = response.headers["x-ratelimit-reset"].flatMap(TimeInterval.init).flatMap {
                $0.isFinite ? $0 : nil
            }.map {
                Date(timeIntervalSince1970: $0)
            }
            self = .rateLimited(resetAt: reset)
        }
    }

    /// "invalid JSON at items.[3].owner": what a decoding error says, for ``undecodable(endpoint:reason:)``;
    /// the keys in it are the server's, so it goes through the terminal gate
    /// (`TerminalText.escapedLine`).
    package static func describe(_ error: any Error) -> String {
        TerminalText.escapedLine(describeRaw(error))
    }

    private static func describeRaw(_ error: any Error) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            codingPath.isEmpty
                ? "the top level"
                : codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.dataCorrupted(let context): return "invalid JSON at \(path(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case DecodingError.typeMismatch(let type, let context): return "expected \(type) at \(path(context.codingPath))"
        case DecodingError.valueNotFound(let type, let context): return "missing \(type) at \(path(context.codingPath))"
        default: return "\(error)"
        }
    }

    /// The standard reason phrase of `status`, for an error answer without GitHub's body.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 413: "Payload Too Large"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "HTTP \(status)"
        }
    }

    /// GitHub's error body: a message and, for a 422, what exactly failed validation —
    /// `{"message": "Validation Failed", "errors": [{"resource": "Search", "field": "q",
    /// "code": "missing"}]}` or errors with a `message` of their own.
    struct ErrorBody: Decodable {
        struct Detail: Decodable {
            let resource: String?
            let field: String?
            let code: String?
            let message: String?

            var text: String? {
                if let message { return message }
                let parts = [field, code.map { $0.replacingOccurrences(of: "_", with: " ") }].compactMap { $0 }
                return parts.isEmpty ? nil : parts.joined(separator: " ")
            }
        }

        let message: String
        let errors: [Detail]?

        /// "Validation Failed: q missing; per_page is too big".
        var text: String {
            let details = (errors ?? []).compactMap(\.text)
            return details.isEmpty ? message : message + ": " + details.joined(separator: "; ")
        }
    }
}
