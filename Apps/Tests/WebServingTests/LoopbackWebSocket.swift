import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client written for the tests over a plain loopback socket, so that a test can
/// send what a browser would not (another Origin, no key) and read the server's exact answer.
/// It waits by running the main run loop, because the server answers from the main actor,
/// which is the thread the test runs on.
final class LoopbackWebSocket {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The status line and headers of the answer to the upgrade request.
    private(set) var handshake = ""

    /// Opens a connection to 127.0.0.1:`port` and sends the upgrade request for `target`
    /// (or, with `upgrade` false, a plain GET that closes the connection after the answer).
    init(port: Int, target: String, origin: String?, upgrade: Bool = true) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        request +=
            upgrade
            ? "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            : "Connection: close\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        write(Array((request + "\r\n").utf8))
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headerEnd = waitFor({ buffer in buffer.firstRange(of: end)?.upperBound }) else {
            throw POSIXError(.ETIMEDOUT)
        }
        handshake = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd)
    }

    deinit { close(descriptor) }

    /// The answer's status code.
    var status: Int { Int(handshake.split(separator: " ").dropFirst().first ?? "") ?? 0 }

    /// The answer's body after the headers, when it was not an upgrade (what arrived so far).
    func bodyAfterRefusal() -> String {
        _ = waitFor { $0.isEmpty ? nil : $0.count }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Sends a text message (masked, as a client must); `false` when it could not be written
    /// whole (the server closed the connection).
    @discardableResult
    func send(_ text: String) -> Bool {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [1, 2, 3, 4]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return write(frame)
    }

    /// The next text message, or `nil` when none comes within `timeout` seconds or the server closed.
    func receive(timeout: TimeInterval = 5) -> String? {
        while true {
            guard let frameEnd = waitFor(timeout: timeout, Self.frameLength) else { return nil }
            let frame = Array(buffer[..<frameEnd])
            buffer.removeFirst(frameEnd)
            let opcode = frame[0] & 0x0F
            let lengthByte = frame[1] & 0x7F
            let headerLength = lengthByte == 126 ? 4 : lengthByte == 127 ? 10 : 2
            switch opcode {
            case 0x1: return String(decoding: frame[headerLength...], as: UTF8.self)
            case 0x8: return nil
            default: continue // pings
            }
        }
    }

    /// The length of the first whole (unmasked, server) frame in `buffer`, if it has one.
    private static func frameLength(_ buffer: [UInt8]) -> Int? {
        guard buffer.count >= 2 else { return nil }
        let lengthByte = Int(buffer[1] & 0x7F)
        var header = 2
        var length = lengthByte
        if lengthByte == 126 {
            guard buffer.count >= 4 else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            header = 4
        } else if lengthByte == 127 {
            guard buffer.count >= 10 else { return nil }
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        return buffer.count >= header + length ? header + length : nil
    }

    /// Writes `bytes`, running the main run loop while the socket is full. Stops when the server
    /// has closed the connection (a write then fails with `EPIPE` or `ECONNRESET` instead of
    /// `EAGAIN`: retrying it spun forever) or after `timeout` seconds.
    @discardableResult
    private func write(_ bytes: [UInt8], timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var offset = 0
        while offset < bytes.count, Date() < deadline {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                RunLoop.main.run(until: Date().addingTimeInterval(0.001))
            } else {
                return false
            }
        }
        return offset == bytes.count
    }

    /// Reads into `buffer`, running the main run loop between reads, until `complete` finds
    /// what it needs or `timeout` passes.
    private func waitFor(timeout: TimeInterval = 5, _ complete: ([UInt8]) -> Int?) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            if let found = complete(buffer) { return found }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 {
                return complete(buffer)
            } else {
                RunLoop.main.run(until: Date().addingTimeInterval(0.002))
            }
        }
        return complete(buffer)
    }
}
