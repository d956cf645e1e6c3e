import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A server on 127.0.0.1 that answers every request with the same bytes and closes the
/// connection: the lying or broken server a client must survive (a body of the wrong shape,
/// values no real server sends). It serves until stopped, on a thread of its own.
package final class CannedHTTPServer: @unchecked Sendable {
    /// The port it listens on.
    package let port: Int
    private let listener: Int32

    /// Listens on a free port and answers each request with `status`, `headers` (`Location`
    /// for a redirect) and `body` (JSON).
    package init(status: Int = 200, headers: [String: String] = [:], body: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let answer = Array(
            ("HTTP/1.1 \(status) Canned\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                + headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
                + "Connection: close\r\n\r\n\(body)").utf8)
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                // Reads the request head (enough for the clients under test), then answers.
                var buffer = [UInt8](repeating: 0, count: 65_536)
                _ = recv(connection, &buffer, buffer.count, 0)
                _ = answer.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(connection)
            }
        }.start()
    }

    /// Stops listening; the serving thread ends.
    package func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }
}
