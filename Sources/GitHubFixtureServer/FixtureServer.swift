#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GitHubAPI

/// A GitHub-shaped HTTP/1.1 server on loopback that serves ``FixtureData``: the endpoints
/// the client calls, with `page`, `per_page`, `q` and `sort`, and `Link` headers. Tests (and
/// the app's offline mode) start it in-process on a free port.
///
/// It is ~200 lines on POSIX sockets rather than a server library: the fixture API needs no
/// more, and owning the socket lets a test drop a connection mid-request — a fault no
/// library handler can produce — with no dependency to build on every CI run.
public final class GitHubFixtureServer: @unchecked Sendable {
    /// A fault to inject into the next matching responses.
    public enum Fault: Equatable, Sendable {
        /// Answer normally, after a pause.
        case delay(TimeInterval)
        /// Answer with this status and a GitHub error body.
        case status(Int)
        /// Answer 403 with the rate-limit headers, resetting at the given time.
        case rateLimit(resetAt: Date)
        /// Answer 200 with a body that is not JSON.
        case malformedJSON
        /// Close the connection without answering.
        case dropConnection
    }

    public let data: FixtureData
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var faults: [(pathPrefix: String, fault: Fault, remaining: Int)] = []
    private var log: [String] = []
    public private(set) var port: UInt16 = 0
    /// How long a connection may take to send its request before it is closed.
    public let readTimeout: TimeInterval
    /// Connections served at once; more are answered 503 at once and closed.
    public let maxConnections: Int
    private var openConnections = 0

    /// A server for `data`. A client that sends nothing for `readTimeout` seconds is
    /// disconnected; beyond `maxConnections` at once, new connections get a 503.
    public init(data: FixtureData = .standard, readTimeout: TimeInterval = 10, maxConnections: Int = 64) {
        self.data = data
        self.readTimeout = readTimeout
        self.maxConnections = maxConnections
    }

    deinit { stop() }

    /// The base URL to give the client.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The requests served so far, as "GET /path?query".
    public var requests: [String] { lock.withLock { log } }

    /// Makes the next `count` requests whose path starts with `pathPrefix` fail with `fault`.
    public func inject(_ fault: Fault, pathPrefix: String = "/", count: Int = 1) {
        lock.withLock { faults.append((pathPrefix, fault, count)) }
    }

