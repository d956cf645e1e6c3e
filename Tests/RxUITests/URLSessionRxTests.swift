import Foundation
import RxCore
import RxTesting
import RxUI
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.rx` as RxCocoa 6.9.1 has it — `response`, `data`, `json`, their
/// `RxCocoaURLError`s, and the DEBUG-build request log governed by `shouldLogRequest` —
/// against ``LoopbackHTTPServer`` on 127.0.0.1. Real sockets, so these wait on the network
/// with `toBlocking` rather than run in virtual time. `RxTestCase` checks after each test that
/// no resource is left, once the session's thread has let go of the finished subscription.
final class URLSessionRxTests: RxTestCase {
    private var server: LoopbackHTTPServer!
    private let session = URLSession(configuration: .ephemeral)

    /// The hook as the library sets it, read before any test changes it.
    /// (A `let` of a non-`Sendable` closure type; never written after.)
    nonisolated(unsafe) private static let defaultShouldLog = URLSession.rx.shouldLogRequest

    override func setUpWithError() throws {
        // Read the default first; then keep the log out of the test output until a test asks.
        _ = Self.defaultShouldLog
        URLSession.rx.shouldLogRequest = { _ in false }
        server = try LoopbackHTTPServer(routes: [
            "/repos": .init(status: 200, body: #"[{"name":"RxSwift"}]"#),
            "/broken": .init(status: 200, body: "{not json"),
            "/teapot": .init(status: 418, body: "short and stout"),
        ])
    }

    override func tearDown() {
        server.stop()
        URLSession.rx.shouldLogRequest = Self.defaultShouldLog
        super.tearDown()
    }

    func testDataResponseAndJSONAsRxCocoaDeliversThem() throws {
        let data = try session.rx.data(request: URLRequest(url: server.url("/repos"))).toBlocking(timeout: 10).toArray()
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, [#"[{"name":"RxSwift"}]"#])

        let json = try session.rx.json(url: server.url("/repos")).toBlocking(timeout: 10).single()
        XCTAssertEqual((json as? [[String: String]]) ?? [], [["name": "RxSwift"]])

        let teapot = try session.rx.response(request: URLRequest(url: server.url("/teapot")))
            .toBlocking(timeout: 10).single()
        XCTAssertEqual(teapot.response.statusCode, 418)
        XCTAssertEqual(String(decoding: teapot.data, as: UTF8.self), "short and stout")

        XCTAssertEqual(
            server.requestLines, ["GET /repos HTTP/1.1", "GET /repos HTTP/1.1", "GET /teapot HTTP/1.1"])
    }

    func testFailuresAreRxCocoaURLErrors() {
        switch session.rx.data(request: URLRequest(url: server.url("/teapot"))).toBlocking(timeout: 10).materialize() {
        case .failed(let elements, RxCocoaURLError.httpRequestFailed(let response, let data?)):
            XCTAssertEqual(elements.count, 0)
            XCTAssertEqual(response.statusCode, 418)
            XCTAssertEqual(String(decoding: data, as: UTF8.self), "short and stout")
            XCTAssertEqual(
                RxCocoaURLError.httpRequestFailed(response: response, data: data).debugDescription,
                "HTTP request failed with `418`.")
        case let other: XCTFail("\(other)")
        }
        switch session.rx.json(request: URLRequest(url: server.url("/broken"))).toBlocking(timeout: 10).materialize() {
        case .failed(let elements, RxCocoaURLError.deserializationError): XCTAssertEqual(elements.count, 0)
        case let other: XCTFail("\(other)")
        }
        // A refused connection is the session's own error, not an RxCocoaURLError, as in RxCocoa.
        server.stop()
        switch session.rx.data(request: URLRequest(url: server.url("/repos"))).toBlocking(timeout: 10).materialize() {
        case .failed(_, let error): XCTAssertFalse(error is RxCocoaURLError, "\(error)")
        case let other: XCTFail("\(other)")
        }
        server = try? LoopbackHTTPServer(routes: [:])
    }

    func testDebugBuildsLogEachRequestAsCurlAndItsResultUnlessTheHookSaysNo() throws {
        #if DEBUG
        XCTAssertTrue(Self.defaultShouldLog(URLRequest(url: server.url("/repos"))))
        #else
        XCTAssertFalse(Self.defaultShouldLog(URLRequest(url: server.url("/repos"))))
        #endif
        var post = URLRequest(url: server.url("/teapot"))
        post.httpMethod = "POST"
        post.httpBody = Data(#"{"q":"a"}"#.utf8)
        post.setValue("token \u{1B}[2J", forHTTPHeaderField: "Authorization")
        var asked: [String] = []
        let askedLock = NSLock()
        URLSession.rx.shouldLogRequest = { request in
            askedLock.withLock { asked.append(request.url?.path ?? "") }
            return true
        }
        let logged = try capturingStandardOutput {
            _ = try session.rx.data(request: URLRequest(url: server.url("/repos"))).toBlocking(timeout: 10).toArray()
            _ = session.rx.data(request: post).toBlocking(timeout: 10).materialize()
        }
        XCTAssertEqual(
            logged.replacingOccurrences(of: #"\(\d+ms\)"#, with: "(Nms)", options: .regularExpression),
            """
            curl -X GET \n"\(server.url("/repos"))" -i -v
            Success (Nms): Status 200
            curl -X POST -d "{\\"q\\":\\"a\\"}" \n    -H "Authorization: token \\u{1B}[2J" \n"\(server.url("/teapot"))" -i -v
            Failure (Nms): Status 418

            """)
        // Asked when each request starts and when it ends, as RxCocoa asks.
        XCTAssertEqual(askedLock.withLock { asked }, ["/repos", "/repos", "/teapot", "/teapot"])

        URLSession.rx.shouldLogRequest = { _ in false }
        let silent = try capturingStandardOutput {
            _ = try session.rx.data(request: URLRequest(url: server.url("/repos"))).toBlocking(timeout: 10).toArray()
        }
        XCTAssertEqual(silent, "")
    }

    /// What `body` printed to standard output (file descriptor 1); `fflush(nil)` flushes every
    /// stream, standard output among them.
    private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
        fflush(nil)
        let pipe = Pipe()
        let saved = dup(1)
        dup2(pipe.fileHandleForWriting.fileDescriptor, 1)
        defer {
            fflush(nil)
            dup2(saved, 1)
            close(saved)
        }
        try body()
        fflush(nil)
        dup2(saved, 1)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
