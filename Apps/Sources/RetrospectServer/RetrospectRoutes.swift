import Foundation
import HTTPServerSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import InProcessServing
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

enum RetrospectRoutes {
    static let maximumBodyBytes = 64 * 1024

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    static func id(_ context: some RequestContext) throws -> Int {
        guard let text = context.parameters.get("id"), let id = Int(text), id > 0 else {
            throw RetrospectFailure.invalid("A goal id is a positive whole number.")
        }
        return id
    }

    /// The body as `Value`, at most 64 KiB, with a message that says what is wrong with it.
    static func decode<Value: Decodable>(_ type: Value.Type, from request: Request, context: some RequestContext)
        async throws -> Value
    {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBodyBytes)
        } catch {
            throw HTTPError(.contentTooLarge, message: "The body is larger than 64 KiB.")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(buffer.readableBytesView))
        } catch DecodingError.keyNotFound(let key, _) {
            throw RetrospectFailure.invalid("The body needs \"\(key.stringValue)\".")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw RetrospectFailure.invalid(
                "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type.")
        } catch {
            throw RetrospectFailure.invalid("The body is not valid JSON.")
        }
    }

    static func today() -> String { String(now().prefix(10)) }

    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
