import Foundation
import GitHubAPI

/// A GitHub-shaped error answer: `{"message": …, "documentation_url": …}`, and for a failed
/// validation (422) GitHub's `errors` list naming each field and what is wrong with it. The
/// offline GitHub's routes throw it; in memory it becomes a ``GitHubResponse``
/// (``githubResponse``), over HTTP the server's response.
package struct GitHubAPIError: Error, Sendable {
    /// The HTTP status code (404, 422, …).
    package let statusCode: Int
    /// What GitHub says went wrong ("Not Found", "Validation Failed").
    package let message: String
    /// Headers the answer carries besides its content type, in order, named as sent
    /// ("Retry-After", "Allow").
    package var headers: [(name: String, value: String)] = []
    /// GitHub's validation errors: `resource`, `field`, `code` and `message` of each.
    package var errors: [[String: String]] = []

    /// An error answer with this status, message and headers.
    package init(
        statusCode: Int, message: String, headers: [(name: String, value: String)] = [],
        errors: [[String: String]] = []
    ) {
        self.statusCode = statusCode
        self.message = message
        self.headers = headers
        self.errors = errors
    }

    /// A 422 like GitHub's: "Validation Failed" and one entry per bad field.
    static func validationFailed(resource: String, _ problems: [(field: String, code: String, message: String)])
        -> GitHubAPIError
    {
        GitHubAPIError(
            statusCode: 422, message: "Validation Failed",
            errors: problems.map { ["resource": resource, "field": $0.field, "code": $0.code, "message": $0.message] })
    }

    /// The JSON body: the message, GitHub's documentation link, and the validation errors.
    package var body: Data {
        var body: [String: Any] = ["message": message, "documentation_url": "https://docs.github.com/rest"]
        // GitHub's `basic-error` carries the status as a string; its `validation-error` (every 422) has none.
        if !errors.isEmpty { body["errors"] = errors }
        if statusCode != 422 { body["status"] = "\(statusCode)" }
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
    }

    /// The error as the routes answer it in memory: header names lowercased, as
    /// ``GitHubResponse`` keeps them.
    package var githubResponse: GitHubResponse {
        var fields: [String: String] = ["content-type": "application/json; charset=utf-8"]
        for (name, value) in headers { fields[name.lowercased()] = value }
        return GitHubResponse(status: statusCode, headers: fields, body: body)
    }
}
