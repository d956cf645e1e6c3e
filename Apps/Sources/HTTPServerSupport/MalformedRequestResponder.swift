import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request that is not valid HTTP/1.1 — a malformed request line or header, a bad
/// chunk size, headers larger than the server accepts — and a `CONNECT` (a proxy's method) with
/// a 4xx that has a JSON body, then closes the connection. Without it such a request gets a 400 with an empty body, or, when the
/// body is the malformed part, whatever the route makes of a body cut short.
///
/// Oversized headers get 431 (Request Header Fields Too Large); everything else 400. The body is
/// the server's own error shape, made by `body` from the status and a message.
///
/// Add it with Hummingbird's `additionalChannelHandlers`, where it sees the request parts after
/// HTTP decoding and catches the decoder's errors before the application does.
package final class MalformedRequestResponder: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = HTTPRequestPart
    package typealias InboundOut = HTTPRequestPart
    package typealias OutboundIn = HTTPResponsePart
    package typealias OutboundOut = HTTPResponsePart

    /// Makes a response body from the status and the message.
    package typealias BodyMaker = @Sendable (HTTPResponse.Status, String) -> String

    private let body: BodyMaker
    /// Whether a response has started and not ended: then a second one cannot be sent, and the
    /// connection is only closed.
    private var isResponding = false
    private var hasAnswered = false

    /// A responder writing bodies made by `body`.
    package init(body: @escaping BodyMaker) {
        self.body = body
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !hasAnswered else { return }
        // CONNECT asks for a tunnel, which neither server is: answered here, with the JSON body.
        if case .head(let head) = unwrapInboundIn(data), head.method == .connect {
            hasAnswered = true
            refuseConnect(context: context)
            return
        }
        context.fireChannelRead(data)
    }

    package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head: isResponding = true
        case .end: isResponding = false
        case .body: break
        }
        context.write(data, promise: promise)
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !hasAnswered else { return }
        hasAnswered = true
        guard !isResponding else {
            context.close(promise: nil)
            return
        }
        let (status, message) = Self.describe(parserError)
        respond(context: context, status: status, message: message)
    }

    /// Answers a CONNECT with a 400 and the JSON body, then closes the connection. NIO's
    /// response encoder sends any response to a CONNECT without its body (as for a tunnel
    /// opened), so the answer is written as bytes below the encoder when it is in the pipeline.
    private func refuseConnect(context: ChannelHandlerContext) {
        let status = HTTPResponse.Status.badRequest
        let json = body(status, "CONNECT is not served here: this is not a proxy.")
        guard let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self) else {
            respond(context: context, status: status, message: "CONNECT is not served here: this is not a proxy.")
            return
        }
        let head =
            "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(json.utf8.count)\r\nConnection: close\r\n\r\n"
        let written = context.eventLoop.makePromise(of: Void.self)
        encoder.writeAndFlush(NIOAny(ByteBuffer(string: head + json)), promise: written)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { _ in boundContext.value.close(promise: nil) }
    }

    /// Writes `status` with the JSON body for `message`, then closes the connection.
    private func respond(context: ChannelHandlerContext, status: HTTPResponse.Status, message: String) {
        let bytes = ByteBuffer(string: body(status, message))
        var fields = HTTPFields()
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.contentLength] = "\(bytes.readableBytes)"
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(bytes)), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { _ in boundContext.value.close(promise: nil) }
    }

    /// The status and message for a parser error.
    static func describe(_ error: HTTPParserError) -> (HTTPResponse.Status, String) {
        switch error {
        case .headerOverflow:
            return (
                .init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
                "The request's headers are larger than this server accepts."
            )
        case .invalidChunkSize:
            return (.badRequest, "The request's chunked body is malformed.")
        case .invalidContentLength, .unexpectedContentLength:
            return (.badRequest, "The request's Content-Length is not valid.")
        case .invalidVersion:
            return (.badRequest, "The request's HTTP version is not valid.")
        default:
            return (.badRequest, "The request is not valid HTTP/1.1.")
        }
    }
}
