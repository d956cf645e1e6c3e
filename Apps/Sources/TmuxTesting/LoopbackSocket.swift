import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Raw TCP on 127.0.0.1 for tests of servers: requests no HTTP client would send (a target
/// without a slash, a page number of 19 digits), idle connections, and free ports.
package enum LoopbackSocket {
    /// A connected socket to `port`, or -1. Close it with `close(_:)`.
    package static func connect(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Sends `request` as bytes and reads the answer until the server closes the connection
    /// (or `readTimeout` seconds pass): its status code (-1 when there was no answer) and body.
    package static func exchange(_ request: String, port: Int, readTimeout: Int = 10) -> (status: Int, body: String) {
        let answer = exchangeWithHeaders(request, port: port, readTimeout: readTimeout)
        return (answer.status, answer.body)
    }

    /// The same, with the answer's header lines ("Allow: GET, HEAD").
    package static func exchangeWithHeaders(_ request: String, port: Int, readTimeout: Int = 10) -> (
        status: Int, headers: [String], body: String
    ) {
        let descriptor = connect(port: port)
        guard descriptor >= 0 else { return (-1, [], "") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBufferPointer { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
        let statusLine = head.components(separatedBy: "\r\n").first ?? ""
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        let headers = Array(head.components(separatedBy: "\r\n").dropFirst())
        return (status, headers, text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// `GET target` with `Connection: close`.
    package static func get(_ target: String, port: Int) -> (status: Int, body: String) {
        exchange("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
    }

    /// A port nothing listens on right now (the kernel's pick).
    package static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Sends `request` one byte every `interval` seconds, as a slowloris attack does, and
    /// returns how many seconds passed until the server closed the connection, or `nil` when it
    /// was still open after the last byte (or after `limit` seconds).
    package static func secondsUntilClosed(
        tricklingBytesOf request: String, port: Int, interval: TimeInterval, limit: TimeInterval
    ) -> TimeInterval? {
        let descriptor = connect(port: port)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let start = Date()
        for byte in Array(request.utf8) {
            if Date().timeIntervalSince(start) > limit { return nil }
            var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if Glibc.poll(&poll, 1, Int32(interval * 1000)) > 0 {
                var buffer = [UInt8](repeating: 0, count: 512)
                if recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) <= 0 {
                    return Date().timeIntervalSince(start)
                }
            }
            var value = byte
            if send(descriptor, &value, 1, Int32(MSG_NOSIGNAL)) != 1 { return Date().timeIntervalSince(start) }
        }
        return nil
    }
}
