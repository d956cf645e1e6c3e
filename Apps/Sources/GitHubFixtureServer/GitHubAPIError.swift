import Foundation
import GitHubAPI
import HTTPServerSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import InProcessServing
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization
import UnixSignals

/// A GitHub-shaped error answer: `{"message": …, "documentation_url": …}`, and for a failed
/// validation (422) GitHub's `errors` list naming each field and what is wrong with it.
struct GitHubAPIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    var headers: HTTPFields = [:]
    var errors: [[String: String]] = []

    /// A 422 like GitHub's: "Validation Failed" and one entry per bad field.
    static func validationFailed(resource: String, _ problems: [(field: String, code: String, message: String)])
        -> GitHubAPIError
    {
        GitHubAPIError(
            status: .unprocessableContent, message: "Validation Failed",
            errors: problems.map { ["resource": resource, "field": $0.field, "code": $0.code, "message": $0.message] })
    }

    /// The JSON body: the message, GitHub's documentation link, and the validation errors.
    var body: Data {
        var body: [String: Any] = ["message": message, "documentation_url": "https://docs.github.com/rest"]
        if !errors.isEmpty { body["errors"] = errors }
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
    }

    /// The error as the fixture's routes answer it in memory.
    var githubResponse: GitHubResponse {
        var fields: [String: String] = ["content-type": "application/json; charset=utf-8"]
        for field in headers { fields[field.name.canonicalName] = field.value }
        return GitHubResponse(status: status.code, headers: fields, body: body)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
