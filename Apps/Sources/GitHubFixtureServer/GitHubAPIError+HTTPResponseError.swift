import HTTPTypes
import Hummingbird
import NIOCore
import OfflineGitHub

/// Over HTTP, a route's ``GitHubAPIError`` is answered as GitHub answers it: its status, its
/// headers, and the JSON error body. The error is the offline GitHub's (no HTTP server there);
/// only the server knows Hummingbird.
extension GitHubAPIError: HTTPResponseError {
    /// The status as Hummingbird takes it.
    package var status: HTTPResponse.Status { HTTPResponse.Status(code: statusCode) }

    /// The response: the error's headers, a JSON content type, and ``GitHubAPIError/body``.
    package func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