    /// Starts listening on 127.0.0.1 (`port` 0 picks a free one); returns the base URL.
    @discardableResult
    public func start(port requestedPort: UInt16 = 0) throws -> URL {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var yes: Int32 = 1
        setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socketFD, 64) == 0 else {
            let code = errno
            close(socketFD)
            throw POSIXError(.init(rawValue: code) ?? .EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        lock.withLock { listener = socketFD }
        let thread = Thread { [weak self] in self?.acceptLoop(socketFD) }
        thread.name = "GitHubFixtureServer"
        thread.start()
        return baseURL
    }

    /// Stops listening; connections being served finish.
    public func stop() {
        let socketFD = lock.withLock { () -> Int32 in
            let socketFD = listener
            listener = -1
            return socketFD
        }
        if socketFD >= 0 {
            shutdown(socketFD, Int32(SHUT_RDWR))
            close(socketFD)
        }
    }

    private func acceptLoop(_ socketFD: Int32) {
        while true {
            let connection = accept(socketFD, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            var timeout = timeval(tv_sec: .init(readTimeout.rounded(.down)), tv_usec: .init((readTimeout - readTimeout.rounded(.down)) * 1_000_000))
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let admitted: Bool = lock.withLock {
                guard openConnections < maxConnections else { return false }
                openConnections += 1
                return true
            }
            guard admitted else {
                respond(connection, status: 503, body: Data("{\"message\":\"Too many connections\"}".utf8))
                close(connection)
                continue
            }
            let thread = Thread { [weak self] in
                self?.serve(connection)
                close(connection)
                self?.lock.withLock { self?.openConnections -= 1 }
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let (method, target, headers) = readRequestLine(connection) else { return }
        // An origin-form target ("/path?query") is all this server answers; anything else
        // (no leading slash, "*", an unparsable escape) is the client's mistake.
        guard target.hasPrefix("/"), let components = URLComponents(string: target) else {
            return respond(connection, status: 400, body: Data("{\"message\":\"Bad Request: the request target must be a path starting with /\"}".utf8))
        }
        let path = components.path
        lock.withLock { log.append("\(method) \(target)") }
        switch takeFault(for: path) {
        case .delay(let seconds)?:
            Thread.sleep(forTimeInterval: seconds)
        case .status(let status)?:
            return respond(connection, status: status, body: Data("{\"message\":\"Injected failure\"}".utf8))
        case .rateLimit(let resetAt)?:
            return respond(connection, status: 403, headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(Int(resetAt.timeIntervalSince1970))"],
                           body: Data("{\"message\":\"API rate limit exceeded\"}".utf8))
        case .malformedJSON?:
            return respond(connection, status: 200, body: Data("{\"items\": [ {\"id\": 1,".utf8))
        case .dropConnection?:
            return
        case nil:
            break
        }
        guard method == "GET" else {
            return respond(connection, status: 405, body: Data("{\"message\":\"Method Not Allowed\"}".utf8))
        }
        if path == "/user" {
            // A token "fixture-LOGIN" signs in as LOGIN; anything else is refused.
            let token = headers["authorization"].map { $0.replacingOccurrences(of: "Bearer ", with: "") } ?? ""
            guard token.hasPrefix("fixture-"), let user = data.user(String(token.dropFirst("fixture-".count))) else {
                return respond(connection, status: 401, body: Data("{\"message\":\"Bad credentials\"}".utf8))
            }
            return respond(connection, status: 200, body: (try? GitHubJSON.encoder().encode(user)) ?? Data())
        }
        let (status, body, link) = route(path: path, query: components.queryItems ?? [])
        respond(connection, status: status, headers: link.map { ["Link": $0] } ?? [:], body: body)
    }

    private func takeFault(for path: String) -> Fault? {
        lock.withLock {
            guard let index = faults.firstIndex(where: { path.hasPrefix($0.pathPrefix) }) else { return nil }
            let fault = faults[index].fault
            faults[index].remaining -= 1
            if faults[index].remaining <= 0 { faults.remove(at: index) }
            return fault
        }
    }

    private func readRequestLine(_ connection: Int32) -> (String, String, [String: String])? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while !received.containsHeaderEnd {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received += buffer[0..<count]
            if received.count > 65_536 { return nil }
        }
        let head = String(decoding: received, as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (String(parts[0]), String(parts[1]), headers)
    }

    private func respond(_ connection: Int32, status: Int, headers: [String: String] = [:], body: Data) {
        var head = "HTTP/1.1 \(status) \(HTTPURLResponseStatus.reason(status))\r\n"
        head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let bytes = Array(head.utf8) + Array(body)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    // MARK: routes

    private func route(path: String, query: [URLQueryItem]) -> (Int, Data, String?) {
        let parts = path.split(separator: "/").map(String.init)
        let value = { (name: String) in query.first { $0.name == name }?.value }
        // Paging numbers are validated before any arithmetic: a page past the last is an
        // empty page, but a number that is not a positive integer of sane size is a 422.
        func number(_ name: String, default fallback: Int, range: ClosedRange<Int>) -> Int? {
            guard let text = value(name) else { return fallback }
            guard let number = Int(text), range.contains(number) else { return nil }
            return number
        }
        guard let page = number("page", default: 1, range: 1...100_000),
              let perPage = number("per_page", default: 30, range: 1...100) else {
            return (422, Data("{\"message\":\"Validation Failed: page must be a whole number from 1 to 100000 and per_page from 1 to 100\"}".utf8), nil)
        }
        let encoder = GitHubJSON.encoder()
        func paged<Item: Encodable>(_ items: [Item]) -> (Int, Data, String?) {
            let start = (page - 1) * perPage
            let slice = Array(items.dropFirst(start).prefix(perPage))
            let last = max(1, (items.count + perPage - 1) / perPage)
            var links: [String] = []
            var next = URLComponents()
            next.scheme = "http"
            next.host = "127.0.0.1"
            next.port = Int(port)
            next.path = path
            var queryItems = query.filter { $0.name != "page" }
            if page < last {
                next.queryItems = queryItems + [URLQueryItem(name: "page", value: "\(page + 1)")]
                if let url = next.url { links.append("<\(url.absoluteString)>; rel=\"next\"") }
            }
            queryItems.append(URLQueryItem(name: "page", value: "\(last)"))
            next.queryItems = queryItems
            if let url = next.url { links.append("<\(url.absoluteString)>; rel=\"last\"") }
            return (200, (try? encoder.encode(slice)) ?? Data("[]".utf8), links.joined(separator: ", "))
        }
        let notFound = (404, Data("{\"message\":\"Not Found\"}".utf8), nil as String?)
        switch parts.count {
        case 2 where parts[0] == "users":
            guard let user = data.user(parts[1]) else { return notFound }
            return (200, (try? encoder.encode(user)) ?? Data(), nil)
        case 2 where parts[0] == "search" && parts[1] == "repositories":
            guard let q = value("q"), !q.isEmpty else { return (422, Data("{\"message\":\"Validation Failed\"}".utf8), nil) }
            let all = data.search(q, sort: value("sort"))
            let (_, _, link) = paged(all)
            let start = (page - 1) * perPage
            let result = SearchRepositoriesResult(totalCount: all.count, incompleteResults: false, items: Array(all.dropFirst(start).prefix(perPage)))
            return (200, (try? encoder.encode(result)) ?? Data(), link)
        case 3 where parts[0] == "users" && parts[2] == "received_events":
            return data.user(parts[1]) == nil ? notFound : paged(data.receivedEvents(parts[1]))
        case 3 where parts[0] == "users" && parts[2] == "events":
            return data.user(parts[1]) == nil ? notFound : paged(data.performedEvents(parts[1]))
        case 3 where parts[0] == "users" && parts[2] == "repos":
            return data.user(parts[1]) == nil ? notFound : paged(data.repositories(of: parts[1]))
        case 3 where parts[0] == "orgs" && parts[2] == "events":
            return data.user(parts[1])?.isOrganization == true ? paged(data.organizationEvents(parts[1])) : notFound
        case 3 where parts[0] == "repos":
            guard let repository = data.repository("\(parts[1])/\(parts[2])") else { return notFound }
            return (200, (try? encoder.encode(repository)) ?? Data(), nil)
        case 4 where parts[0] == "repos" && parts[3] == "events":
            let fullName = "\(parts[1])/\(parts[2])"
            return data.repository(fullName) == nil ? notFound : paged(data.repositoryEvents(fullName))
        default:
            return notFound
        }
    }
}

private extension Array where Element == UInt8 {
    var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return true
        }
        return false
    }
}

enum HTTPURLResponseStatus {
    static func reason(_ status: Int) -> String {
        [200: "OK", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
    }
}
