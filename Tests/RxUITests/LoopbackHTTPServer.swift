import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for `URLSession.rx`'s tests (the library package has no
/// package dependency, so no server framework): it answers each request with the canned
/// response of its path (404 for any other) and closes the connection. It runs on one thread
/// until ``stop()``.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var body: String
        var contentType = "application/json"
    }

    let port: UInt16
    private let listener: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var requests: [String] = []
    private let finished = DispatchSemaphore(value: 0)

    /// The request lines served so far (`GET /repos HTTP/1.1`).
    var requestLines: [String] { lock.withLock { requests } }

    init(routes: [String: Response]) throws {
        self.routes = routes
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve() }.start()
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")! // our own literal
    }

    /// Stops accepting and waits for the serving thread to end.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        finished.wait()
        close(listener)
    }

    private func serve() {
        defer { finished.signal() }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(subsequence: Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[0..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
        lock.withLock { requests.append(requestLine) }
        let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        let response = routes[path] ?? Response(status: 404, body: "{\"message\":\"Not Found\"}")
        let body = Array(response.body.utf8)
        let head =
            "HTTP/1.1 \(response.status) Status\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
